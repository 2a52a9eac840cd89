// GET /api/daycare/visits: every visit, newest first, as REST JSON text, one string per batch
// (the route writes them out as one array without holding the whole list). Built like the dogs'
// full list (../dogs/README.md, "The full REST list"): rows straight through pg as arrays,
// batches by keyset on the newest-first index, the next batch read while the current one is
// written, and shared pieces (a dog with its owners, a package, a user) turned into JSON once.

import { loadDogRefsJson } from '../../db/dog-refs';
import { pgUtcToIso } from '../../db/pg-time';
import { Prisma } from '../../db/prisma';
import type { RowReader } from '../../db/row-reader';
import {
  batchLimit,
  keysetBatches,
  loadUserRefsJson,
  renderBatches,
  type UserRefsJson,
} from '../../db/row-stream';
import type { DaycareContext } from './daycare.context';
import { visitStatusText } from './visits.dto';

/** How many visits one query of the full list reads. */
export const VISIT_STREAM_BATCH = 10_000;

type Text = string | null;
/** head (the visit's own fields as JSON text, without the closing brace), dog_id, package_id, created_by_id, updated_by_id */
type VisitTuple = [string, string, Text, Text, Text];

// The visit's own fields are written as JSON text by PostgreSQL (ids, days and ISO times never
// need escaping; to_json escapes the notes), so pg parses 5 values a row instead of 11 and Node
// converts no timestamps. The session runs in UTC (the row reader's pool), so to_char writes UTC.
const iso = (column: string) => `'"' || to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`;
const COLUMNS = Prisma.raw(`'{"_id":"' || v.id || '","date":"' || v.date || '","checkInTime":' ||
    coalesce(${iso('v.check_in_time')}, 'null') || ',"checkOutTime":' ||
    coalesce(${iso('v.check_out_time')}, 'null') || ',"notes":' || coalesce(to_json(v.notes)::text, 'null') ||
    ',"status":"' || ${visitStatusText('v')} ||
    '","createdAt":' || ${iso('v.created_at')} || ',"updatedAt":' || ${iso('v.updated_at')},
  v.dog_id::text, v.package_id::text, v.created_by_id::text, v.updated_by_id::text`);
const NEWEST_FIRST = Prisma.raw(
  'v.date DESC, v.check_in_time DESC NULLS FIRST, v.created_at DESC, v.id DESC',
);

/**
 * The rows after `last` in newest-first order (its keys read back from its JSON: the times are
 * exact to the millisecond, as stored). Written out by hand because check_in_time may be null (a
 * pending visit, first within its day), which a row comparison cannot express; the
 * `v.date <= $1` bound lets the backward index walk start at the last row's day.
 */
function after(last: VisitTuple | null): Prisma.Sql {
  if (!last) return Prisma.empty;
  const {
    _id: id,
    date,
    checkInTime: checkIn,
    createdAt,
  } = JSON.parse(`${last[0]}}`) as {
    _id: string;
    date: string;
    checkInTime: string | null;
    createdAt: string;
  };
  const sameTimeLater = Prisma.sql`(v.created_at, v.id) < (${createdAt}::timestamptz, ${id}::uuid)`;
  const sameDayLater =
    checkIn === null
      ? Prisma.sql`(v.check_in_time IS NOT NULL OR ${sameTimeLater})`
      : Prisma.sql`(v.check_in_time < ${checkIn}::timestamptz OR (v.check_in_time = ${checkIn}::timestamptz AND ${sameTimeLater}))`;
  return Prisma.sql`WHERE v.date <= ${date}::date AND (v.date < ${date}::date OR ${sameDayLater})`;
}

/**
 * REST GET /api/daycare/visits, as JSON text (`_id`s), one string per batch. Each visit equals
 * toRest(getVisit(...)) of the same visit (a test compares them). A visit whose dog was deleted
 * while the list streams is left out (it was deleted with its dog). Nothing is read until the
 * first batch is asked for.
 */
export function allVisitsRestJson(
  ctx: DaycareContext,
  batchSize = VISIT_STREAM_BATCH,
  rows: RowReader = ctx.rows,
): AsyncGenerator<string> {
  const str = JSON.stringify;
  const limit = batchLimit(batchSize);
  const readVisits = (last: VisitTuple | null, size: number) => {
    return rows(
      Prisma.sql`SELECT ${COLUMNS} FROM daycare_visits v ${after(last)} ORDER BY ${NEWEST_FIRST} LIMIT ${size}`,
    ) as Promise<VisitTuple[]>;
  };
  let users: Promise<UserRefsJson> | null = null;
  let usersJson: UserRefsJson | null = null;
  // A dog's JSON (with its owners, primary first) and a package's, built once each.
  const dogsJson = new Map<string, string>();
  const packagesJson = new Map<string, string>();

  const loadPackages = async (ids: string[]) => {
    if (ids.length === 0) return;
    const packageRows = await rows(
      Prisma.sql`SELECT id::text, package_type::text, days_left, expires_at::text, purchased_at::text
                   FROM daycare_packages WHERE id = ANY(${ids}::uuid[])`,
    );
    for (const [id, packageType, daysLeft, expiresAt, purchasedAt] of packageRows as string[][]) {
      packagesJson.set(
        id as string,
        `{"_id":${str(id)},"packageType":${str(packageType)},"daysLeft":${Number(daysLeft)}` +
          `,"expiresAt":${str(pgUtcToIso(expiresAt as string))},"purchasedAt":${str(pgUtcToIso(purchasedAt as string))}}`,
      );
    }
  };
  const loadShared = async (visits: VisitTuple[]) => {
    const newDogs = new Set<string>();
    const newPackages = new Set<string>();
    for (const v of visits) {
      if (!dogsJson.has(v[1])) newDogs.add(v[1]);
      if (v[2] !== null && !packagesJson.has(v[2])) newPackages.add(v[2]);
    }
    users ??= loadUserRefsJson(rows);
    [usersJson] = await Promise.all([
      users,
      loadDogRefsJson(rows, [...newDogs], dogsJson),
      loadPackages([...newPackages]),
    ]);
  };

  const render = (visits: VisitTuple[]): string => {
    const refs = usersJson as UserRefsJson;
    const out: string[] = [];
    for (const [head, dogId, packageId, createdById, updatedById] of visits) {
      const dog = dogsJson.get(dogId);
      if (!dog) continue;
      // The keys of toRest(toVisitDto(row)); the shared pieces last.
      out.push(
        `${head},"dog":${dog},"package":${packageId === null ? 'null' : (packagesJson.get(packageId) ?? 'null')}` +
          `,"createdBy":${refs.ref(createdById)},"updatedBy":${refs.ref(updatedById)}}`,
      );
    }
    return out.join(',');
  };
  return renderBatches(keysetBatches(readVisits, limit, loadShared), render);
}
