import { AUDIT_MANAGER_ROLES, ZAuditListQuery, ZAuditPage, ZAuditRecord } from '@pawdesk/domain';
import { z } from 'zod';
import { defineRoute } from '../../rest/route';
import { auditContext } from './audit.context';
import { eventsOfRecord, listEvents } from './audit.reads';

const tags = ['Audit'];

export const auditRestRoutes = [
  defineRoute({
    method: 'GET',
    url: '/audit',
    summary:
      'The whole history, newest first: filter by record type, record, user (actor id), action and period ' +
      '(from/to: ISO 8601 instants, or calendar days in the business time zone); page with nextCursor (managers)',
    tags,
    auth: AUDIT_MANAGER_ROLES,
    query: ZAuditListQuery,
    response: { status: 200, description: 'A page of events and the cursor of the next', schema: ZAuditPage },
    handler: ({ svc, deps, query }) => listEvents(auditContext(svc, deps), query),
  }),
  defineRoute({
    method: 'GET',
    url: '/audit/:entity/:id',
    summary:
      "One record's events, oldest first, also after the record was deleted (failed logins only for managers)",
    tags,
    auth: true,
    params: z.object({ entity: z.string(), id: z.string() }),
    response: { status: 200, description: "The record's events", schema: ZAuditRecord },
    errors: [{ status: 404, description: 'Not a record type, or not a record id' }],
    handler: ({ svc, deps, params }) =>
      eventsOfRecord(auditContext(svc, deps), { entity: params.entity, entityId: params.id }),
  }),
];
