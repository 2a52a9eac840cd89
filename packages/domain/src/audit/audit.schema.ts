// The audit log (docs/domains/audit.md; docs/contract/rest-contract-business.md, "Audit"): one append-only event per
// create, update, delete and status change of every record staff keep, written by the server in
// the same transaction as the change, plus failed logins. Both APIs read it: a record's events
// oldest first (any logged-in user, also after the record was deleted) and the global History,
// newest first, paged by cursor (managers only). These schemas are shared by the server and the
// web; REST renames `id` to `_id` at any depth (actor included), as everywhere.
import { z } from 'zod';
import { parseDateInput } from '../common/date-input';
import { ZId } from '../common/id';
import { registerMessages } from '../common/messages';
import { ZLine, ZMultiline } from '../common/text';
import type { TRole } from '../users/user.schema';

export const AUDIT_MESSAGES_EN = {
  'audit.invalidEntity': 'Record type must be one of the audited record types',
  'audit.invalidAction':
    'Action must be one of: create, update, delete, status, override, void, login-failed',
  'audit.invalidDate': 'Dates must be ISO 8601 instants (2026-11-26T09:30:00Z) or calendar days (2026-11-26)',
  'audit.fromAfterTo': 'The start of the period must not be after its end',
  'audit.limitRange': 'Limit must be a whole number from 1 to 100',
  'audit.invalidCursor': 'The history cursor is not valid: use the nextCursor of a previous page',
  'audit.reasonRequired': 'A reason is required',
  'audit.reasonTooLong': 'The reason must be 500 characters or less',
} as const;
registerMessages(AUDIT_MESSAGES_EN);
export type TAuditMessageKey = keyof typeof AUDIT_MESSAGES_EN;

// ---------------------------------------------------------------------------------------------
// What an event says
// ---------------------------------------------------------------------------------------------

/**
 * What happened: a record created, changed, deleted, moved to another status (a check-in, a
 * booking started); a rule overridden with a reason (vaccinations, capacity), money voided or
 * corrected; a login refused.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'override',
  'void',
  'login-failed',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS, { message: 'audit.invalidAction' });
export type TAuditAction = z.infer<typeof ZAuditAction>;

/** The record types, as the REST resources' singular names (the later issues' ones included). */
export const AUDIT_ENTITIES = [
  'owner',
  'dog',
  'daycare-package',
  'daycare-visit',
  'hotel-booking',
  'vet-appointment',
  'grooming-booking',
  'user',
  'setting',
  'vaccination',
  'kennel',
  'waitlist',
  'price',
  'charge',
  'invoice',
  'payment',
  'till',
] as const;
export const ZAuditEntity = z.enum(AUDIT_ENTITIES, { message: 'audit.invalidEntity' });
export type TAuditEntity = z.infer<typeof ZAuditEntity>;

/**
 * Who reads the whole History (`audit.list`, `GET /api/audit`) and failed logins: managers. A
 * record's own events (`audit.forRecord`) are for any logged-in user, failed logins aside.
 */
export const AUDIT_MANAGER_ROLES = ['admin', 'manager'] as const satisfies readonly TRole[];

export function canReadWholeHistory(role: TRole | null | undefined): boolean {
  return role === 'admin' || role === 'manager';
}

/** The business settings are one record: their events name it by this id. */
export const AUDIT_SETTINGS_ID = '00000000-0000-0000-0000-000000000001';
/** A failed login for a username no account has is recorded against this id (entity `user`). */
export const AUDIT_UNKNOWN_USER_ID = '00000000-0000-0000-0000-000000000000';

/** A JSON value as an event keeps it (a field's old or new value); null when there was none. */
export type TAuditValue = string | number | boolean | null | TAuditValue[] | { [key: string]: TAuditValue };
// Any JSON value: written by the server only, so not checked again on the way out (and
// described to OpenAPI as "any value", which a recursive JSON schema could not be in 3.0).
const ZAuditValue = z.custom<TAuditValue>(() => true);

/**
 * One changed field, by its API name, with its value before and after (null when it had none):
 * a creation lists the fields it set (from null), a deletion the ones it removed (to null).
 * Secrets never appear: a password change is `{ field: 'password', from: null, to: null }`.
 */
export const ZAuditChange = z.object({ field: z.string(), from: ZAuditValue, to: ZAuditValue });
export type TAuditChange = z.infer<typeof ZAuditChange>;

/** Who did it, as they were then (the account may since have been renamed away or deleted). */
export const ZAuditActor = z.object({ id: z.string(), username: z.string() });
export type TAuditActor = z.infer<typeof ZAuditActor>;

/** A failed login's circumstances (never the password). */
export const ZAuditContext = z.object({
  /** The username that was tried, as typed. */
  username: z.string().optional(),
  /** The address the attempt came from. */
  address: z.string().optional(),
});
export type TAuditContext = z.infer<typeof ZAuditContext>;

