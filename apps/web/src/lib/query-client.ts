import { QueryClient } from '@tanstack/react-query';
import { errorData } from './errors';

/** 4xx answers will not change on retry; network and 5xx failures get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorData(error).httpStatus;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
