// What every hotel service call receives: the database, who is acting, the business time zone
// (what "today" and a bare calendar day mean) and a clock tests may pin.
import { businessToday } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { RowReader } from '../../db/row-reader';
import type { ServiceContext } from '../../lib/context';
import type { JobSender } from '../../lib/jobs';

export interface HotelContext extends ServiceContext {
  /** APP_TIMEZONE. */
  timeZone: string;
  now: () => Date;
  /** Rows as arrays for the streamed full list (AppDeps `rows`: pg, or Prisma). */
  rows: RowReader;
  /** The background queue (AppDeps `jobs`): freed capacity asks for a waitlist-offer run. */
  jobs: JobSender;
}

export function hotelContext(svc: ServiceContext, deps: AppDeps): HotelContext {
  return {
    ...svc,
    timeZone: deps.env.timeZone,
    now: () => new Date(),
    rows: deps.rows,
    jobs: deps.jobs,
  };
}

/** The business day (YYYY-MM-DD) in APP_TIMEZONE. */
export const hotelToday = (ctx: HotelContext) => businessToday(ctx.timeZone, ctx.now());
