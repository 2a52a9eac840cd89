// Daycare packages: the paged list (search, 8 sorts), the full active list, a dog's packages,
// purchase, edit, delete. Rules (docs/contract/rest-contract.md, Daycare packages):
// - a purchase holds 1, 15 or 30 days and expires 30, 60 or 90 days after it was bought;
// - an edit sets the type and the days left; a changed type is a correction of a wrongly sold
//   one, so the expiry becomes purchase + the new type's validity (the same type keeps it);
// - "active" means the expiry is still ahead (days left do not matter: a package with 0 days
//   left but time to go stays listed, with its Expired badge);
// - the badge (status) comes from the days left alone (docs/spec/product-spec.md §4).
//
// The list reads one table: every package row carries a copy of its dog's name and of that
// name folded for search, filled and kept current by database triggers (migration
// 20261124100000_daycare_package_indexes), and each sort has an index on (key, dog name in
// Spanish order, id). The dogs are joined for the rows of the page only.
import { randomUUID } from 'node:crypto';
import {
  escapeLike,
  foldForSearch,
  isId,
  PACKAGE_DAYS,
  PACKAGE_LABELS,
  PACKAGE_TYPES,
  packageExpiresAt,
  packagePriceCode,
  packageStatus,
  searchTokens,
  type TDaycarePackage,
  type TPackageListInput,
  type TPackagePage,
  type TPackagePurchaseInput,
  type TPackageSort,
  type TPackageType,
  type TPackageUpdateInput,
  ZPackageListInput,
} from '@pawdesk/domain';
import { nameKeyText } from '../../db/collation';
import { pgUtcToIso } from '../../db/pg-time';
import { Prisma } from '../../db/prisma';
import { TRIGRAM_MIN } from '../../db/search-text';
import type { Db } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { listPage, pageCountOf } from '../../lib/paging';
import { recordChange } from '../audit';
import { chargeForService, withdrawServiceCharges } from '../billing';
import { packageAudit } from './daycare.audit';
import { type DaycareContext, todayOf } from './daycare.context';

const packageNotFound = () => new DomainError('NOT_FOUND', 'daycare.packageNotFound');
const dogNotFound = () => new DomainError('NOT_FOUND', 'daycare.dogNotFound');

// ---------------------------------------------------------------------------------------------
// Rows and answers
// ---------------------------------------------------------------------------------------------

/** One row of PACKAGE_COLUMNS (`p` a package row, `d` its dog). */
interface PackageRow {
  id: string;
  packageType: TPackageType;
  daysLeft: number;
  expiresAt: Date;
  purchasedAt: Date;
  dogId: string;
  dogName: string;
  dogBreed: string;
}

const PACKAGE_COLUMNS = Prisma.sql`
  p.id::text AS id, p.package_type::text AS "packageType", p.days_left AS "daysLeft",
  p.expires_at AS "expiresAt", p.purchased_at AS "purchasedAt",
  d.id::text AS "dogId", d.name AS "dogName", d.breed AS "dogBreed"`;

export function toPackageDto(row: PackageRow): TDaycarePackage {
  return {
    id: row.id,
    dog: { id: row.dogId, name: row.dogName, breed: row.dogBreed },
    packageType: row.packageType,
    daysLeft: row.daysLeft,
    expiresAt: row.expiresAt.toISOString(),
    purchasedAt: row.purchasedAt.toISOString(),
    status: packageStatus(row.daysLeft),
  };
}

// ---------------------------------------------------------------------------------------------
// Which package a check-in draws from
// ---------------------------------------------------------------------------------------------

/**
 * `FROM … WHERE … ORDER BY` of the usable packages of dog `dogId` (SQL) at `now`, in the order a
 * check-in draws from them: pickPackage of @pawdesk/domain in SQL (days left, not expired; the
 * one expiring first, then the oldest purchase, then the id), on the daycare_packages(dog_id,
 * expires_at) index. The one SQL source of that choice: the check-in takes the first
 * (takePackageDay), the Overview, the board and the picker show it (nextPackageSql), and
 * packages.choice.test.ts pins both to pickPackage over a table of cases.
 */
