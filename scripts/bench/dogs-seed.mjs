// Seeds a large, realistic volume of owners and dogs straight in SQL (unnest of typed arrays,
// a few thousand rows per statement), for the dogs benchmark. Deterministic: the same seed
// gives the same business. Names carry accents (Peña, Núñez, José) so the loose search's
// folding is exercised; the search texts are folded by @pawdesk/domain's own foldForSearch.
//
// Shape: every owner has at least one dog; the rest of the dogs go to random owners (so some
// families have several); about 20% of dogs have a secondary owner; 70% have a date of birth,
// the others an entered age; created dates spread over three years with a few dozen this week.
import { randomUUID } from 'node:crypto';
import { firstUserId, importTs, insertBatches, vacuumAnalyze, withPg } from './lib.mjs';

const { randomPicks, rng } = await importTs('apps/server/src/scripts/seed-tools.ts');
const { foldForSearch: fold } = await importTs('packages/domain/src/index.ts');

// Word lists, '|'-separated to keep them compact.
const list = (text) => text.split('|');
export const FIRST_NAMES = list(
  'María|José|Lucía|Javier|Carmen|Álvaro|Begoña|Íñigo|Sofía|Raúl|Inés|Andrés|Nuria|Jesús|Marta|Óscar|' +
    'Pilar|Adrián|Elena|Sergio|Laura|Pablo|Ana|David|Paula|Daniel|Cristina|Hugo|Irene|Mario|Emma|Oliver|' +
    'Olivia|Noah|Ava|Liam|Mia|Lucas|Chloé|Zoë|Sarah|James|Emily|Michael|Hannah|Thomas|Grace|William|' +
    'Amélie|François|Jürgen|Björn|Søren|Ramón|Agustín|Mónica|Verónica|Rocío|Ángela|Joaquín',
);
export const SURNAMES = list(
  'García|Fernández|González|Rodríguez|López|Martínez|Sánchez|Pérez|Gómez|Martín|Jiménez|Ruiz|' +
    'Hernández|Díaz|Moreno|Muñoz|Álvarez|Romero|Alonso|Gutiérrez|Navarro|Torres|Domínguez|Vázquez|Ramos|' +
    'Gil|Ramírez|Serrano|Blanco|Molina|Peña|Núñez|Ibáñez|Castaño|Cañizares|Muñiz|Smith|Johnson|Williams|' +
    'Brown|Jones|Miller|Davis|Wilson|Anderson|Taylor|Thomas|Moore|Martin|Jackson|White|Harris|Clark|Lewis|' +
    "Walker|Young|Allen|O'Brien|Müller|Schäfer|Dubois|Lefèvre|Rossi|Bianchi|Costa|Silva|Santos|Oliveira|" +
    'Kowalski|Nowak',
);
export const DOG_NAMES = list(
  'Max|Luna|Rocky|Bella|Toby|Lola|Coco|Nala|Simba|Kira|Thor|Lía|Bruno|Canela|Chispa|Trufa|Rufo|Nube|' +
    'Sol|Lúa|Charlie|Daisy|Buddy|Molly|Bailey|Lucy|Cooper|Sadie|Duke|Maggie|Milo|Ruby|Oscar|Rosie|Teddy|' +
    'Zeus|Pipa|Bimba|Linda|Golfo|Pancho|Chufo|Kiko|Noa|Maya|Nina|Leo|Bobby|Tango|Pirata|Gofio|Churro|' +
    'Peluche|Copito|Sombra|Rayo|Trasto|Dama|Lord|Kaiser|Éclair|Ñoqui|Azúcar|Café|Jazmín|Limón|Turrón|' +
    'Paprika|Pimienta|Rebeca|Apolo|Atenea|Hércules|Odín|Freya|Loki|Ragnar|Yoda|Chewie|Frodo',
);
/** Breed:weight, common breeds more often. */
export const BREEDS = list(
  'Mestizo:14|Labrador Retriever:9|Golden Retriever:6|Pastor Alemán:5|Bulldog Francés:5|' +
    'Yorkshire Terrier:4|Chihuahua:4|Beagle:4|Caniche:4|Border Collie:3|Teckel:3|Bichón Maltés:3|Boxer:3|' +
    'Shih Tzu:2|Cocker Spaniel:2|Podenco Ibérico:2|Galgo Español:2|Husky Siberiano:2|Pomerania:2|' +
    'Schnauzer Miniatura:2|Jack Russell Terrier:2|Bulldog Inglés:1|Dóberman:1|Rottweiler:1|Dálmata:1|' +
    'Carlino:1|Mastín Español:1|Pastor Australiano:1|Setter Irlandés:1|Weimaraner:1|Shiba Inu:1|' +
    'Akita Inu:1|Samoyedo:1|Bernés de la Montaña:1|Cavalier King Charles:1|Westie:1|Bodeguero Andaluz:1|' +
    'Perro de Agua Español:1|Pinscher:1|Bóxer Atigrado:1',
).map((entry) => {
  const [breed, weight] = entry.split(':');
  return [breed, Number(weight)];
});
const STREETS = list(
  'Calle Mayor|Avenida de la Constitución|Calle Real|Plaza de España|Calle del Sol|Camino Viejo|' +
    'Paseo del Prado|Calle Nueva|Ronda Norte|Calle de la Paz|Main Street|Oak Avenue',
);
const SIGNS = list(
  'Mancha blanca en el pecho|Oreja izquierda caída|Cola corta|Muy sociable|Le asustan los truenos|' +
    'Alergia al pollo|Cicatriz en la pata trasera|Ojos de distinto color',
);

