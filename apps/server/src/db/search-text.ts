// Searching a folded search-text column (dogs.search_text, and the copies other tables keep):
// every word of the search, LIKE on the folded text, served by a trigram GIN index.
import { escapeLike, searchTokens } from '@pawdesk/domain';
import { Prisma } from './prisma';

/** The trigram index serves words of 3 characters or more; shorter ones need a scan. */
export const TRIGRAM_MIN = 3;

/**
 * Every word of a search in a folded search-text column. LIKE, not ILIKE: the column and the
 * words are both folded to lower case by foldForSearch, so LIKE matches exactly the same rows,
 * is served by the same gin_trgm_ops index, and costs a third of ILIKE when rows are scanned.
 */
export function searchTextWhere(column: Prisma.Sql, search: string | undefined): Prisma.Sql[] {
  return searchTokens(search).map((t) => Prisma.sql`${column} LIKE ${`%${escapeLike(t)}%`}`);
}

/**
 * True when the trigram index can find the matches (a word of 3+ characters). The list
 * queries then collect the matches first and sort them; otherwise matches are common and
 * walking the name index until a page is full is cheaper. The planner cannot tell the two
 * apart, since a search for a dog's name matches rows that all sort together.
 */
export function searchIsSelective(search: string | undefined): boolean {
  return searchTokens(search).some((t) => t.length >= TRIGRAM_MIN);
}