export function usablePackagesInOrder(alias: string, dogId: Prisma.Sql, now: Date): Prisma.Sql {
  const a = Prisma.raw(alias);
  return Prisma.sql`
    FROM daycare_packages ${a}
   WHERE ${a}.dog_id = ${dogId} AND ${a}.days_left > 0 AND ${a}.expires_at > ${now}
   ORDER BY ${a}.expires_at, ${a}.purchased_at, ${a}.id`;
}

// ---------------------------------------------------------------------------------------------
// The package list: search and sorts
// ---------------------------------------------------------------------------------------------

/** What each type is found by: its value and both labels, folded ('15-day', '15 days', '15 dias'). */
const TYPE_TEXTS = PACKAGE_TYPES.map((type) => ({
  type,
  texts: [type, PACKAGE_LABELS.en[type], PACKAGE_LABELS.es[type]].map(foldForSearch),
}));

/** The types a search word matches ('15' → 15-day; 'dias' → 15-day and 30-day). */
export function typesMatching(word: string): TPackageType[] {
  return TYPE_TEXTS.filter((t) => t.texts.some((text) => text.includes(word))).map((t) => t.type);
}

/**
 * The list's WHERE clause on `p` (daycare_packages): the scope, and every word of the search in
 * the dog's folded name or in the package type (value or label, either language).
 */
