// Database refusals become 409s, never 500s, whichever way the query was written: Prisma's own
// calls (P2002 and friends) and raw SQL, where Prisma answers P2010 "Raw query failed" and keeps
// PostgreSQL's code (23505, 23P01) inside. Against the real PostgreSQL of the test app.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, unique } from '../../test/helpers/app';
import { fromDatabaseError, isExclusionViolation, isUniqueViolation } from './prisma-errors';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

type Tx = Parameters<Parameters<TestApp['db']['prisma']['$transaction']>[0]>[0];

/** What `run` throws inside a transaction that owns a scratch table (dropped with it). */
async function failureOf(run: (tx: Tx) => Promise<unknown>): Promise<unknown> {
  return t.db.prisma
    .$transaction(async (tx) => {
      await tx.$executeRaw`CREATE TEMP TABLE scratch (k int UNIQUE, r int4range, EXCLUDE USING gist (r WITH &&)) ON COMMIT DROP`;
      await tx.$executeRaw`INSERT INTO scratch VALUES (1, '[1,5)')`;
      await run(tx);
    })
    .then(
      () => null,
      (error: unknown) => error,
    );
}

describe('fromDatabaseError', () => {
  it('maps a unique index refusing a raw query (P2010 carrying 23505) to a 409', async () => {
    const error = await failureOf((tx) => tx.$executeRaw`INSERT INTO scratch VALUES (1, '[10,15)')`);
    expect((error as { code?: string }).code).toBe('P2010');
    const mapped = fromDatabaseError(error);
    expect(mapped?.httpStatus).toBe(409);
    expect(mapped?.message).toBe('This change conflicts with existing data');
    // A key of the message table: the web shows it in the user's language.
    expect(mapped?.messageKey).toBe('common.conflictsWithData');
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('maps an exclusion constraint refusing a raw query (P2010 carrying 23P01) to a 409', async () => {
    const error = await failureOf((tx) => tx.$queryRaw`INSERT INTO scratch VALUES (2, '[3,8)') RETURNING k`);
    expect((error as { code?: string }).code).toBe('P2010');
    const mapped = fromDatabaseError(error);
    expect(mapped?.httpStatus).toBe(409);
    expect(mapped?.message).toBe('This change conflicts with existing data');
    expect(isExclusionViolation(error)).toBe(true);
    expect(isUniqueViolation(error)).toBe(false);
  });

  it('still maps a unique index refusing a Prisma write (P2002) to its own 409', async () => {
    const email = `${unique('dup')}@example.com`;
    const owner = {
      name: 'Ana Duplicada',
      email,
      phone: '600 000 000',
      address: 'Calle 1',
      searchText: 'ana',
    };
    await t.db.prisma.owner.create({ data: owner });
    const error = await t.db.prisma.owner.create({ data: owner }).then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as { code?: string }).code).toBe('P2002');
    const mapped = fromDatabaseError(error);
    expect(mapped?.httpStatus).toBe(409);
    expect(mapped?.message).toBe('This record already exists');
    expect(mapped?.messageKey).toBe('common.alreadyExists');
    expect(isUniqueViolation(error)).toBe(true);
  });

  it.each([
    ['22008, year 0000', `SELECT '0000-01-01'::date`],
    ['22008, a timestamp in year 0000', `SELECT '0000-01-01T00:00:00Z'::timestamptz`],
    ['22009, an offset past 15:59', `SELECT '2026-12-03 10:00+25:00'::timestamptz`],
    ['22009, a year past 9999', `SELECT '+275760-09-13T00:00:00.000Z'::timestamptz`],
    ['22007, not a date', `SELECT 'garbage'::timestamptz`],
  ])('maps a date PostgreSQL cannot take (%s) to a 400 with the date range message', async (_label, sql) => {
    const error = await t.db.prisma.$queryRawUnsafe(sql).then(
      () => null,
      (e: unknown) => e,
    );
    const mapped = fromDatabaseError(error);
    expect(mapped?.httpStatus).toBe(400);
    expect(mapped?.message).toBe('Dates must be between 1900-01-01 and 2200-12-31');
  });

  it('maps a number out of range (22003) to a 400', async () => {
    const error = await t.db.prisma.$queryRawUnsafe(`SELECT 99999::smallint`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(fromDatabaseError(error)?.httpStatus).toBe(400);
  });

  it('leaves any other failure of a raw query alone (a 500 stays a 500)', async () => {
    const error = await failureOf((tx) => tx.$queryRaw`SELECT 1 / (SELECT count(*) - 1 FROM scratch)`);
    expect((error as { code?: string }).code).toBe('P2010');
    expect(fromDatabaseError(error)).toBeNull();
  });
});
