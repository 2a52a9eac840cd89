// What every payment, till and fiscal service call receives: the database, who is acting, the
// business time zone (generatedAt of a record, a record's issue date) and a clock.
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';

export interface TillContext extends ServiceContext {
  /** APP_TIMEZONE. */
  timeZone: string;
  now: () => Date;
}

export function tillContext(svc: ServiceContext, deps: Pick<AppDeps, 'env'>): TillContext {
  return { ...svc, timeZone: deps.env.timeZone, now: () => new Date() };
}
