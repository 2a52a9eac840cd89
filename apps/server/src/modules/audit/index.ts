// The audit module's door: writing an event inside another module's transaction (recordEvent,
// recordEvents, recordChange with the diff), the reason a rule demands (requireReason), and the
// two reads over both APIs.
export { type AuditContext, auditContext } from './audit.context';
export { eventsOfRecord, listEvents } from './audit.reads';
export { auditRestRoutes } from './audit.rest';
export { auditRouter } from './audit.router';
export {
  type AuditActorInput,
  type AuditEventInput,
  changeEvent,
  type RemovalCause,
  recordChange,
  recordEvent,
  recordEvents,
  removedWithEvent,
  requireReason,
} from './audit.writes';