function packageListWhere(
  words: readonly string[],
  scope: 'active' | 'usable' | 'all',
  now: Date,
): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (scope !== 'all') parts.push(Prisma.sql`p.expires_at > ${now}`);
  if (scope === 'usable') parts.push(Prisma.sql`p.days_left > 0`);
  for (const word of words) {
    const inName = Prisma.sql`p.dog_name_folded LIKE ${`%${escapeLike(word)}%`}`;
    const types = typesMatching(word);
    parts.push(
      types.length === 0
        ? inName
        : Prisma.sql`(${inName} OR p.package_type = ANY(${types}::"DaycarePackageType"[]))`,
    );
  }
  return parts.length > 0 ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`;
}

/**
 * True when the trigram index finds the matches: some word of 3+ characters that names no
 * type. The matches are then collected first and sorted; otherwise they are common (or a whole
 * type) and walking the sort's index until the page is full is cheaper. The planner cannot tell
 * by itself: a dog's name matches rows that all sort together, so walking the name index for
 * 'trufa' read half of it (13 ms instead of 0.5 ms with 20,000 packages).
 */
function isSelective(words: readonly string[]): boolean {
  return words.some((w) => w.length >= TRIGRAM_MIN && typesMatching(w).length === 0);
}

/**
 * ORDER BY for a sort, on the columns of `p` (a package row): the key, then the dog's name in
 * Spanish order, then the id, all in the sort's direction, so the order is total (pages never
 * overlap) and an index serves it forwards or backwards. Code, never input.
 */
export function packageOrderText(sort: TPackageSort): string {
  const [key, direction] = sort.split('-') as [string, 'asc' | 'desc'];
  const dir = direction === 'desc' ? 'DESC' : 'ASC';
  const byName = `${nameKeyText('p.dog_name')} ${dir}, p.id ${dir}`;
  const first: Record<string, string> = {
    dog: '',
    type: `p.package_type ${dir}, `,
    days: `p.days_left ${dir}, `,
    expires: `p.expires_at ${dir}, `,
  };
  return `${first[key] ?? ''}${byName}`;
}

const packageOrder = (sort: TPackageSort) => Prisma.raw(packageOrderText(sort));

/** /daycare/packages: search by dog name or type, 8 sorts, pages of 12 (a page past the end shows the last). */
export async function listPackages(ctx: DaycareContext, raw: TPackageListInput): Promise<TPackagePage> {
  const input = ZPackageListInput.parse(raw);
  const words = searchTokens(input.search);
  const where = packageListWhere(words, input.scope, ctx.now());
  const size = input.pageSize;
  const answer = (rows: PackageRow[], total: number, page: number): TPackagePage =>
    listPage(rows.map(toPackageDto), total, page, size);
  const countAll = async () => {
    const rows = await ctx.prisma.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM daycare_packages p WHERE ${where}`;
    return rows[0]?.total ?? 0;
  };

  if (isSelective(words)) {
    // Collect the matches once (trigram bitmap scan), then count and sort them, in one statement.
    const pageOf = (page: number) =>
      ctx.prisma.$queryRaw<(PackageRow & { total: number })[]>`
        WITH m AS MATERIALIZED (SELECT * FROM daycare_packages p WHERE ${where}),
             page AS (SELECT * FROM m p ORDER BY ${packageOrder(input.sort)} LIMIT ${size} OFFSET ${(page - 1) * size})
        SELECT ${PACKAGE_COLUMNS}, (SELECT count(*)::int FROM m) AS total
          FROM page p JOIN dogs d ON d.id = p.dog_id
         ORDER BY ${packageOrder(input.sort)}`;
    const rows = await pageOf(input.page);
    if (rows.length > 0 || input.page === 1) return answer(rows, rows[0]?.total ?? 0, input.page);
    // Past the last page (its last package was deleted meanwhile): answer the last page.
    const total = await countAll();
    const last = pageCountOf(total, size);
    return answer(total === 0 ? [] : await pageOf(last), total, last);
  }

  // No search, or common words: walk the sort's index until the page is full.
  const walk = (sort: TPackageSort, offset: number, limit: number) =>
    ctx.prisma.$queryRaw<PackageRow[]>`
      WITH page AS (SELECT * FROM daycare_packages p WHERE ${where}
                     ORDER BY ${packageOrder(sort)} LIMIT ${limit} OFFSET ${offset})
      SELECT ${PACKAGE_COLUMNS} FROM page p JOIN dogs d ON d.id = p.dog_id
       ORDER BY ${packageOrder(sort)}`;
  const offsetOf = (page: number) => (page - 1) * size;
  if (offsetOf(input.page) < DEEP_OFFSET) {
    // Near the start: count at the same time on another connection.
    const [total, firstTry] = await Promise.all([countAll(), walk(input.sort, offsetOf(input.page), size)]);
    const page = Math.min(input.page, pageCountOf(total, size));
    return answer(page === input.page ? firstTry : await walk(input.sort, offsetOf(page), size), total, page);
  }
  // Deep: count first, then walk from whichever end is nearer (the same index backwards, the
  // rows reversed), so no page reads more than half the matches. Sorting them all instead is
  // what PostgreSQL would choose past the middle, and comparing thousands of names in Spanish
  // order costs far more than reading the index.
  const total = await countAll();
  const page = Math.min(input.page, pageCountOf(total, size));
  const offset = offsetOf(page);
  const count = Math.max(0, Math.min(size, total - offset));
  if (offset * 2 <= total) return answer(await walk(input.sort, offset, size), total, page);
  const fromEnd = await walk(reverseSort(input.sort), total - offset - count, count);
  return answer(fromEnd.reverse(), total, page);
}

/** Pages that start this far in are read from the nearer end of the list. */
const DEEP_OFFSET = 1_000;

/** The same order backwards ('dog-asc' ↔ 'dog-desc'): every key of packageOrderText flips. */
const reverseSort = (sort: TPackageSort): TPackageSort =>
  (sort.endsWith('-asc') ? sort.replace(/-asc$/, '-desc') : sort.replace(/-desc$/, '-asc')) as TPackageSort;

// ---------------------------------------------------------------------------------------------
// Full lists and one package
// ---------------------------------------------------------------------------------------------

