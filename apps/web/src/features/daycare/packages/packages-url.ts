// The package lists' state in the query string (?q=…&sort=…&page=…) and the
// daycare.packages.list input it means. Shared by both package screens and the prefetch, so
// the screen and the prefetch ask for exactly the same query.
import type { TPackageListInput, TPackageSort } from '@pawdesk/domain';
import { DAYCARE_PACKAGES_PAGE_SIZE, PACKAGE_SORTS } from '@pawdesk/domain/daycare/daycare.rules';
import { type UrlValues, urlParam } from '../../../lib/use-url-state';

export const PACKAGES_URL = {
  q: urlParam.string(),
  sort: urlParam.oneOf(PACKAGE_SORTS, 'dog-asc'),
  page: urlParam.int(1),
};
export type PackagesUrlState = UrlValues<typeof PACKAGES_URL>;

export function packagesListInput(
  state: { sort: TPackageSort; page: number },
  search: string,
): TPackageListInput {
  return {
    search: search.trim(),
    sort: state.sort,
    scope: 'active',
    page: state.page,
    pageSize: DAYCARE_PACKAGES_PAGE_SIZE,
  };
}

/**
 * One row fetched, only its total read: how many active packages there are at all, counting only
 * those that can still be used (days left, not expired; a used-up one stays listed, uncounted).
 */
export const ACTIVE_PACKAGES_TOTAL_INPUT: TPackageListInput = { scope: 'usable', page: 1, pageSize: 1 };
