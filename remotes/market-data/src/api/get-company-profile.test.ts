import type { ApiClient } from '@flowdeck/api-client';
import { QueryClient } from '@tanstack/react-query';
import { makeCompanyProfile } from '../test/market-fixtures';
import { type CompanyProfileResponse, LIVE_QUOTE_REFETCH_MS, companyProfileQueryOptions } from './get-company-profile';

/** The refresh interval the dashboard and stock profile get for a profile whose quote was read at `asOf`. */
function refetchIntervalFor(asOf: string | null): unknown {
  const client = new QueryClient();
  const options = companyProfileQueryOptions({} as ApiClient, 'SPY');
  const profile = makeCompanyProfile('SPY');
  const quote = profile.quote && asOf !== null ? { ...profile.quote, asOf } : null;
  client.setQueryData(options.queryKey, { ...profile, quote });
  const query = client.getQueryCache().find<CompanyProfileResponse, Error, CompanyProfileResponse>({
    queryKey: options.queryKey,
  });
  const interval = options.refetchInterval;
  // The cache types the key as readonly unknown[]; it is the string[] key the options were made with.
  return typeof interval === 'function' && query
    ? interval(query as unknown as Parameters<typeof interval>[0])
    : interval;
}

describe('company profile refresh', () => {
  it('refreshes a quote read during the session', () => {
    expect(refetchIntervalFor('2026-11-20T15:30:00.000Z')).toBe(LIVE_QUOTE_REFETCH_MS);
  });

  it('leaves a closing quote, or none, alone', () => {
    expect(refetchIntervalFor('2026-11-20')).toBe(false);
    expect(refetchIntervalFor(null)).toBe(false);
  });
});
