// What every billing service call receives: the database, who is acting, the business time zone
// (an invoice's year, the list's days) and a clock.
import { businessToday } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';

export interface BillingContext extends ServiceContext {
  /** APP_TIMEZONE. */
  timeZone: string;
  now: () => Date;
}

export function billingContext(svc: ServiceContext, deps: Pick<AppDeps, 'env'>): BillingContext {
  return { ...svc, timeZone: deps.env.timeZone, now: () => new Date() };
}

/** The business day (YYYY-MM-DD) in APP_TIMEZONE. */
export const billingToday = (ctx: Pick<BillingContext, 'timeZone' | 'now'>) =>
  businessToday(ctx.timeZone, ctx.now());
