// This process's own writes as the Prisma client tells them (own-writes.ts), on a real database:
// a write outside a transaction once it ran, a transaction's writes once committed (never before,
// never for a rollback), reads never; the statements Prisma and the services write are read
// right; and the copy triggers' topics (TRIGGER_CASCADES) are those the database's trigger
// functions write.
import { LIVE_TABLE_TOPICS, sortTopics, type TLiveTopic } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/db';
import { TRIGGER_CASCADES, topicsOfTables, writtenTables } from './own-writes';
import { onOwnWrites, Prisma } from './prisma';

describe('writtenTables: the watched tables a statement writes', () => {
  it('reads the statements Prisma writes and the services’ tagged SQL', () => {
    expect(
      writtenTables(
        'INSERT INTO "public"."owners" ("id","name") VALUES ($1,$2) RETURNING "public"."owners"."id"',
      ),
    ).toEqual(['owners']);
    expect(writtenTables('UPDATE "public"."dogs" SET "name" = $1 WHERE ("public"."dogs"."id" = $2)')).toEqual(
      ['dogs'],
    );
    expect(writtenTables('DELETE FROM "public"."dog_owners" WHERE "dog_id" = $1')).toEqual(['dog_owners']);
    expect(
      writtenTables(`WITH a AS (
        INSERT INTO vet_appointments (id, dog_id) SELECT gen_random_uuid(), d.id FROM dogs d WHERE d.id = $1::uuid
        RETURNING *)
      SELECT a.id FROM a JOIN dogs d ON d.id = a.dog_id`),
    ).toEqual(['vet_appointments']);
    expect(
      writtenTables('UPDATE dogs d SET search_text = v.text FROM unnest($1::uuid[]) v(id) WHERE d.id = v.id'),
    ).toEqual(['dogs']);
    expect(writtenTables('TRUNCATE TABLE "hotel_bookings", "users"')).toEqual(['hotel_bookings']);
  });

  it('finds no write in reads, locks, upserts of other tables or column names', () => {
    expect(writtenTables('SELECT id, updated_at, updated_by_id FROM dogs WHERE id = $1 FOR UPDATE')).toEqual(
      [],
    );
    expect(
      writtenTables('SELECT id FROM owners WHERE id = ANY($1) ORDER BY id FOR NO KEY UPDATE OF owners'),
    ).toEqual([]);
    expect(writtenTables('SELECT pg_advisory_xact_lock(hashtextextended($1 || $2, 0))')).toEqual([]);
    expect(
      writtenTables('INSERT INTO _prisma_migrations (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET id = $1'),
    ).toEqual([]);
    expect(writtenTables('CHECKPOINT')).toEqual([]);
  });

  it('a table’s topics are its own and its copy triggers’', () => {
    expect(topicsOfTables(['owners'])).toEqual(['owners', 'hotel']);
    expect(topicsOfTables(['dogs', 'dog_record_changes'])).toEqual(['dogs', 'daycare', 'hotel', 'vet']);
    expect(topicsOfTables(['grooming_bookings', 'grooming_bookings'])).toEqual(['grooming']);
    expect(topicsOfTables([])).toEqual([]);
  });
});

describe("the client tells this process's committed writes", () => {
  let db: TestDatabase;
  const heard: TLiveTopic[][] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
    onOwnWrites(db.prisma, (topics) => heard.push(topics));
  });
  const take = () => heard.splice(0);
  let n = 0;
  const owner = () => {
    n += 1;
    return {
      name: `Own ${n}`,
      email: `own-writes-${n}@example.com`,
      phone: '600 000 000',
      address: 'Calle 1',
    };
  };

  it('a write outside a transaction once it ran; a read never', async () => {
    take();
    const created = await db.prisma.owner.create({ data: owner(), select: { id: true } });
    expect(take()).toEqual([['owners', 'hotel']]);
    await db.prisma.owner.findUnique({ where: { id: created.id } });
    await db.prisma.$queryRaw`SELECT id FROM owners WHERE id = ${created.id}::uuid`;
    await db.prisma.dog.count();
    expect(take()).toEqual([]);
    await db.prisma.$executeRaw`UPDATE grooming_bookings SET notes = notes WHERE false`;
    expect(take()).toEqual([['grooming']]);
    const [row] = await db.prisma.$queryRaw<{ id: string }[]>`
      DELETE FROM owners WHERE id = ${created.id}::uuid RETURNING id::text AS id`;
    expect(row?.id).toBe(created.id);
    expect(take()).toEqual([['owners', 'hotel']]);
  });

  it("a transaction's writes once, after its COMMIT; nothing for a rollback", async () => {
    take();
    await db.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM owners FOR UPDATE`;
      await tx.owner.create({ data: owner() });
      await tx.$executeRaw(Prisma.sql`UPDATE vet_appointments SET cause = cause WHERE false`);
      expect(take()).toEqual([]);
    });
    expect(take()).toEqual([['owners', 'hotel', 'vet']]);

    await expect(
      db.prisma.$transaction(async (tx) => {
        await tx.owner.create({ data: owner() });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A failing statement outside a transaction wrote nothing either.
    await expect(
      db.prisma.$executeRaw`UPDATE daycare_visits SET date = 'not a date' WHERE true`,
    ).rejects.toThrow();
    expect(take()).toEqual([]);
  });

  it('TRIGGER_CASCADES is what the copy triggers of the migrated database write', async () => {
    const rows = await db.prisma.$queryRaw<{ table: string; body: string }[]>`
      SELECT c.relname::text AS "table", p.prosrc AS body
        FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_proc p ON p.oid = g.tgfoid
       WHERE NOT g.tgisinternal AND g.tgname NOT LIKE '%\\_live\\_notify'`;
    expect(rows.length).toBeGreaterThan(0);
    // Table -> the watched tables its triggers write, then followed through their own triggers.
    const writes = new Map<string, Set<string>>();
    for (const { table, body } of rows) {
      for (const written of writtenTables(body)) {
        if (written !== table) writes.set(table, (writes.get(table) ?? new Set()).add(written));
      }
    }
    const reach = (table: string, seen = new Set<string>()): Set<string> => {
      for (const next of writes.get(table) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          reach(next, seen);
        }
      }
      return seen;
    };
    const derived: Record<string, TLiveTopic[]> = {};
    for (const table of Object.keys(LIVE_TABLE_TOPICS) as (keyof typeof LIVE_TABLE_TOPICS)[]) {
      const own = LIVE_TABLE_TOPICS[table];
      const reached = [...reach(table)].filter(
        (t): t is keyof typeof LIVE_TABLE_TOPICS => t in LIVE_TABLE_TOPICS,
      );
      const more = sortTopics(reached.map((t) => LIVE_TABLE_TOPICS[t])).filter((topic) => topic !== own);
      if (more.length > 0) derived[table] = more;
    }
    const declared = Object.fromEntries(
      Object.entries(TRIGGER_CASCADES).map(([table, topics]) => [table, sortTopics(topics ?? [])]),
    );
    expect(derived).toEqual(declared);
  });
});
