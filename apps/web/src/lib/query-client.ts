import { QueryClient } from '@tanstack/react-query';
import { errorData } from './errors';

/** 4xx answers will not change on retry; network and 5xx failures get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorData(error).httpStatus;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

let current: QueryClient | null = null;

/**
 * The cache of the logged-in session: one QueryClient from the first logged-in render (or the
 * first prefetch, whichever comes first) until the session ends (forgetQueryClient, called by the
 * router when there is no session). The shell asks for it with useState(createQueryClient); a
 * shell render that suspends and starts over gets the same cache, and code outside React (the
 * prefetch on a nav link's hover, the route-level loader) fills the very cache the screens read.
 */
export function createQueryClient(): QueryClient {
  current ??= new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return current;
}

/** The session ended: its cache is dropped; the next session starts with an empty one. */
export function forgetQueryClient(): void {
  current?.clear();
  current = null;
}
