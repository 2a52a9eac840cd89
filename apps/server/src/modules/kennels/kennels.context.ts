// What every kennels service call receives: the database, who is acting, the business time zone
// (the nights of a stay, what "today" means) and a clock tests may pin.
import { businessToday } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';
import type { JobSender } from '../../lib/jobs';

export interface KennelsContext extends ServiceContext {
  /** APP_TIMEZONE. */
  timeZone: string;
  now: () => Date;
  /** The background queue: a kennel added or enlarged asks for a waitlist-offer run. */
  jobs?: JobSender;
}

export function kennelsContext(
  svc: ServiceContext,
  deps: Pick<AppDeps, 'env'> & Partial<Pick<AppDeps, 'jobs'>>,
): KennelsContext {
  return { ...svc, timeZone: deps.env.timeZone, now: () => new Date(), jobs: deps.jobs };
}

/** The business day (YYYY-MM-DD) in APP_TIMEZONE. */
export const kennelsToday = (ctx: Pick<KennelsContext, 'timeZone' | 'now'>) =>
  businessToday(ctx.timeZone, ctx.now());
