// What every grooming service call receives: the database, who is acting, the business time
// zone (what "today" means, and the zone a time without one is read in) and a clock tests may pin.
import { businessToday } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';

export interface GroomingContext extends ServiceContext {
  /** APP_TIMEZONE. */
  timeZone: string;
  now: () => Date;
  /** The database URL for the streamed full list, read with pg (null or absent: through Prisma). */
  databaseUrl?: string | null;
}

export function groomingContext(svc: ServiceContext, deps: AppDeps): GroomingContext {
  return {
    ...svc,
    timeZone: deps.env.timeZone,
    now: () => new Date(),
    databaseUrl: deps.databaseUrl ?? deps.env.DATABASE_URL ?? null,
  };
}

/** The business day (YYYY-MM-DD) in APP_TIMEZONE. */
export const todayOf = (ctx: GroomingContext) => businessToday(ctx.timeZone, ctx.now());