export const ZAuditEvent = z.object({
  id: z.string(),
  /** When (ISO 8601, UTC): the moment of the change's transaction. */
  at: z.string(),
  /** Null when nobody was logged in (a failed login, a script). */
  actor: ZAuditActor.nullable(),
  action: ZAuditAction,
  entity: ZAuditEntity,
  entityId: z.string(),
  /** One line in English ("Changed dog Luna: weight"); screens build their own from the rest. */
  summary: z.string(),
  changes: z.array(ZAuditChange),
  /** Why, when a reason was given (required for overrides and voids). */
  reason: z.string().optional(),
  /** A failed login's username tried and address (an addition to the contract's event). */
  context: ZAuditContext.optional(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

// ---------------------------------------------------------------------------------------------
// Reasons
// ---------------------------------------------------------------------------------------------

export const AUDIT_REASON_MAX = 500;

/** A reason that may be left out: trimmed, blank or null counts as none. */
export const ZAuditReason = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  ZMultiline().max(AUDIT_REASON_MAX, { message: 'audit.reasonTooLong' }).optional(),
);

/** A reason that must be given (overrides, voids, corrections of money): blank is a 400. */
export const ZAuditRequiredReason = z.preprocess(
  (v) => (v === null ? undefined : v),
  ZMultiline('audit.reasonRequired')
    .min(1, { message: 'audit.reasonRequired' })
    .max(AUDIT_REASON_MAX, { message: 'audit.reasonTooLong' }),
);

/** A manager's `override: { reason }` (docs/contract/rest-contract-business.md, preamble). */
export const ZAuditOverride = z.object({ reason: ZAuditRequiredReason });
export type TAuditOverride = z.infer<typeof ZAuditOverride>;

/** REST: every DELETE takes `?reason=` (kept on the event when given; no body needed). */
export const ZDeleteReasonQuery = z.object({ reason: ZAuditReason });

/** tRPC: every `delete` takes the record's id and an optional reason, kept on the event. */
export const ZDeleteInput = z.object({ id: z.string(), reason: ZAuditReason });
export type TDeleteInput = z.input<typeof ZDeleteInput>;

// ---------------------------------------------------------------------------------------------
// Reading: one record's events, and the global History
// ---------------------------------------------------------------------------------------------

/** `audit.forRecord` / `GET /api/audit/{entity}/{id}`: every event of one record, oldest first. */
export const ZAuditRecordInput = z.object({ entity: ZAuditEntity, entityId: ZId });
export type TAuditRecordInput = z.infer<typeof ZAuditRecordInput>;

export const ZAuditRecord = z.object({ events: z.array(ZAuditEvent) });
export type TAuditRecord = z.infer<typeof ZAuditRecord>;

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 100;

const ZLimit = z
  .number({ message: 'audit.limitRange' })
  .int({ message: 'audit.limitRange' })
  .min(1, { message: 'audit.limitRange' })
  .max(AUDIT_PAGE_MAX, { message: 'audit.limitRange' });

/** A bound of the period: an ISO 8601 instant with its zone, or a calendar day (business zone). */
const ZBound = ZLine('audit.invalidDate').refine(
  (text) => {
    const parsed = parseDateInput(text);
    return parsed !== null && parsed.kind !== 'wall';
  },
  { message: 'audit.invalidDate' },
);

const ZCursor = ZLine('audit.invalidCursor').max(200, { message: 'audit.invalidCursor' });

const listFields = {
  entity: ZAuditEntity.optional(),
  entityId: ZId.optional(),
  /** The user who did it (their id). */
  actor: ZId.optional(),
  action: ZAuditAction.optional(),
  /** From this instant, or from the start of this day in the business zone. */
  from: ZBound.optional(),
  /** Up to this instant, or to the end of this day in the business zone. */
  to: ZBound.optional(),
};

/** A period whose bounds are in the wrong order is refused (two days compare as days). */
function periodInOrder(value: { from?: string | undefined; to?: string | undefined }): boolean {
  if (value.from === undefined || value.to === undefined) return true;
  const from = parseDateInput(value.from);
  const to = parseDateInput(value.to);
  if (from === null || to === null) return true;
  if (from.kind === 'instant' && to.kind === 'instant') return from.instant <= to.instant;
  return from.date <= to.date;
}
const PERIOD_ORDER = { message: 'audit.fromAfterTo', path: ['from'] };

/** tRPC `audit.list`: `cursor` is the previous page's `nextCursor` (absent or null: the first page). */
export const ZAuditListInput = z
  .object({
    ...listFields,
    limit: ZLimit.default(AUDIT_PAGE_SIZE),
    cursor: ZCursor.nullish(),
  })
  .refine(periodInOrder, PERIOD_ORDER);
export type TAuditListInput = z.input<typeof ZAuditListInput>;
/** The same, parsed (what the service receives). */
export type TAuditListRequest = z.output<typeof ZAuditListInput>;

/** REST `GET /api/audit?entity=&entityId=&actor=&action=&from=&to=&limit=&cursor=` (text values). */
export const ZAuditListQuery = z
  .object({
    ...listFields,
    limit: z.preprocess(
      (v) => (typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v) : v),
      ZLimit.default(AUDIT_PAGE_SIZE),
    ),
    cursor: ZCursor.optional(),
  })
  .refine(periodInOrder, PERIOD_ORDER);

export const ZAuditPage = z.object({
  /** Newest first. */
  events: z.array(ZAuditEvent),
  /** Pass it back as `cursor` for the next page; null when this page is the last. */
  nextCursor: z.string().nullable(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