/**
 * Inserts `owners` owners and `dogs` dogs (dogs ≥ owners) into the database at `url`.
 * Returns what was written plus sample names for search terms.
 */
export async function seedDogs(
  url,
  { owners: ownerCount = 40_000, dogs: dogCount = 50_000, seed = 42, log = () => {} } = {},
) {
  if (dogCount < ownerCount) throw new Error('seedDogs wants at least as many dogs as owners');
  const random = rng(seed);
  const { pick } = randomPicks(random);
  const totalWeight = BREEDS.reduce((t, [, w]) => t + w, 0);
  const pickBreed = () => {
    let r = random() * totalWeight;
    for (const [breed, weight] of BREEDS) {
      r -= weight;
      if (r < 0) return breed;
    }
    return BREEDS[0][0];
  };
  const now = Date.now();
  const day = 86_400_000;
  const createdAt = (i, count) => {
    // The newest few dozen within the last week, the rest spread over three years.
    if (i >= count - 40) return new Date(now - random() * 6 * day);
    return new Date(now - 7 * day - random() * 3 * 365 * day);
  };

  return withPg(url, async (client) => {
    const adminId = await firstUserId(client);

    const owners = [];
    for (let i = 0; i < ownerCount; i++) {
      const first = pick(FIRST_NAMES);
      const last = `${pick(SURNAMES)}${random() < 0.6 ? ` ${pick(SURNAMES)}` : ''}`;
      const name = `${first} ${last}`;
      const email = `${fold(first)}.${fold(last).replace(/[^a-z]+/g, '.')}.${i}@example.com`;
      const phone = `+34 6${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
      const digits = phone.replace(/\D/g, '');
      const address =
        `${pick(STREETS)} ${1 + Math.floor(random() * 200)}, ${28000 + Math.floor(random() * 999)}`.slice(
          0,
          60,
        );
      const at = createdAt(i, ownerCount);
      owners.push({
        id: randomUUID(),
        name,
        email,
        phone,
        address,
        search: fold([name, email, phone, digits].join(' ')),
        at,
      });
    }
    const t0 = Date.now();
    await client.query('BEGIN');
    await insertBatches(
      client,
      owners,
      5000,
      `INSERT INTO owners (id, name, email, phone, address, search_text, created_by_id, updated_by_id, created_at, updated_at)
       SELECT u.id, u.name, u.email, u.phone, u.address, u.search, $7::uuid, $7::uuid, u.at, u.at
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $8::timestamptz[])
           AS u(id, name, email, phone, address, search, at)`,
      (b) => [
        b.map((o) => o.id),
        b.map((o) => o.name),
        b.map((o) => o.email),
        b.map((o) => o.phone),
        b.map((o) => o.address),
        b.map((o) => o.search),
        adminId,
        b.map((o) => o.at.toISOString()),
      ],
    );
    log(`owners: ${ownerCount} rows in ${Date.now() - t0} ms`);

    const dogs = [];
    const links = [];
    const todayMs = now;
    for (let i = 0; i < dogCount; i++) {
      const primary = i < ownerCount ? owners[i] : owners[Math.floor(random() * ownerCount)];
      const secondary = random() < 0.2 ? owners[Math.floor(random() * ownerCount)] : null;
      const ownerList = secondary && secondary.id !== primary.id ? [primary, secondary] : [primary];
      const name = pick(DOG_NAMES);
      const breed = pickBreed();
      const ageYears = random() < 0.15 ? random() * 1.5 : 0.2 + random() * 15;
      const withBirth = random() < 0.7;
      const birth = withBirth ? new Date(todayMs - ageYears * 365.25 * day).toISOString().slice(0, 10) : null;
      const age = withBirth ? null : Math.round(ageYears * 12) / 12;
      const weight = Math.round((2 + random() * 45) * 10) / 10;
      const signs = random() < 0.3 ? pick(SIGNS) : null;
      const at = createdAt(i, dogCount);
      const id = randomUUID();
      dogs.push({
        id,
        name,
        breed,
        age,
        birth,
        weight,
        signs,
        search: fold([name, breed, ...ownerList.map((o) => o.name)].join(' ')),
        at,
      });
      for (const [position, o] of ownerList.entries()) links.push({ dog: id, owner: o.id, position });
    }
    // Oldest first, so the readable dog ids (DOG-000001, …) follow the creation dates.
    dogs.sort((a, b) => a.at - b.at);
    const t1 = Date.now();
    await insertBatches(
      client,
      dogs,
      5000,
      `INSERT INTO dogs (id, name, breed, age, date_of_birth, weight, particular_signs, search_text, created_by_id, updated_by_id, created_at, updated_at)
       SELECT u.id, u.name, u.breed, u.age, u.birth, u.weight, u.signs, u.search, $9::uuid, $9::uuid, u.at, u.at
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::float8[], $5::date[], $6::float8[], $7::text[], $8::text[], $10::timestamptz[])
              WITH ORDINALITY AS u(id, name, breed, age, birth, weight, signs, search, at, ord)
        ORDER BY u.ord`,
      (b) => [
        b.map((d) => d.id),
        b.map((d) => d.name),
        b.map((d) => d.breed),
        b.map((d) => d.age),
        b.map((d) => d.birth),
        b.map((d) => d.weight),
        b.map((d) => d.signs),
        b.map((d) => d.search),
        adminId,
        b.map((d) => d.at.toISOString()),
      ],
    );
    await insertBatches(
      client,
      links,
      10_000,
      `INSERT INTO dog_owners (dog_id, owner_id, position)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::smallint[])`,
      (b) => [b.map((l) => l.dog), b.map((l) => l.owner), b.map((l) => l.position)],
    );
    await client.query('COMMIT');
    log(`dogs: ${dogCount} rows and ${links.length} owner links in ${Date.now() - t1} ms`);
    await vacuumAnalyze(client, 'owners, dogs, dog_owners', log);
    return {
      owners: ownerCount,
      dogs: dogCount,
      links: links.length,
      sampleOwners: owners.slice(0, 50).map((o) => o.name),
    };
  });
}