/**
 * GET /api/daycare/packages/active: every package whose expiry is still ahead (whatever its days
 * left), by dog name in Spanish order, then id. Thousands of rows: read as arrays, not objects.
 */
export async function listActivePackages(ctx: DaycareContext): Promise<TDaycarePackage[]> {
  type Tuple = [string, TPackageType, number | string, string, string, string, string, string];
  // Read as arrays through the app's row reader (pg); distinct column names: the Prisma reader
  // keys each row by them.
  const rows = (await ctx.rows(Prisma.sql`
    SELECT p.id::text AS id, p.package_type::text AS type, p.days_left AS days, p.expires_at::text AS expires,
           p.purchased_at::text AS purchased, d.id::text AS dog_id, d.name, d.breed
      FROM daycare_packages p JOIN dogs d ON d.id = p.dog_id
     WHERE p.expires_at > ${ctx.now().toISOString()}::timestamptz
     ORDER BY ${packageOrder('dog-asc')}`)) as Tuple[];
  return rows.map(([id, packageType, days, expiresAt, purchasedAt, dogId, name, breed]) => {
    const daysLeft = Number(days);
    return {
      id,
      dog: { id: dogId, name, breed },
      packageType,
      daysLeft,
      expiresAt: pgUtcToIso(expiresAt),
      purchasedAt: pgUtcToIso(purchasedAt),
      status: packageStatus(daysLeft),
    };
  });
}

/** GET /api/daycare/packages/dog/{dogId}: all of the dog's packages, newest purchase first. */
export async function listDogPackages(ctx: DaycareContext, dogId: string): Promise<TDaycarePackage[]> {
  if (!isId(dogId)) throw dogNotFound();
  // The dog, with its packages if it has any (one row with null package columns if not).
  const rows = await ctx.prisma.$queryRaw<(Omit<PackageRow, 'id'> & { id: string | null })[]>`
    SELECT ${PACKAGE_COLUMNS}
      FROM dogs d LEFT JOIN daycare_packages p ON p.dog_id = d.id
     WHERE d.id = ${dogId}::uuid
     ORDER BY p.purchased_at DESC, p.id DESC`;
  if (rows.length === 0) throw dogNotFound();
  return rows.filter((r): r is PackageRow => r.id !== null).map(toPackageDto);
}

export async function getPackage(ctx: DaycareContext, id: string): Promise<TDaycarePackage> {
  if (!isId(id)) throw packageNotFound();
  const [found] = await selectPackages(ctx.prisma, Prisma.sql`p.id = ${id}::uuid`);
  if (!found) throw packageNotFound();
  return found;
}

/** Packages in the API shape: `where` filters `p` (daycare_packages); newest purchase first. */
export async function selectPackages(db: Db, where: Prisma.Sql): Promise<TDaycarePackage[]> {
  const rows = await db.$queryRaw<PackageRow[]>`
    SELECT ${PACKAGE_COLUMNS} FROM daycare_packages p JOIN dogs d ON d.id = p.dog_id
     WHERE ${where} ORDER BY p.purchased_at DESC, p.id DESC`;
  return rows.map(toPackageDto);
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

/** Sells a package: its type's days, expiring after its type's validity. Unknown dog: 404. */
export async function purchasePackage(
  ctx: DaycareContext,
  input: TPackagePurchaseInput,
): Promise<TDaycarePackage> {
  if (!isId(input.dog)) throw dogNotFound();
  const type = input.packageType;
  const now = ctx.now();
  const actor = ctx.actor.id || null;
  // The dog is share-locked while the package is written, so a dog deleted at the same moment is
  // either found (and the package is written first) or not found (404); the event commits with it.
  return ctx.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<PackageRow[]>`
      WITH dog AS (SELECT d.id, d.name, d.breed FROM dogs d WHERE d.id = ${input.dog}::uuid FOR KEY SHARE),
           p AS (
             INSERT INTO daycare_packages (id, dog_id, package_type, days_left, purchased_at, expires_at,
                                           created_by_id, updated_by_id, created_at, updated_at)
             SELECT ${randomUUID()}::uuid, dog.id, ${type}::"DaycarePackageType", ${PACKAGE_DAYS[type]},
                    ${now}, ${packageExpiresAt(now, type)}, ${actor}::uuid, ${actor}::uuid, ${now}, ${now}
               FROM dog
             RETURNING *)
      SELECT ${PACKAGE_COLUMNS} FROM p JOIN dog d ON d.id = p.dog_id`;
    if (!rows[0]) throw dogNotFound();
    const created = toPackageDto(rows[0]);
    await recordChange(tx, packageAudit(ctx, 'create', created), null, packageAudit.state(created));
    // The sale is charged to the dog's household, once (billing, docs/domains/billing.md).
    await chargeForService(tx, ctx.actor, {
      source: { type: 'daycare-package', id: created.id },
      dogId: input.dog,
      lines: [{ kind: 'sale', price: packagePriceCode(type), quantity: 1 }],
      day: todayOf(ctx),
    });
    return created;
  });
}

