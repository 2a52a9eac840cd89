import {
  AUDIT_MANAGER_ROLES,
  ZAuditListInput,
  ZAuditPage,
  ZAuditRecord,
  ZAuditRecordInput,
} from '@pawdesk/domain';
import { protectedProcedure, roleProcedure, router } from '../../trpc/trpc';
import { auditContext } from './audit.context';
import { eventsOfRecord, listEvents } from './audit.reads';

export const auditRouter = router({
  /** One record's events, oldest first (any logged-in user; failed logins for managers only). */
  forRecord: protectedProcedure
    .input(ZAuditRecordInput)
    .output(ZAuditRecord)
    .query(({ ctx, input }) => eventsOfRecord(auditContext(ctx.svc, ctx.deps), input)),
  /** The global History, newest first, by cursor (managers only). */
  list: roleProcedure(...AUDIT_MANAGER_ROLES)
    .input(ZAuditListInput.prefault({}))
    .output(ZAuditPage)
    .query(({ ctx, input }) => listEvents(auditContext(ctx.svc, ctx.deps), input)),
});
