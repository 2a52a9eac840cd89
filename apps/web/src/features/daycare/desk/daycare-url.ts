// The Daycare page's state in the query string: the open tab and All Visits' search, status
// filter and page. Shared by the screen and the prefetch, so both ask for the same query.
import type { TVisitListInput } from '@pawdesk/domain';
import { DAYCARE_VISITS_PAGE_SIZE, VISIT_STATUSES } from '@pawdesk/domain/daycare/daycare.rules';
import { type UrlValues, urlParam } from '../../../lib/use-url-state';

export const DAYCARE_TABS = ['overview', 'checkin', 'checkout', 'visits'] as const;
export type DaycareTab = (typeof DAYCARE_TABS)[number];

/** The status filter: every visit, or one status. */
export const VISIT_FILTERS = ['all', ...VISIT_STATUSES] as const;
export type VisitFilter = (typeof VISIT_FILTERS)[number];

export const DAYCARE_URL = {
  tab: urlParam.oneOf(DAYCARE_TABS, 'overview'),
  /** All Visits: search (dog, breed or owner), status filter and page. */
  q: urlParam.string(),
  status: urlParam.oneOf(VISIT_FILTERS, 'all'),
  page: urlParam.int(1),
};
export type DaycareUrlState = UrlValues<typeof DAYCARE_URL>;

export function visitsListInput(search: string, status: VisitFilter, page: number): TVisitListInput {
  return {
    search: search.trim(),
    ...(status === 'all' ? {} : { status }),
    page,
    pageSize: DAYCARE_VISITS_PAGE_SIZE,
  };
}
