import { useCallback, useSyncExternalStore } from 'react';

/** Phone widths (spec: a collapsible menu on mobile); matches Chakra's `md` breakpoint of 48rem. */
export const PHONE_QUERY = '(max-width: 47.99rem)';

/**
 * Below this width the navigation links do not fit in one row (Spanish needs about 1100px),
 * so the bar folds them into the collapsible menu: tablets and small laptops, not only phones.
 */
export const COMPACT_NAV_QUERY = '(max-width: 71.99rem)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
