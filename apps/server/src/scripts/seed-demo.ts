// `pnpm seed:demo`: fills a database with a believable small business (owners, dogs with
// varied breeds, ages and pictures, and about three months of daycare: see seed-demo-daycare.ts),
// in Spanish by default or in English with `--lang en` (breeds, signs, reasons, notes:
// seed-demo-texts.ts)
// so every screen can be tried at once. It goes through the same services as the API, so search
// text, dog ids, picture files and package days are what the product itself would have written. It refuses to touch a database that already has dogs, unless
// --force is given. Stop the server first when it uses the embedded PostgreSQL (one process
// owns DATA_DIR/pg), or point DATABASE_URL at the server's database.
import sharp from 'sharp';
import { createAppDeps } from '../app-deps';
import { createMemoryLoginThrottle } from '../auth/login-throttle';
import { createTokenService } from '../auth/tokens';
import { applyMigrations } from '../db/migrate';
import { createPrisma } from '../db/prisma';
import { provisionDatabase } from '../db/provision';
import { loadEnv } from '../env';
import { ensureFirstAdmin } from '../modules/auth';
import { createDog, dogsContext } from '../modules/dogs';
import { createOwner } from '../modules/owners';
import { updateSettings } from '../modules/settings';
import { type DemoDog, seedDemoDaycare } from './seed-demo-daycare';
import { seedDemoGrooming } from './seed-demo-grooming';
import { seedDemoHotel } from './seed-demo-hotel';
import { demoLanguage, demoTexts } from './seed-demo-texts';
import { seedDemoVet } from './seed-demo-vet';
import { randomPicks, rng } from './seed-tools';

const FIRST = [
  'María',
  'José',
  'Lucía',
  'Javier',
  'Carmen',
  'Pablo',
  'Elena',
  'Sergio',
  'Ana',
  'Diego',
  'Laura',
  'Andrés',
  'Sofía',
  'Raúl',
  'Marta',
  'Iñigo',
  'Nuria',
  'Álvaro',
  'Paula',
  'Jorge',
  'Beatriz',
  'Hugo',
  'Irene',
  'Tomás',
  'Claudia',
  'Óscar',
  'Noelia',
  'Rubén',
  'Emma',
  'Daniel',
];
const LAST = [
  'García',
  'Martínez',
  'López',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Alonso',
  'Gutiérrez',
  'Navarro',
  'Torres',
  'Domínguez',
  'Peña',
  'Vázquez',
  'Ramos',
  'Gil',
  'Ramírez',
  'Serrano',
  'Blanco',
  'Molina',
  'Castro',
  'Ortiz',
  'Smith',
  'Müller',
];
const STREETS = [
  'Calle Mayor',
  'Avenida de la Constitución',
  'Calle del Sol',
  'Paseo de Gracia',
  'Calle Real',
  'Plaza de España',
  'Calle Luna',
  'Avenida del Puerto',
  'Calle Nueva',
  'Ronda Sur',
];
const CITIES = ['Madrid', 'Sevilla', 'Valencia', 'Málaga', 'Bilbao', 'Zaragoza', 'Granada', 'Alicante'];
const DOG_NAMES = [
  'Luna',
  'Max',
  'Coco',
  'Rocky',
  'Lola',
  'Toby',
  'Nala',
  'Bruno',
  'Kira',
  'Thor',
  'Mia',
  'Simba',
  'Canela',
  'Chispa',
  'Pipo',
  'Duna',
  'Lúa',
  'Zeus',
  'Maya',
  'Leo',
  'Nube',
  'Rufo',
  'Sol',
  'Bimba',
  'Tango',
  'Olivia',
  'Milo',
  'Greta',
  'Ñaqui',
  'Balto',
  'Piña',
  'Golfo',
  'Trufa',
  'Kiko',
  'Frida',
  'Yogui',
];
const COATS = ['#c8a165', '#3b2f2f', '#f2e6d0', '#8b5a2b', '#d9b38c', '#555555', '#e8d3a9', '#a0522d'];
const BACKGROUNDS = ['#e3f2fd', '#fce4ec', '#e8f5e9', '#fff3e0', '#ede7f6', '#e0f7fa'];

