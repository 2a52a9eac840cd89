// The Grooming page's state in the query string: the open tab, All Bookings' search, status
// filter and page, and the day the day view shows. Shared by the screen and the prefetch, so
// both ask for the same queries.
import type { TGroomingListInput } from '@pawdesk/domain';
import { isCalendarDay } from '@pawdesk/domain/dogs/dog.rules';
import { GROOMING_PAGE_SIZE, GROOMING_STATUSES } from '@pawdesk/domain/grooming/grooming.rules';
import { type UrlValues, urlParam } from '../../lib/use-url-state';

export const GROOMING_TABS = ['overview', 'form', 'bookings'] as const;
export type GroomingTab = (typeof GROOMING_TABS)[number];

/** The status filter: every booking, or one status. */
export const BOOKING_FILTERS = ['all', ...GROOMING_STATUSES] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

export const GROOMING_URL = {
  tab: urlParam.oneOf(GROOMING_TABS, 'overview'),
  /** All Bookings: search (dog name, owner name or phone), status filter and page. */
  q: urlParam.string(),
  status: urlParam.oneOf(BOOKING_FILTERS, 'all'),
  page: urlParam.int(1),
  /** The day view's day (YYYY-MM-DD); empty is today. */
  day: urlParam.string(),
};
export type GroomingUrlState = UrlValues<typeof GROOMING_URL>;

export function bookingsListInput(search: string, status: BookingFilter, page: number): TGroomingListInput {
  return {
    search: search.trim(),
    ...(status === 'all' ? {} : { status }),
    page,
    pageSize: GROOMING_PAGE_SIZE,
  };
}

/** The day view's input: a valid day from the URL, or today's (the server's business day). */
export function dayInput(day: string): { day?: string } {
  return isCalendarDay(day) ? { day } : {};
}
