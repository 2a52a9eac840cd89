// What every vaccinations service call receives: the database, who is acting, the business time
// zone (what "today" means: a record given in the future, the due list's window) and a clock.
import { businessToday } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';

export interface VaccinationsContext extends ServiceContext {
  /** APP_TIMEZONE. */
  timeZone: string;
  now: () => Date;
}

export function vaccinationsContext(svc: ServiceContext, deps: Pick<AppDeps, 'env'>): VaccinationsContext {
  return { ...svc, timeZone: deps.env.timeZone, now: () => new Date() };
}

/** The business day (YYYY-MM-DD) in APP_TIMEZONE. */
export const vaccinationsToday = (ctx: Pick<VaccinationsContext, 'timeZone' | 'now'>) =>
  businessToday(ctx.timeZone, ctx.now());
