import { ApiError } from '@flowdeck/api-client';
import { QueryClient } from '@tanstack/react-query';

/** Spec §9 server-state defaults. */
export const QUERY_CACHE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;

/** Exponential backoff: 1 s, 2 s, 4 s… capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS);
}

/** Client errors (bad input, no access, not found) will not change by retrying. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

/** The page's one query client (created by the host, or by a remote's dev harness). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_CACHE_TIME_MS, staleTime: 30_000, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}
