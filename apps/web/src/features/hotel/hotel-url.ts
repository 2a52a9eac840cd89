// The Hotel page's state in the query string: the open tab, the Overview booking list's filter,
// sort and page (the list variant), All Bookings' search, month, year, status and page, the
// occupancy calendar's month and the kennel grid's first night.
// Shared by the screen and the prefetch, so both ask for the same queries.
import type { THotelListInput, THotelMonthsInput } from '@pawdesk/domain';
import { toDateOnly } from '@pawdesk/domain/common/date-format';
import {
  HOTEL_LIST_FILTERS,
  HOTEL_LIST_PAGE_SIZE,
  HOTEL_MONTHS_PAGE_SIZE,
  HOTEL_SORTS,
  HOTEL_STATUSES,
} from '@pawdesk/domain/hotel/hotel.rules';
import { type UrlValues, urlParam } from '../../lib/use-url-state';

export const HOTEL_TABS = [
  'overview',
  'new',
  'checkin',
  'checkout',
  'bookings',
  'occupancy',
  'grid',
  'waitlist',
] as const;
export type HotelTab = (typeof HOTEL_TABS)[number];

/** All Bookings' month select: this month (the default, left out of the URL), a month, or all. */
export const MONTH_CHOICES = [
  '',
  'all',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
] as const;
export type MonthChoice = (typeof MONTH_CHOICES)[number];
export const STATUS_FILTERS = ['all', ...HOTEL_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const HOTEL_URL = {
  tab: urlParam.oneOf(HOTEL_TABS, 'overview'),
  /** The Overview's booking list (the list variant). */
  filter: urlParam.oneOf(HOTEL_LIST_FILTERS, 'all'),
  sort: urlParam.oneOf(HOTEL_SORTS, 'checkIn-desc'),
  page: urlParam.int(1),
  /** All Bookings. `year` 0 is this year. */
  q: urlParam.string(),
  month: urlParam.oneOf(MONTH_CHOICES, ''),
  year: urlParam.int(0, 0),
  status: urlParam.oneOf(STATUS_FILTERS, 'all'),
  mpage: urlParam.int(1),
  /** The occupancy calendar's month ('2026-11'; none: this month). */
  om: urlParam.string(),
  /** The kennel grid's first night ('2026-11-23'; none: today). */
  gfrom: urlParam.string(),
};

/** The calendar's month: the URL's when it is one, else this month. */
export const occupancyMonth = (om: string, today: string) =>
  /^\d{4}-(0[1-9]|1[0-2])$/.test(om) ? om : today.slice(0, 7);
/** The grid's first night: the URL's when it is a day, else today. */
export const gridFrom = (gfrom: string, today: string) => (/^\d{4}-\d{2}-\d{2}$/.test(gfrom) ? gfrom : today);
export type HotelUrlState = UrlValues<typeof HOTEL_URL>;

/** Today in the browser (YYYY-MM-DD): the screens' fallback until the server's business day is known. */
export const browserToday = () => toDateOnly(new Date());

export function listInput(state: Pick<HotelUrlState, 'filter' | 'sort' | 'page'>): THotelListInput {
  return { filter: state.filter, sort: state.sort, page: state.page, pageSize: HOTEL_LIST_PAGE_SIZE };
}

/** The year and month All Bookings shows, the defaults (this year, this month) resolved against `today`. */
export function chosenPeriod(state: Pick<HotelUrlState, 'month' | 'year'>, today: string) {
  const year = state.year || Number(today.slice(0, 4));
  const month =
    state.month === 'all' ? null : state.month === '' ? Number(today.slice(5, 7)) : Number(state.month);
  return { year, month };
}

export function monthsInput(
  state: Pick<HotelUrlState, 'q' | 'month' | 'year' | 'status' | 'mpage'>,
  search: string,
  today: string,
): THotelMonthsInput {
  return {
    ...chosenPeriod(state, today),
    search: search.trim(),
    ...(state.status === 'all' ? {} : { status: state.status }),
    page: state.mpage,
    pageSize: HOTEL_MONTHS_PAGE_SIZE,
  };
}
