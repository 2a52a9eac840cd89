// The Owners list's state in the query string (?q=…&sort=…&page=…), and the owners.list input
// it means. Shared by the screen and by the prefetch, so both ask for the same query.
import type { TOwnerListInput } from '@pawdesk/domain';
import { OWNERS_PAGE_SIZE } from '@pawdesk/domain/owners/owner.rules';
import { type UrlValues, urlParam } from '../../lib/use-url-state';

export const OWNER_SORTS = ['name-asc', 'name-desc', 'email-asc', 'email-desc'] as const;
export type OwnerSort = (typeof OWNER_SORTS)[number];

export const OWNERS_URL = {
  q: urlParam.string(),
  sort: urlParam.oneOf(OWNER_SORTS, 'name-asc'),
  page: urlParam.int(1),
};
export type OwnersUrlState = UrlValues<typeof OWNERS_URL>;

export function ownersListInput(state: { sort: OwnerSort; page: number }, search: string): TOwnerListInput {
  const [sort, direction] = state.sort.split('-') as ['name' | 'email', 'asc' | 'desc'];
  return { search: search.trim(), sort, direction, page: state.page, pageSize: OWNERS_PAGE_SIZE };
}

/** One row fetched, only its total read: how many owners there are at all. */
export const OWNERS_TOTAL_INPUT: TOwnerListInput = { page: 1, pageSize: 1 };
