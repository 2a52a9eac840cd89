// What every grooming service call receives: the database, who is acting, the business time
// zone (what "today" means, and the zone a time without one is read in), a clock tests may pin,
// the app's row reader for the streamed list and All Bookings' kept totals.
import { businessToday } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { RowReader } from '../../db/row-reader';
import type { ServiceContext } from '../../lib/context';
import type { KeptStore } from '../../lib/kept';
import { RECENT_COUNTS, type RecentCount } from '../../lib/recent-counts';

export interface GroomingContext extends ServiceContext {
  /** APP_TIMEZONE. */
  timeZone: string;
  now: () => Date;
  /** Rows as arrays for the streamed full list (AppDeps `rows`: pg, or Prisma). */
  rows: RowReader;
  /**
   * All Bookings' totals (and the Overview's), kept a few seconds (lib/recent-counts.ts): they
   * read the bookings and the dogs' search text, so a write to either, by any process, forgets them.
   */
  bookingCounts: KeptStore<RecentCount>;
}

export function groomingContext(svc: ServiceContext, deps: AppDeps): GroomingContext {
  return {
    ...svc,
    timeZone: deps.env.timeZone,
    now: () => new Date(),
    rows: deps.rows,
    bookingCounts: deps.kept.store('grooming.bookingCounts', {
      ...RECENT_COUNTS,
      topics: ['grooming', 'dogs'],
    }),
  };
}

/** The business day (YYYY-MM-DD) in APP_TIMEZONE. */
export const todayOf = (ctx: GroomingContext) => businessToday(ctx.timeZone, ctx.now());