/**
 * Edits the type and the days left. A changed type corrects a wrongly sold one: the expiry
 * becomes the purchase plus the new type's validity. The same type keeps its expiry.
 */
export async function updatePackage(
  ctx: DaycareContext,
  input: TPackageUpdateInput,
): Promise<TDaycarePackage> {
  if (!isId(input.id)) throw packageNotFound();
  const { id, packageType, daysLeft } = input;
  return ctx.prisma.$transaction(async (tx) => {
    // The package, locked until the change commits, as it is before.
    const current = await tx.$queryRaw<PackageRow[]>`
      SELECT ${PACKAGE_COLUMNS} FROM daycare_packages p JOIN dogs d ON d.id = p.dog_id
       WHERE p.id = ${id}::uuid FOR UPDATE OF p`;
    const row = current[0];
    if (!row) throw packageNotFound();
    const before = toPackageDto(row);
    const expiresAt =
      row.packageType === packageType ? row.expiresAt : packageExpiresAt(row.purchasedAt, packageType);
    const updated = await tx.$queryRaw<PackageRow[]>`
      WITH p AS (
        UPDATE daycare_packages
           SET package_type = ${packageType}::"DaycarePackageType", days_left = ${daysLeft},
               expires_at = ${expiresAt}, updated_by_id = ${ctx.actor.id || null}::uuid, updated_at = ${ctx.now()}
         WHERE id = ${id}::uuid
        RETURNING *)
      SELECT ${PACKAGE_COLUMNS} FROM p JOIN dogs d ON d.id = p.dog_id`;
    if (!updated[0]) throw packageNotFound();
    const after = toPackageDto(updated[0]);
    await recordChange(
      tx,
      packageAudit(ctx, 'update', after),
      packageAudit.state(before),
      packageAudit.state(after),
    );
    return after;
  });
}

/**
 * Deletes a package. Visits that took a day from it stay, with no package (the foreign key sets
 * it null). Its event keeps what it held and the reason, when given.
 */
export async function deletePackage(
  ctx: DaycareContext,
  id: string,
  reason?: string,
): Promise<{ id: string }> {
  if (!isId(id)) throw packageNotFound();
  await ctx.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<PackageRow[]>`
      WITH p AS (DELETE FROM daycare_packages WHERE id = ${id}::uuid RETURNING *)
      SELECT ${PACKAGE_COLUMNS} FROM p JOIN dogs d ON d.id = p.dog_id`;
    if (!rows[0]) throw packageNotFound();
    const before = toPackageDto(rows[0]);
    await recordChange(
      tx,
      { ...packageAudit(ctx, 'delete', before), reason },
      packageAudit.state(before),
      null,
    );
    // A package deleted before it was invoiced is not sold: its charge goes too.
    await withdrawServiceCharges(tx, ctx.actor, { type: 'daycare-package', id }, 'package deleted');
  });
  return { id };
}
