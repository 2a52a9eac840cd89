// The users table's order in the query string (?sort=name-desc). Sorted in the browser: the
// list is short, and Intl.Collator in the reader's language puts 'Álvaro' after 'Alba'.
import { type UrlValues, urlParam } from '../../lib/use-url-state';

export const USER_SORTS = [
  'username-asc',
  'username-desc',
  'name-asc',
  'name-desc',
  'role-asc',
  'role-desc',
] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const USERS_URL = { sort: urlParam.oneOf(USER_SORTS, 'username-asc') };
export type UsersUrlState = UrlValues<typeof USERS_URL>;
