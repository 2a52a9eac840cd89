// The Vet page's state in the query string: the open tab, the Appointments List's search, status
// filter, days (from-to) and page, and the day the Day Agenda shows. Shared by the screen and the
// prefetch, so both ask for the same query. A booking started on another screen (a dog and a reason)
// comes in bookDog, bookDogName and bookReason. Which appointment the booking form edits or the exam
// shows is not in the URL (a reload returns to the list), as on every screen.
import type { TVetListInput } from '@pawdesk/domain';
import { isCalendarDay } from '@pawdesk/domain/dogs/dog.rules';
import { APPOINTMENT_STATUSES, VET_LIST_PAGE_SIZE } from '@pawdesk/domain/vet/vet.rules';
import { type UrlValues, urlParam } from '../../lib/use-url-state';

export const VET_TABS = ['list', 'agenda', 'form', 'exam'] as const;
export type VetTab = (typeof VET_TABS)[number];

/** The status filter: every appointment, or one status. */
export const VET_FILTERS = ['all', ...APPOINTMENT_STATUSES] as const;
export type VetFilter = (typeof VET_FILTERS)[number];

export const VET_URL = {
  tab: urlParam.oneOf(VET_TABS, 'list'),
  q: urlParam.string(),
  status: urlParam.oneOf(VET_FILTERS, 'all'),
  /** The list's days, both included (YYYY-MM-DD; empty: open on that side). */
  from: urlParam.string(),
  to: urlParam.string(),
  page: urlParam.int(1),
  /** The Day Agenda's day (YYYY-MM-DD); empty is today. */
  day: urlParam.string(),
  /**
   * A new booking started elsewhere (Vaccinations due's 'Book at our vet'): the dog's id and name and
   * the reason the New Appointment form opens with. Dropped when the form is left or saved.
   */
  bookDog: urlParam.string(),
  bookDogName: urlParam.string(),
  bookReason: urlParam.string(),
};
export type VetUrlState = UrlValues<typeof VET_URL>;

/** A day of the URL the server takes; anything else (a half-typed date) is no day. */
const dayOf = (value: string) => (isCalendarDay(value) ? value : undefined);

export function vetListInput(
  search: string,
  status: VetFilter,
  page: number,
  days: { from?: string; to?: string } = {},
): TVetListInput {
  const from = dayOf(days.from ?? '');
  let to = dayOf(days.to ?? '');
  // An end before the start is read as that one day (the server would refuse the range).
  if (from && to && to < from) to = from;
  return {
    search: search.trim(),
    ...(status === 'all' ? {} : { status }),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page,
    pageSize: VET_LIST_PAGE_SIZE,
  };
}

/** The Day Agenda's input: a valid day from the URL, or today's (the server's business day). */
export function vetDayInput(day: string): { day?: string } {
  return isCalendarDay(day) ? { day } : {};
}

/** The page header's figures (today's appointments); the dashboard asks for the same. */
export const VET_OVERVIEW_INPUT = {};
