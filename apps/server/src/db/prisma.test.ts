// readRows (prisma.ts): a read straight through the pg pool Prisma shares answers what $queryRaw
// answers for the column types it allows, refuses any other type, any write and any lock, and in a
// transaction reads through the transaction (docs/decisions/0002, rule 3).
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/db';
import { Prisma, readRows } from './prisma';

describe('readRows: reads through the pool Prisma shares', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });

  it('answers what $queryRaw answers, for every column type it allows', async () => {
    const id = '6f1c2b1e-3d4a-4b5c-9d8e-7f6a5b4c3d2e';
    const statement = (values: Prisma.Sql) => Prisma.sql`
      SELECT ${'Ana Núñez'}::text AS text, 'x'::varchar(10) AS varchar, 'ab'::char(3) AS bpchar,
        'n'::name AS name, true AS yes, 7::int2 AS small, 42::int4 AS int, 1.5::float4 AS real,
        2.25::float8 AS double, ${id}::uuid AS id, '2026-11-26T10:15:30.123Z'::timestamptz AS at,
        '{"a":[1,"b"]}'::json AS json, '{"c":null}'::jsonb AS jsonb, NULL::text AS nothing ${values}`;
    const viaPrisma = await db.prisma.$queryRaw<Record<string, unknown>[]>(statement(Prisma.empty));
    const viaPool = await readRows<Record<string, unknown>>(db.prisma)`${statement(Prisma.empty)}`;
    expect(viaPool).toEqual(viaPrisma);
    expect(viaPool[0]?.at).toEqual(new Date('2026-11-26T10:15:30.123Z'));
    expect(viaPool[0]?.jsonb).toEqual({ c: null });
    // Parameters are parameters, as in any tagged statement.
    const [row] = await readRows<{ text: string }>(
      db.prisma,
    )`SELECT ${"'; DROP TABLE users; --"}::text AS text`;
    expect(row?.text).toBe("'; DROP TABLE users; --");
  });

  it('refuses a column it would read otherwise than $queryRaw (int8, numeric, date, an enum)', async () => {
    await expect(readRows(db.prisma)`SELECT count(*) AS total FROM users`).rejects.toThrow(/"total"/);
    await expect(readRows(db.prisma)`SELECT 1.5::numeric AS price`).rejects.toThrow(/"price"/);
    await expect(readRows(db.prisma)`SELECT DATE '2026-11-26' AS day`).rejects.toThrow(/"day"/);
    await expect(readRows(db.prisma)`SELECT 'admin'::"Role" AS role`).rejects.toThrow(/"role"/);
  });

  it('refuses a write or a lock, which would pass by the own-write watch', async () => {
    const written = await db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM owners`;
    await expect(
      readRows(
        db.prisma,
      )`INSERT INTO owners (name, email, phone, address) VALUES ('a', 'a@x.es', '1', 'b') RETURNING id`,
    ).rejects.toThrow(/plain SELECT/);
    await expect(
      readRows(db.prisma)`WITH d AS (DELETE FROM owners RETURNING id) SELECT id::text FROM d`,
    ).rejects.toThrow(/plain SELECT/);
    await expect(readRows(db.prisma)`SELECT id::text FROM owners FOR UPDATE`).rejects.toThrow(/plain SELECT/);
    await expect(readRows(db.prisma)`SELECT id::text FROM owners FOR KEY SHARE`).rejects.toThrow(
      /plain SELECT/,
    );
    expect(await db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM owners`).toEqual(
      written,
    );
  });

  it('reads through the transaction when given one (its own uncommitted rows included)', async () => {
    const email = `tx-${Date.now()}@example.es`;
    const seen = await db.prisma
      .$transaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO owners (id, name, email, phone, address, updated_at)
          VALUES (gen_random_uuid(), 'Tx', ${email}, '1', 'x', now())`;
        const rows = await readRows<{ name: string }>(tx)`SELECT name FROM owners WHERE email = ${email}`;
        throw Object.assign(new Error('roll back'), { rows });
      })
      .catch((error: Error & { rows?: unknown }) => error.rows);
    expect(seen).toEqual([{ name: 'Tx' }]);
    expect(await readRows(db.prisma)`SELECT name FROM owners WHERE email = ${email}`).toEqual([]);
  });
});
