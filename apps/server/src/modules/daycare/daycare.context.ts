// What every daycare service call receives: the database, who is acting, the business time
// zone (what "today" means), a clock tests may pin, the app's row reader for the streamed lists
// and All Visits' kept totals.
import { businessToday } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { RowReader } from '../../db/row-reader';
import type { ServiceContext } from '../../lib/context';
import type { KeptStore } from '../../lib/kept';
import { RECENT_COUNTS, type RecentCount } from '../../lib/recent-counts';

export interface DaycareContext extends ServiceContext {
  /** APP_TIMEZONE. */
  timeZone: string;
  now: () => Date;
  /** Rows as arrays for the streamed full lists (AppDeps `rows`: pg, or Prisma). */
  rows: RowReader;
  /**
   * All Visits' totals, kept a few seconds (lib/recent-counts.ts): they read the visits and the
   * dogs' search text, so a write to either, by any process, forgets them.
   */
  visitCounts: KeptStore<RecentCount>;
}

export function daycareContext(svc: ServiceContext, deps: AppDeps): DaycareContext {
  return {
    ...svc,
    timeZone: deps.env.timeZone,
    now: () => new Date(),
    rows: deps.rows,
    visitCounts: deps.kept.store('daycare.visitCounts', { ...RECENT_COUNTS, topics: ['daycare', 'dogs'] }),
  };
}

/** The business day (YYYY-MM-DD) in APP_TIMEZONE. */
export const todayOf = (ctx: DaycareContext) => businessToday(ctx.timeZone, ctx.now());
