// The Dogs page's state in the query string: the open tab, the Overview search and its page,
// All Dogs' search, breed and page. Shared by the screen and the prefetch.
import type { TDogListInput } from '@pawdesk/domain';
import { DOGS_PAGE_SIZE } from '@pawdesk/domain/dogs/dog.rules';
import { type UrlValues, urlParam } from '../../lib/use-url-state';

export const DOG_TABS = ['overview', 'form', 'all', 'owner'] as const;
export type DogTab = (typeof DOG_TABS)[number];

export const DOGS_URL = {
  tab: urlParam.oneOf(DOG_TABS, 'overview'),
  /** Overview search and its results page. */
  q: urlParam.string(),
  qpage: urlParam.int(1),
  /** All Dogs search, breed filter and page. */
  search: urlParam.string(),
  breed: urlParam.string(),
  page: urlParam.int(1),
};
export type DogsUrlState = UrlValues<typeof DOGS_URL>;

export function overviewSearchInput(search: string, page: number): TDogListInput {
  return { search: search.trim(), page, pageSize: DOGS_PAGE_SIZE };
}

export function allDogsInput(search: string, breed: string, page: number): TDogListInput {
  return { search: search.trim(), breed, page, pageSize: DOGS_PAGE_SIZE };
}
