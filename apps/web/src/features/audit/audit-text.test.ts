// Events read in the reader's language from their fields (never the English summary), with the
// real translations: field names per record type, values the reader's way (numbers, units, the
// business's dates and times, yes/no, '—', statuses by their screens' labels), reasons, the
// actor or 'System', failed logins, and no secret ever.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TAuditEvent } from '@pawdesk/domain/audit/audit.schema';
import { formatDate, formatDateTime, formatTime } from '@pawdesk/domain/common/date-format';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatNumber, formatTemperature, formatWeight } from '../../lib/number-format';
import { ALL_AUDIT_NAMESPACES, type AuditWords, auditNamespaces, describeEvent } from './audit-text';

const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, `${ns}.json`), 'utf8'));

const i18n = i18next.createInstance();
beforeAll(async () => {
  const resources = (lang: string) =>
    Object.fromEntries(ALL_AUDIT_NAMESPACES.map((ns) => [ns, load(lang, ns)]));
  await i18n.init({
    lng: 'es',
    fallbackLng: 'en',
    keySeparator: false,
    interpolation: { escapeValue: false },
    resources: { es: resources('es'), en: resources('en') },
  });
});

const ZONE = 'Europe/Madrid';
/** The words a screen passes: the business's formats (Spanish desk: day first, 24 h). */
function words(lang: 'es' | 'en', names: Record<string, string> = {}): AuditWords {
  const opts = { dateFormat: 'dd/mm/yyyy', timeFormat: '24h', timeZone: ZONE } as const;
  const t = i18n.getFixedT(lang);
  return {
    t: (key, options) => t(key, options ?? {}),
    lang,
    date: (v) => formatDate(v, opts).text,
    dateTime: (v) => formatDateTime(v, opts).text,
    time: (v) => formatTime(v, opts).text,
    number: (v, digits) => formatNumber(lang, v, digits),
    weight: (v) => formatWeight(lang, v),
    temperature: (v) => formatTemperature(lang, v),
    years: (v) => `${v} years`,
    money: (cents) => `${formatNumber(lang, cents / 100, 2)} €`,
    actorName: (actor) => names[actor.id] ?? actor.username,
  };
}

const MARIA = { id: 'u-maria', username: 'maria' };
const NAMES = { 'u-maria': 'María' };

function event(patch: Partial<TAuditEvent>): TAuditEvent {
  return {
    id: 'e1',
    at: '2026-11-23T13:30:00.000Z',
    actor: MARIA,
    action: 'update',
    entity: 'dog',
    entityId: 'd1',
    summary: 'Changed dog Luna: weight',
    changes: [],
    ...patch,
  };
}

