import { useEffect, useState } from 'react';

/**
 * Search boxes answer as you type: the server is asked once typing pauses for 150 ms (one
 * request per word, not per key), and lists keep the previous results on screen meanwhile.
 */
export const SEARCH_DEBOUNCE_MS = 120;

export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
