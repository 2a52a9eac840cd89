// The audit log's pure rules: what changed between two states of a record (by API field names,
// secrets never, unchanged fields never), and the one-line English summary an event carries.
// The server's modules call them inside their write transactions (modules/audit); the screens
// build their own sentence in the reader's language from the event's action, entity and changes.
import type { TAuditAction, TAuditChange, TAuditEntity, TAuditValue } from './audit.schema';

/**
 * Fields that are never recorded, whatever their value: passwords and anything derived from
 * them or able to stand for a session. A password change is recorded by name only
 * (`secretChange('password')`).
 */
const SECRET_FIELD = /password|secret|token|hash|salt/i;

export function isSecretField(field: string): boolean {
  return SECRET_FIELD.test(field);
}

/** A secret that changed, without either value: `{ field, from: null, to: null }`. */
export function secretChange(field: string): TAuditChange {
  return { field, from: null, to: null };
}

/**
 * A value as an event keeps it: JSON, with Dates as ISO 8601 strings, `undefined` as null, and
 * numbers that JSON cannot write (NaN, Infinity) as null. Object keys keep their order.
 */
export function auditValue(value: unknown): TAuditValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(auditValue);
  if (typeof value === 'object') {
    const out: { [key: string]: TAuditValue } = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (v !== undefined && !isSecretField(key)) out[key] = auditValue(v);
    }
    return out;
  }
  return null;
}

/** A canonical text of a value (object keys sorted), so two equal values compare equal. */
function canonical(value: TAuditValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k] ?? null)}`).join(',')}}`;
}

export function sameAuditValue(a: unknown, b: unknown): boolean {
  return canonical(auditValue(a)) === canonical(auditValue(b));
}

export interface TAuditDiffOptions {
  /** The fields to compare, in this order (the record's API field names). Default: every key of both. */
  fields?: readonly string[];
  /** Fields never compared (ids, timestamps, who...). */
  ignore?: readonly string[];
}

type TState = Readonly<Record<string, unknown>>;

/**
 * What changed from `before` to `after`, one `{ field, from, to }` per field whose value differs
 * (deep, as JSON), in the order of `fields` or of the keys. A creation is `before` null (every
 * field set, from null), a deletion `after` null (every field, to null); a field absent from one
 * side counts as null there. Secret fields never appear. An empty list: nothing changed.
 */
export function auditChanges(
  before: TState | null,
  after: TState | null,
  options: TAuditDiffOptions = {},
): TAuditChange[] {
  const ignore = new Set(options.ignore ?? []);
  const fields = options.fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: TAuditChange[] = [];
  for (const field of fields) {
    if (ignore.has(field) || isSecretField(field)) continue;
    const from = auditValue(before?.[field]);
    const to = auditValue(after?.[field]);
    // A creation or deletion lists what the record held, not the fields it left empty.
    if (from === null && to === null) continue;
    if (canonical(from) !== canonical(to)) changes.push({ field, from, to });
  }
  return changes;
}

// ---------------------------------------------------------------------------------------------
// Summaries
// ---------------------------------------------------------------------------------------------

/** Each record type as an English sentence names it. */
export const AUDIT_ENTITY_NAMES: Record<TAuditEntity, string> = {
  owner: 'owner',
  dog: 'dog',
  'daycare-package': 'daycare package',
  'daycare-visit': 'daycare visit',
  'hotel-booking': 'hotel booking',
  'vet-appointment': 'vet appointment',
  'grooming-booking': 'grooming booking',
  user: 'user',
  setting: 'settings',
  vaccination: 'vaccination',
  kennel: 'kennel',
  waitlist: 'waitlist entry',
  price: 'price',
  charge: 'charge',
  invoice: 'invoice',
  payment: 'payment',
  till: 'till',
};

const VERBS: Record<TAuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  status: 'Changed the status of',
  override: 'Overrode a rule for',
  void: 'Voided',
  'login-failed': 'Failed login for',
};

/** The longest summary kept; a longer one is cut with an ellipsis. */
export const AUDIT_SUMMARY_MAX = 300;

/** Summaries are one line: line breaks and other control characters become spaces. */
export function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  const line = text.replace(/[\u0000-\u001F\u007F-\u009F]+/g, ' ').trim();
  return line.length > AUDIT_SUMMARY_MAX ? `${line.slice(0, AUDIT_SUMMARY_MAX - 1)}…` : line;
}

/**
 * "Created dog Luna", "Changed owner Ana García: phone, address", "Deleted hotel booking of
 * Luna (2026-12-03 – 2026-12-07)", "Changed the status of daycare visit of Luna: checked in".
 * `label` names the record for a reader (a name, the dog of a booking); `detail` says what a
 * status change or an override was; an update lists its changed fields.
 */
export function auditSummary(
  action: TAuditAction,
  entity: TAuditEntity,
  label: string,
  opts: { changes?: readonly TAuditChange[]; detail?: string } = {},
): string {
  const subject = `${VERBS[action]} ${AUDIT_ENTITY_NAMES[entity]}${label ? ` ${label}` : ''}`;
  const detail =
    opts.detail ??
    (action === 'update' && opts.changes?.length ? opts.changes.map((c) => c.field).join(', ') : '');
  return oneLine(detail ? `${subject}: ${detail}` : subject);
}

// ---------------------------------------------------------------------------------------------
// A record as its events compare it
// ---------------------------------------------------------------------------------------------

/** Bookkeeping every answer carries, which the event says on its own (its id, time and actor). */
const META_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy']);

const isRef = (value: unknown): value is { id: string } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { id?: unknown }).id === 'string';

/**
 * A record's answer (its API shape) as its events compare it: its own fields, another record it
 * names by that record's id (a booking's `dog`, a visit's `package`, a groomer), lists of records
 * as lists of ids, everything else as JSON. Bookkeeping (id, created/updated at and by) and
 * `ignore`d fields (copies of other records' data) are left out.
 */
export function auditStateOf(
  record: Readonly<Record<string, unknown>>,
  opts: { ignore?: readonly string[] } = {},
): Record<string, TAuditValue> {
  const ignore = new Set(opts.ignore ?? []);
  const state: Record<string, TAuditValue> = {};
  for (const [field, value] of Object.entries(record)) {
    if (META_FIELDS.has(field) || ignore.has(field) || isSecretField(field)) continue;
    if (isRef(value)) state[field] = value.id;
    else if (Array.isArray(value) && value.length > 0 && value.every(isRef))
      state[field] = value.map((v) => v.id);
    else state[field] = auditValue(value);
  }
  return state;
}
