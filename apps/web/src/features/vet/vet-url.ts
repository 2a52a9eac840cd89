// The Vet page's state in the query string: the open tab and the Appointments List's search,
// status filter and page. Shared by the screen and the prefetch, so both ask for the same query.
// Which appointment the booking form edits or the exam shows is not in the URL (a reload returns
// to the list), as on every screen.
import type { TVetListInput } from '@pawdesk/domain';
import { APPOINTMENT_STATUSES, VET_APPOINTMENTS_PAGE_SIZE } from '@pawdesk/domain/vet/vet.rules';
import { type UrlValues, urlParam } from '../../lib/use-url-state';

export const VET_TABS = ['list', 'form', 'exam'] as const;
export type VetTab = (typeof VET_TABS)[number];

/** The status filter: every appointment, or one status. */
export const VET_FILTERS = ['all', ...APPOINTMENT_STATUSES] as const;
export type VetFilter = (typeof VET_FILTERS)[number];

export const VET_URL = {
  tab: urlParam.oneOf(VET_TABS, 'list'),
  q: urlParam.string(),
  status: urlParam.oneOf(VET_FILTERS, 'all'),
  page: urlParam.int(1),
};
export type VetUrlState = UrlValues<typeof VET_URL>;

export function vetListInput(search: string, status: VetFilter, page: number): TVetListInput {
  return {
    search: search.trim(),
    ...(status === 'all' ? {} : { status }),
    page,
    pageSize: VET_APPOINTMENTS_PAGE_SIZE,
  };
}

/** The page header's figures (today's appointments); the dashboard asks for the same. */
export const VET_OVERVIEW_INPUT = {};
