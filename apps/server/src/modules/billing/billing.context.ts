// What every billing service call receives: the database, who is acting, the business time zone
// (an invoice's year, the list's days), AEAT's environment (the QR's address) and a clock.
import { businessToday, type TAeatEnvironment } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';
import type { JobSender } from '../../lib/jobs';

export interface BillingContext extends ServiceContext {
  /** APP_TIMEZONE. */
  timeZone: string;
  /** AEAT_ENVIRONMENT: which of AEAT's addresses the fiscal QR points to. */
  aeatEnvironment: TAeatEnvironment;
  now: () => Date;
  /** The background queue: an invoice's fiscal record asks for a send at once. */
  jobs?: JobSender;
}

export function billingContext(
  svc: ServiceContext,
  deps: Pick<AppDeps, 'env'> & Partial<Pick<AppDeps, 'jobs'>>,
): BillingContext {
  return {
    ...svc,
    timeZone: deps.env.timeZone,
    aeatEnvironment: deps.env.AEAT_ENVIRONMENT,
    now: () => new Date(),
    jobs: deps.jobs,
  };
}

/** The business day (YYYY-MM-DD) in APP_TIMEZONE. */
export const billingToday = (ctx: Pick<BillingContext, 'timeZone' | 'now'>) =>
  businessToday(ctx.timeZone, ctx.now());
