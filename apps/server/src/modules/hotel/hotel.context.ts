// What every hotel service call receives: the database, who is acting, the business time zone
// (what "today" and a bare calendar day mean) and a clock tests may pin.
import { businessToday } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';

export interface HotelContext extends ServiceContext {
  /** APP_TIMEZONE. */
  timeZone: string;
  now: () => Date;
  /** The database URL for the streamed full list, read with pg (null or absent: through Prisma). */
  databaseUrl?: string | null;
}

export function hotelContext(svc: ServiceContext, deps: AppDeps): HotelContext {
  return {
    ...svc,
    timeZone: deps.env.timeZone,
    now: () => new Date(),
    databaseUrl: deps.databaseUrl ?? deps.env.DATABASE_URL ?? null,
  };
}

/** The business day (YYYY-MM-DD) in APP_TIMEZONE. */
export const hotelToday = (ctx: HotelContext) => businessToday(ctx.timeZone, ctx.now());
