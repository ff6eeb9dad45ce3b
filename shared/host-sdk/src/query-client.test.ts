import { ApiError } from '@flowdeck/api-client';
import { QUERY_CACHE_TIME_MS, createQueryClient, retryDelay } from './query-client';

test('server state is cached for 5 minutes', () => {
  expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(QUERY_CACHE_TIME_MS);
  expect(QUERY_CACHE_TIME_MS).toBe(300_000);
});

test('retries back off exponentially and cap at 30 s', () => {
  expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
});

test('three retries for server errors, none for client errors', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (n: number, e: unknown) => boolean;
  const serverError = new ApiError(503, undefined, 'down');
  expect([0, 1, 2, 3].map((n) => retry(n, serverError))).toEqual([true, true, true, false]);
  expect(retry(0, new ApiError(404, undefined, 'gone'))).toBe(false);
});
