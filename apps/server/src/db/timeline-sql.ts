// The SQL side of the dog timeline's keyset paging, shared by each service's timeline reader:
// the condition "after the cursor" on a reader's own sort key (`at`, `id`), as the domain's
// kindBound decides it, so every module pages exactly as the dogs module merges.
import type { TKindBound } from '@pawdesk/domain';
import { Prisma } from './prisma';

/** What a service's timeline reader is asked for. */
export interface TimelineRead {
  /** Only entries after the cursor (null: from the newest). */
  bound: TKindBound | null;
  /** At most this many, newest first. */
  limit: number;
  /** Only entries that carry a weight or temperature the chart draws. */
  measuredOnly?: boolean;
}

/**
 * `at`/`id` are the reader's sort key expressions. For the cursor's own kind the row comparison
 * goes with a plain `at <=`, which an index led by (dog_id, at) can use as its range.
 */
export function afterBoundSql(at: Prisma.Sql, id: Prisma.Sql, bound: TKindBound | null): Prisma.Sql {
  if (bound === null) return Prisma.sql`TRUE`;
  const t = Prisma.sql`${bound.at}::timestamptz`;
  if (bound.op === 'lt') return Prisma.sql`${at} < ${t}`;
  if (bound.op === 'le') return Prisma.sql`${at} <= ${t}`;
  return Prisma.sql`${at} <= ${t} AND (${at}, ${id}) < (${t}, ${bound.id}::uuid)`;
}
