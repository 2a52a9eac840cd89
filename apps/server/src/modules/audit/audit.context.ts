// What an audit read receives: the database, who is asking (their role decides what they may
// read), and the business time zone, in which a calendar day of the History's filter begins and ends.
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';

export interface AuditContext extends ServiceContext {
  /** APP_TIMEZONE. */
  timeZone: string;
}

export function auditContext(svc: ServiceContext, deps: AppDeps): AuditContext {
  return { ...svc, timeZone: deps.env.timeZone };
}
