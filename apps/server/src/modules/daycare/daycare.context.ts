// What every daycare service call receives: the database, who is acting, the business time
// zone (what "today" means) and a clock tests may pin.
import { businessToday } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';

export interface DaycareContext extends ServiceContext {
  /** APP_TIMEZONE. */
  timeZone: string;
  now: () => Date;
  /** The database URL for streaming reads with pg (null: read through Prisma). */
  databaseUrl: string | null;
}

export function daycareContext(svc: ServiceContext, deps: AppDeps): DaycareContext {
  return {
    ...svc,
    timeZone: deps.env.timeZone,
    now: () => new Date(),
    databaseUrl: deps.databaseUrl ?? deps.env.DATABASE_URL ?? null,
  };
}

/** The business day (YYYY-MM-DD) in APP_TIMEZONE. */
export const todayOf = (ctx: DaycareContext) => businessToday(ctx.timeZone, ctx.now());
