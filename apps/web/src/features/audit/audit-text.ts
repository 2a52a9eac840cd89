// An audit event in the reader's words (docs/domains/audit.md), built from its fields, never from its English
// `summary`: "María changed the weight from 10.2 kg to 11 kg" / "María cambió el peso de 10,2 kg a
// 11 kg". Field names come from the `audit` namespace, per record type first
// (`field.user.name`), then for every record (`field.weight`), else the field's own name; values
// are written the reader's way (numbers and units, the business's date and time formats, yes/no,
// "—" for none, statuses by their screens' labels, roles, packages, services, sizes). Pure: the
// words and formatters come in (`AuditWords`), so it is unit-tested with the real translations.
import type {
  TAuditActor,
  TAuditChange,
  TAuditEntity,
  TAuditEvent,
  TAuditValue,
} from '@pawdesk/domain/audit/audit.schema';
import { packageLabel } from '@pawdesk/domain/daycare/daycare.rules';
import {
  groomingServiceLabel,
  groomingStatusLabel,
  SIZE_TAGS,
  sizeLabel,
  type TSizeTag,
} from '@pawdesk/domain/grooming/grooming.rules';

/** What the text needs from the screen: translations, the reader's language and formatters. */
export interface AuditWords {
  /** i18next's `t`: 'ns:key' (or fallback keys, first found wins) with options. */
  t: (key: string | string[], options?: Record<string, unknown>) => string;
  lang: string;
  /** A calendar day ('2026-11-23'), an instant, a wall-clock time ('14:30'), the business's way. */
  date: (day: string) => string;
  dateTime: (instant: string) => string;
  time: (clock: string) => string;
  number: (value: number, maximumFractionDigits?: number) => string;
  weight: (kg: number) => string;
  temperature: (celsius: number) => string;
  /** An age in fractional years ('8 months', '3 years'). */
  years: (years: number) => string;
  /** Euro cents as money ('12,50 €'). */
  money: (cents: number) => string;
  /** The person as the reader knows them: their name when known, else their username. */
  actorName: (actor: TAuditActor) => string;
}

/** An event, worded. */
export interface EventText {
  /** When, in the business's date and time format. */
  when: string;
  /** Who: a name, a username, or 'System' when nobody was logged in. */
  who: string;
  /** The action's label ('Changed'). */
  action: string;
  /** The record type's label ('Hotel booking'). */
  entity: string;
  /** What happened, one sentence each ('María changed the weight from 10.2 kg to 11 kg'). */
  lines: string[];
  /** What a creation set or a deletion removed: 'Weight: 11 kg', one each. */
  details: string[];
  /** 'Reason: …', or null when none was given. */
  reason: string | null;
}

/** Where each record type's status words live (the screens' own labels). */
const STATUS_NAMESPACE: Partial<Record<TAuditEntity, string>> = {
  'hotel-booking': 'hotel',
  'vet-appointment': 'vet',
  'daycare-visit': 'daycare',
  'daycare-package': 'packages',
};

/** The translation namespaces a record type's events need (its statuses, the dog's ages). */
export function auditNamespaces(entities: readonly TAuditEntity[]): string[] {
  const out = new Set(['audit', 'common', 'blocks', 'dogs']);
  for (const entity of entities) {
    const ns = STATUS_NAMESPACE[entity];
    if (ns) out.add(ns);
  }
  return [...out];
}

/** Every namespace any event may need (the global History). */
export const ALL_AUDIT_NAMESPACES = auditNamespaces(Object.keys(STATUS_NAMESPACE) as TAuditEntity[]);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const CLOCK = /^\d{2}:\d{2}$/;

const isBlank = (value: TAuditValue | undefined) => value === null || value === undefined || value === '';

