// Pure rules of owners, and the loose-search helpers shared with dogs.
import { foldForSearch } from '../common/text';

/** Page size of the owners list (docs/spec/product-spec.md §9). */
export const OWNERS_PAGE_SIZE = 10;

/** At most this many words of a search are used (each must match). */
export const SEARCH_MAX_TOKENS = 5;

/**
 * Splits a search into folded words ('Peña  LAB' → ['pena', 'lab']). Each word must appear
 * somewhere in a record's search text; duplicates and blanks are dropped.
 */
export function searchTokens(query: string | null | undefined): string[] {
  if (!query) return [];
  const words = foldForSearch(query)
    .split(/\s+/)
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, SEARCH_MAX_TOKENS);
}

/** Escapes LIKE wildcards so a user's '%' or '_' match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * What an owner is found by: name, email and phone, folded; the phone also as bare digits, so
 * '5551234' finds '(555) 123-4'.
 */
export function ownerSearchText(owner: { name: string; email: string; phone: string }): string {
  const digits = owner.phone.replace(/\D/g, '');
  return foldForSearch([owner.name, owner.email, owner.phone, digits].join(' '));
}

/** True when a record's search text matches every word of the search (the SQL does the same). */
export function matchesSearch(searchText: string, query: string | null | undefined): boolean {
  return searchTokens(query).every((token) => searchText.includes(token));
}
