// Dates and times typed into the web's date and time fields, read back into what the APIs take
// ('2026-11-23', '14:30'): the business's own day order (its settings), or an ISO day; either
// clock. Pure. The fields show values with date-format.ts; this reads what people type.
import type { TDateFormat } from '../settings/settings.rules';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** What a typed date or time reads as: nothing, a value in the APIs' form, or unreadable. */
export type TTypedValue = { kind: 'blank' } | { kind: 'value'; value: string } | { kind: 'invalid' };

const TYPED_ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const TYPED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A day typed into a date field, as 'YYYY-MM-DD'. Reads the business's own order ('23/11/2026'
 * day first, '11/23/2026' month first; '/', '.' or '-' between, one or two digits for day and
 * month, four for the year) and the unambiguous '2026-11-23' in either. Anything else, or a day
 * that does not exist ('31/02/2026'), is unreadable: the field says so with its own message.
 */
export function parseTypedDate(text: string, dateFormat: TDateFormat = 'mm/dd/yyyy'): TTypedValue {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'blank' };
  let year: number;
  let month: number;
  let day: number;
  const iso = TYPED_ISO_DAY.exec(trimmed);
  const local = iso ? null : TYPED_DAY.exec(trimmed);
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (local) {
    const [first, second] = [Number(local[1]), Number(local[2])];
    year = Number(local[3]);
    [day, month] = dateFormat === 'dd/mm/yyyy' ? [first, second] : [second, first];
  } else {
    return { kind: 'invalid' };
  }
  const probe = new Date(Date.UTC(year, month - 1, day));
  probe.setUTCFullYear(year);
  const real =
    month >= 1 &&
    month <= 12 &&
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day;
  return real
    ? { kind: 'value', value: `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}` }
    : { kind: 'invalid' };
}

const TYPED_TIME = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i;

/**
 * A time typed into a time field, as 'HH:mm'. Reads either clock whatever the business's own:
 * '14:30', '9:05', '9.05', and '2:30 PM', '2:30pm', '2 pm', '2:30 p. m.' (hours 1–12 with AM/PM).
 * Hours alone need AM/PM ('14' is unreadable). Anything else is unreadable.
 */
export function parseTypedTime(text: string): TTypedValue {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'blank' };
  const match = TYPED_TIME.exec(trimmed);
  if (!match) return { kind: 'invalid' };
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (minutes > 59) return { kind: 'invalid' };
  if (meridiem === undefined) {
    if (match[2] === undefined || hours > 23) return { kind: 'invalid' };
    return { kind: 'value', value: `${pad2(hours)}:${pad2(minutes)}` };
  }
  if (hours < 1 || hours > 12) return { kind: 'invalid' };
  const h24 = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  return { kind: 'value', value: `${pad2(h24)}:${pad2(minutes)}` };
}