export function describeEvent(event: TAuditEvent, words: AuditWords): EventText {
  const { t, lang } = words;
  const { entity } = event;
  const none = t('audit:value.none');

  const fieldName = (field: string) =>
    t([`audit:field.${entity}.${field}`, `audit:field.${field}`], { defaultValue: field });
  const fieldLabel = (field: string) =>
    t([`audit:label.${entity}.${field}`, `audit:label.${field}`], { defaultValue: field });

  const status = (value: string) => {
    if (entity === 'grooming-booking') return groomingStatusLabel(value, lang);
    const ns = STATUS_NAMESPACE[entity];
    const keys = ns ? [`${ns}:status.${value}`, `dogs:status.${value}`] : [`dogs:status.${value}`];
    return t(keys, { defaultValue: value });
  };

  const text = (field: string, value: TAuditValue | undefined): string => {
    if (value === null || value === undefined || value === '') return none;
    if (Array.isArray(value)) {
      const parts = value.filter((item) => !isBlank(item)).map((item) => text(field, item));
      return parts.length > 0 ? parts.join(', ') : none;
    }
    if (typeof value === 'boolean') return t(value ? 'audit:value.yes' : 'audit:value.no');
    if (typeof value === 'number') {
      if (field === 'weight') return words.weight(value);
      if (field === 'temperature') return words.temperature(value);
      if (field === 'age') return words.years(value);
      if (field === 'durationMinutes') return t('audit:value.minutes', { n: words.number(value, 0) });
      if (field.endsWith('Cents')) return words.money(value);
      return words.number(value, 2);
    }
    if (typeof value === 'object') {
      // A reference (a dog, an owner, a groomer) reads as its name; a part of a record (a health
      // check) as its parts, each written as its own field would be.
      const name = value.name;
      if (typeof name === 'string' && name.trim()) return name;
      const username = value.username;
      if (typeof username === 'string' && username.trim()) return username;
      const parts = Object.entries(value)
        .filter(([key, part]) => key !== 'id' && !isBlank(part))
        .map(([key, part]) => text(key, part));
      return parts.length > 0 ? parts.join(' · ') : none;
    }
    if (field === 'status') return status(value);
    if (field === 'role') return t(`common:role.${value}`, { defaultValue: value });
    if (field === 'packageType') return packageLabel(value, lang);
    if (field === 'groomingServices') return groomingServiceLabel(value, lang);
    if (field === 'size' && (SIZE_TAGS as readonly string[]).includes(value)) {
      return sizeLabel(value as TSizeTag, lang);
    }
    if (DAY.test(value)) return words.date(value);
    if (INSTANT.test(value)) return words.dateTime(value);
    if (CLOCK.test(value)) return words.time(value);
    return value;
  };

  const who = event.actor ? words.actorName(event.actor) : t('audit:system');
  const record = t(`audit:record.${entity}`, { defaultValue: entity });

  const changeLine = (change: TAuditChange): string => {
    // Secrets never appear: a password change says only that it changed.
    if (change.field === 'password') return t('audit:line.password', { who });
    if (change.field === 'picture') {
      if (isBlank(change.from)) return t('audit:line.pictureAdded', { who });
      if (isBlank(change.to)) return t('audit:line.pictureRemoved', { who });
      return t('audit:line.pictureReplaced', { who });
    }
    return t('audit:line.change', {
      who,
      field: fieldName(change.field),
      from: text(change.field, change.from),
      to: text(change.field, change.to),
    });
  };
  const valueLine = (field: string, value: TAuditValue) =>
    t('audit:line.value', { field: fieldLabel(field), value: text(field, value) });

  let lines: string[];
  let details: string[] = [];
  switch (event.action) {
    case 'login-failed': {
      const username = event.context?.username ?? event.actor?.username ?? none;
      const address = event.context?.address;
      lines = [
        address
          ? t('audit:line.loginFailedFrom', { username, address })
          : t('audit:line.loginFailed', { username }),
      ];
      break;
    }
    case 'create':
      lines = [t('audit:line.create', { who, record })];
      details = event.changes
        .filter((c) => c.field !== 'password' && !isBlank(c.to))
        .map((c) => valueLine(c.field, c.to));
      break;
    case 'delete':
      lines = [t('audit:line.delete', { who, record })];
      details = event.changes
        .filter((c) => c.field !== 'password' && !isBlank(c.from))
        .map((c) => valueLine(c.field, c.from));
      break;
    default: {
      const changed = event.changes.map(changeLine);
      if (event.action === 'override') lines = [t('audit:line.override', { who }), ...changed];
      else if (event.action === 'void') lines = [t('audit:line.void', { who, record }), ...changed];
      else if (changed.length > 0) lines = changed;
      else if (event.action === 'status') lines = [t('audit:line.status', { who })];
      else lines = [t('audit:line.update', { who, record })];
    }
  }

  return {
    when: words.dateTime(event.at),
    who,
    action: t(`audit:action.${event.action}`, { defaultValue: event.action }),
    entity: t(`audit:entity.${entity}`, { defaultValue: entity }),
    lines,
    details,
    reason: event.reason ? t('audit:reason', { reason: event.reason }) : null,
  };
}