describe('an event in the reader’s words', () => {
  it('says a change with the field translated and the numbers written the reader’s way', () => {
    const e = event({ changes: [{ field: 'weight', from: 10.2, to: 11 }] });
    expect(describeEvent(e, words('es', NAMES)).lines).toEqual(['María cambió el peso de 10,2 kg a 11 kg']);
    expect(describeEvent(e, words('en', NAMES)).lines).toEqual([
      'María changed the weight from 10.2 kg to 11 kg',
    ]);
  });

  it('names the actor by username when the reader has no name for them, and System when nobody', () => {
    const e = event({ changes: [{ field: 'breed', from: 'Beagle', to: null }] });
    expect(describeEvent(e, words('es')).lines).toEqual(['maria cambió la raza de Beagle a —']);
    expect(describeEvent({ ...e, actor: null }, words('en')).lines).toEqual([
      'System changed the breed from Beagle to —',
    ]);
    expect(describeEvent({ ...e, actor: null }, words('es')).who).toBe('Sistema');
  });

  it('writes the time, days, instants and clocks in the business’s format', () => {
    const e = event({
      entity: 'vet-appointment',
      changes: [
        { field: 'followUpDate', from: '2026-12-01', to: '2026-12-15' },
        { field: 'time', from: '09:00', to: '16:30' },
        { field: 'followUpRequired', from: false, to: true },
      ],
    });
    const es = describeEvent(e, words('es', NAMES));
    expect(es.when).toBe('23/11/2026, 14:30');
    expect(es.lines).toEqual([
      'María cambió la fecha de seguimiento de 01/12/2026 a 15/12/2026',
      'María cambió la hora de 09:00 a 16:30',
      'María cambió el seguimiento de No a Sí',
    ]);
    expect(describeEvent(e, words('en', NAMES)).lines[2]).toBe('María changed the follow-up from No to Yes');
  });

  it('says statuses with the labels of the record’s own screen', () => {
    const hotel = event({
      entity: 'hotel-booking',
      action: 'status',
      changes: [{ field: 'status', from: 'booked', to: 'checked-in' }],
    });
    expect(describeEvent(hotel, words('es', NAMES)).lines).toEqual([
      'María cambió el estado de Reservada a Entrada registrada',
    ]);
    expect(describeEvent(hotel, words('en', NAMES))).toMatchObject({
      action: 'Status change',
      entity: 'Hotel booking',
      lines: ['María changed the status from Booked to Checked In'],
    });
    const grooming = event({
      entity: 'grooming-booking',
      action: 'status',
      changes: [{ field: 'status', from: 'scheduled', to: 'in-progress' }],
    });
    expect(describeEvent(grooming, words('es', NAMES)).lines).toEqual([
      'María cambió el estado de Programada a En curso',
    ]);
  });

  it('uses a record type’s own field name before the common one, and the field’s name when unknown', () => {
    const user = event({ entity: 'user', changes: [{ field: 'name', from: 'Ana', to: 'Ana Ruiz' }] });
    expect(describeEvent(user, words('en', NAMES)).lines).toEqual([
      'María changed the full name from Ana to Ana Ruiz',
    ]);
    const owner = event({ entity: 'owner', changes: [{ field: 'name', from: 'Ana', to: 'Ana Ruiz' }] });
    expect(describeEvent(owner, words('es', NAMES)).lines).toEqual([
      'María cambió el nombre de Ana a Ana Ruiz',
    ]);
    const unknown = event({ changes: [{ field: 'microchip', from: null, to: '941000024' }] });
    expect(describeEvent(unknown, words('es', NAMES)).lines).toEqual([
      'María cambió microchip de — a 941000024',
    ]);
  });

  it('says a creation and a deletion with what was set or removed, and the reason given', () => {
    const created = event({
      action: 'create',
      changes: [
        { field: 'name', from: null, to: 'Luna' },
        { field: 'weight', from: null, to: 10.2 },
        { field: 'particularSigns', from: null, to: null },
        { field: 'owners', from: null, to: [{ id: 'o1', name: 'Marta Ruiz' }] },
      ],
    });
    expect(describeEvent(created, words('es', NAMES))).toMatchObject({
      action: 'Creación',
      lines: ['María creó la ficha del perro'],
      details: ['Nombre: Luna', 'Peso: 10,2 kg', 'Dueños: Marta Ruiz'],
      reason: null,
    });
    const deleted = event({
      entity: 'hotel-booking',
      action: 'delete',
      reason: 'Reserva duplicada',
      changes: [{ field: 'status', from: 'booked', to: null }],
    });
    expect(describeEvent(deleted, words('es', NAMES))).toMatchObject({
      lines: ['María eliminó la reserva de hotel'],
      details: ['Estado: Reservada'],
      reason: 'Motivo: Reserva duplicada',
    });
    expect(describeEvent(deleted, words('en', NAMES)).reason).toBe('Reason: Reserva duplicada');
  });

  it('never shows a password, only that it changed', () => {
    const e = event({ entity: 'user', changes: [{ field: 'password', from: null, to: null }] });
    expect(describeEvent(e, words('en', NAMES)).lines).toEqual(['María changed the password']);
    const created = event({
      entity: 'user',
      action: 'create',
      changes: [
        { field: 'username', from: null, to: 'pepe' },
        { field: 'password', from: null, to: null },
        { field: 'role', from: null, to: 'receptionist' },
      ],
    });
    expect(describeEvent(created, words('es', NAMES)).details).toEqual(['Usuario: pepe', 'Rol: Recepción']);
  });

  it('says a failed login with the username tried and the address, without an actor', () => {
    const e = event({
      entity: 'user',
      action: 'login-failed',
      actor: null,
      changes: [],
      context: { username: 'pepe', address: '192.0.2.7' },
    });
    expect(describeEvent(e, words('es'))).toMatchObject({
      action: 'Inicio de sesión fallido',
      who: 'Sistema',
      lines: ['Inicio de sesión fallido como pepe desde 192.0.2.7'],
    });
    expect(describeEvent({ ...e, context: { username: 'pepe' } }, words('en')).lines).toEqual([
      'Failed login as pepe',
    ]);
  });

  it('writes references by name, parts of a record by their parts, lists and packages', () => {
    const e = event({
      entity: 'grooming-booking',
      changes: [
        {
          field: 'groomer',
          from: { id: 'g1', username: 'lu', name: null },
          to: { id: 'g2', username: 'ana', name: 'Ana' },
        },
        { field: 'groomingServices', from: ['bath'], to: ['bath', 'nail-trim'] },
        { field: 'durationMinutes', from: 60, to: 90 },
        { field: 'size', from: 'M', to: 'L' },
      ],
    });
    expect(describeEvent(e, words('es', NAMES)).lines).toEqual([
      'María cambió el peluquero de lu a Ana',
      'María cambió los servicios de Solo baño a Solo baño, Corte de uñas',
      'María cambió la duración de 60 min a 90 min',
      'María cambió el tamaño de Mediano a Grande',
    ]);
    const stay = event({
      entity: 'hotel-booking',
      changes: [
        { field: 'vetCheckIn', from: null, to: { weight: 12.4, temperature: 38.6, notes: 'Tranquila' } },
      ],
    });
    expect(describeEvent(stay, words('es', NAMES)).lines).toEqual([
      'María cambió el control de salud a la entrada de — a 12,4 kg · 38,6 °C · Tranquila',
    ]);
    const pkg = event({
      entity: 'daycare-package',
      changes: [{ field: 'packageType', from: '15-day', to: '30-day' }],
    });
    expect(describeEvent(pkg, words('en', NAMES)).lines).toEqual([
      'María changed the package type from 15 Days to 30 Days',
    ]);
  });

  it('loads the namespaces a record type’s statuses need, and only those', () => {
    expect(auditNamespaces(['owner']).sort()).toEqual(['audit', 'blocks', 'common', 'dogs']);
    expect(auditNamespaces(['hotel-booking'])).toContain('hotel');
    expect(ALL_AUDIT_NAMESPACES).toEqual(expect.arrayContaining(['hotel', 'vet', 'daycare', 'packages']));
  });
});
