// The Today board's reading of the overview, pure (no React, no i18n): whether the board failed,
// is empty or has something to show; the to-dos most urgent first; how many a capped section
// leaves out; and the spec's fallbacks for a dog without a name and an appointment without a
// reason. Only types come from @pawdesk/domain: its schemas would weigh on the route's bundle.
import type {
  TDashboardOverview,
  TDashboardSection,
  TDashboardTodo,
  TTodoPriority,
} from '@pawdesk/domain/dashboard/dashboard.schema';
import type { TDateFormat } from '@pawdesk/domain/settings/settings.rules';

// The sections the server computes on their own (DASHBOARD_SECTIONS): a record, so a section
// added to the schema and missing here fails the typecheck.
const SECTIONS: Record<TDashboardSection, true> = { vet: true, daycare: true, hotel: true, grooming: true };
export const BOARD_SECTIONS = Object.keys(SECTIONS) as TDashboardSection[];

/**
 * 'failed': every section's loader failed (the spec's total failure); 'empty': nothing to show
 * today; 'ready': at least one section or to-do to show.
 */
export function boardState(overview: TDashboardOverview): 'failed' | 'empty' | 'ready' {
  if (BOARD_SECTIONS.every((section) => overview.failed.includes(section))) return 'failed';
  const { todos, vetAppointments: vet, daycare, hotel, grooming } = overview;
  const lists = [
    todos,
    vet.today,
    vet.upcoming,
    daycare.checkedIn,
    daycare.expected,
    hotel.currentCheckIns,
    hotel.upcomingBookings,
    hotel.arrivals,
    hotel.departures,
    grooming.today,
  ];
  return lists.some((list) => list.length > 0) ? 'ready' : 'empty';
}

/** The sections that failed while others answered (shown as a note; the spec leaves them out). */
export function failedSections(overview: TDashboardOverview): TDashboardSection[] {
  return BOARD_SECTIONS.filter((section) => overview.failed.includes(section));
}

const RANK: Record<TTodoPriority, number> = { high: 0, medium: 1 };

/** Most urgent first (high before medium), keeping the server's order within a priority. */
export function sortTodos(todos: readonly TDashboardTodo[]): TDashboardTodo[] {
  return todos
    .map((todo, index) => ({ todo, index }))
    .sort((a, b) => RANK[a.todo.priority] - RANK[b.todo.priority] || a.index - b.index)
    .map(({ todo }) => todo);
}

/** How many a capped section leaves out ('and N more'); 0 when all are shown. */
export const moreCount = (shown: number, count: number): number => Math.max(0, count - shown);

/** A text to show, or the key of the fallback that stands in for it. */
export type TBoardText<K extends string> = { ok: true; text: string } | { ok: false; key: K };

const present = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The dog's name, or 'Unknown Dog'. */
export function dogName(name: string | null | undefined): TBoardText<'unknownDog'> {
  const text = present(name);
  return text ? { ok: true, text } : { ok: false, key: 'unknownDog' };
}

/** A vet appointment's reason, or 'General checkup'. */
export function visitReason(cause: string | null | undefined): TBoardText<'generalCheckup'> {
  const text = present(cause);
  return text ? { ok: true, text } : { ok: false, key: 'generalCheckup' };
}

/** The primary owner's name (owners come primary first), or 'No owner'. */
export function ownerName(owners: readonly { name: string }[] | null | undefined): TBoardText<'noOwner'> {
  const text = present(owners?.[0]?.name);
  return text ? { ok: true, text } : { ok: false, key: 'noOwner' };
}

/**
 * A day the board says a dog has been here since (a daycare check-out forgotten yesterday): its
 * weekday in the reader's language and its day and month in the business's order ('Tue', '24/11'
 * day first, '11/24' month first); null for a text that is not a day.
 */
export function sinceDayParts(
  day: string,
  locale: string,
  dateFormat: TDateFormat | undefined,
): { weekday: string; dayMonth: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, year, month, date] = match;
  const noon = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date), 12));
  if (Number.isNaN(noon.getTime())) return null;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(noon);
  return { weekday, dayMonth: dateFormat === 'dd/mm/yyyy' ? `${date}/${month}` : `${month}/${date}` };
}