/** A dog's portrait drawn as SVG and rendered by sharp (the app re-encodes it like any upload). */
async function portrait(random: () => number): Promise<Buffer> {
  const { pick } = randomPicks(random);
  const coat = pick(COATS);
  const ear = pick(COATS);
  const bg = pick(BACKGROUNDS);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
    <rect width="480" height="480" fill="${bg}"/>
    <ellipse cx="140" cy="170" rx="60" ry="105" fill="${ear}" transform="rotate(-20 140 170)"/>
    <ellipse cx="340" cy="170" rx="60" ry="105" fill="${ear}" transform="rotate(20 340 170)"/>
    <circle cx="240" cy="250" r="140" fill="${coat}"/>
    <ellipse cx="240" cy="320" rx="80" ry="60" fill="#f5ebe0"/>
    <circle cx="190" cy="225" r="16" fill="#1b1b1b"/><circle cx="290" cy="225" r="16" fill="#1b1b1b"/>
    <circle cx="195" cy="220" r="5" fill="#fff"/><circle cx="295" cy="220" r="5" fill="#fff"/>
    <ellipse cx="240" cy="295" rx="28" ry="20" fill="#1b1b1b"/>
    <path d="M240 315 Q240 345 215 350 M240 315 Q240 345 265 350" stroke="#1b1b1b" stroke-width="6" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  // The business's words (breeds, signs, reasons, notes) in Spanish or English: --lang es|en.
  const lang = demoLanguage(process.argv);
  const texts = demoTexts(lang);
  const count = (flag: string, fallback: number) => {
    const i = process.argv.indexOf(flag);
    const n = i >= 0 ? Number(process.argv[i + 1]) : fallback;
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const ownersWanted = count('--owners', 300);
  const dogsWanted = count('--dogs', 400);
  const env = loadEnv();
  const db = await provisionDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
  });
  const prisma = createPrisma(db.url);
  try {
    await applyMigrations(db.url);
    const admin = await ensureFirstAdmin(prisma, {
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD,
    });
    if (admin.generatedPassword)
      console.log(`first admin "${env.ADMIN_USERNAME}", generated password: ${admin.generatedPassword}`);
    const existing = await prisma.dog.count();
    if (existing > 0 && !force) {
      console.log(`The database already has ${existing} dogs; nothing seeded (use --force to add more).`);
      return;
    }
    const actorRow = await prisma.user.findFirstOrThrow({
      where: { role: 'admin' },
      orderBy: { createdAt: 'asc' },
    });
    const actor = { id: actorRow.id, username: actorRow.username, role: actorRow.role };
    const deps = createAppDeps({
      env,
      prisma,
      tokens: createTokenService('seed-only-secret-seed-only-secret-000', '1h'),
      throttle: createMemoryLoginThrottle(1000),
    });
    const svc = { prisma, actor };
    // A Spanish business writes dates day first on a 24-hour clock (Settings, Dates and times);
    // an English demo keeps the spec's US formats.
    await updateSettings(
      svc,
      lang === 'es'
        ? { dateFormat: 'dd/mm/yyyy', timeFormat: '24h' }
        : { dateFormat: 'mm/dd/yyyy', timeFormat: '12h' },
    );
    const random = rng(20261123 + existing);
    const { pick } = randomPicks(random);
    const started = Date.now();

    const ownerIds: string[] = [];
    for (let i = 0; i < ownersWanted; i++) {
      const first = pick(FIRST);
      const last = `${pick(LAST)} ${pick(LAST)}`;
      const email = `${first}.${last}.${existing + i}`
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .replace(/\s+/g, '.')
        .toLowerCase();
      const owner = await createOwner(svc, {
        name: `${first} ${last}`,
        email: `${email}@example.com`,
        phone: `+34 6${String(Math.floor(random() * 1e8))
          .padStart(8, '0')
          .replace(/(\d{2})(\d{3})(\d{3})/, '$1 $2 $3')}`,
        address: `${pick(STREETS)} ${1 + Math.floor(random() * 120)}, ${pick(CITIES)}`,
      });
      ownerIds.push(owner.id);
    }

    const dogs = dogsContext(svc, deps);
    const today = new Date();
    const created: DemoDog[] = [];
    for (let i = 0; i < dogsWanted; i++) {
      const [breed, typicalWeight] = pick(texts.breeds);
      const primary = pick(ownerIds);
      const secondary = random() < 0.25 ? pick(ownerIds) : undefined;
      const years = random() < 0.2 ? random() * 1.9 : 1 + random() * 13;
      const withBirthDate = random() < 0.6;
      const input: Record<string, unknown> = {
        name: pick(DOG_NAMES),
        breed,
        ...(withBirthDate ? {} : { age: Math.round(years * 12) / 12 }),
        weight: Math.round(typicalWeight * (0.7 + random() * 0.6) * 10) / 10,
        ...(random() < 0.4 ? { particularSigns: pick(texts.particularSigns) } : {}),
        owners: secondary && secondary !== primary ? [primary, secondary] : [primary],
      };
      const picture = random() < 0.35 ? await portrait(random) : null;
      // Spread the arrivals over two years; a handful in the last week.
      const daysAgo = i < 8 ? Math.floor(random() * 6) : 7 + Math.floor(random() * 720);
      // The record's creation event (the timeline's first entry) is written on the arrival day:
      // audit events are never rewritten, so the dog is created with a clock that reads then
      // (the dog's write context's clock).
      const arrival = new Date(today.getTime() - daysAgo * 86_400_000);
      // Born `years` before it arrived (a date of birth is checked against the arrival day).
      if (withBirthDate)
        input.dateOfBirth = new Date(arrival.getTime() - years * 365.25 * 86_400_000)
          .toISOString()
          .slice(0, 10);
      const dog = await createDog({ ...dogs, now: () => arrival }, input as never, picture);
      await prisma.$executeRaw`UPDATE dogs SET created_at = now() - make_interval(days => ${daysAgo}), updated_at = now() - make_interval(days => ${daysAgo}) WHERE id = ${dog.id}::uuid`;
      created.push({ id: dog.id, particularSigns: dog.particularSigns, daysAgo });
    }
    const dogsDone = Date.now();
    const daycare = await seedDemoDaycare({ svc, deps, dogs: created, random });
    console.log(
      `Seeded (${lang === 'es' ? 'Spanish' : 'English'}) ${ownersWanted} owners and ${dogsWanted} dogs in ${((dogsDone - started) / 1000).toFixed(1)} s; ` +
        `daycare: ${daycare.packages} packages, ${daycare.visits} visits (${daycare.hereNow} dogs here now) ` +
        `in ${((Date.now() - dogsDone) / 1000).toFixed(1)} s.`,
    );
    // The other services, each through its own module's services.
    const input = { svc, deps, dogs: created, random, texts };
    console.log(await seedDemoHotel(input));
    console.log(await seedDemoVet(input));
    console.log(await seedDemoGrooming(input));
  } finally {
    await prisma.$disconnect();
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
