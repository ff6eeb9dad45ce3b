import { createApiClient } from '@flowdeck/api-client';
import { ALERT_FILTERS_QUERY_KEY, type AlertFilters } from '@flowdeck/endpoints/user-settings';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { alertFiltersQueryOptions } from './get-alert-filters';

test('the rule form reads the saved filters from the one cache entry that a save on /flow updates', () => {
  const api = createApiClient({ baseURL: 'http://127.0.0.1:9/api/', getAuthorization: () => null, notify: () => {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const saved = (names: string[]): AlertFilters =>
    ({ filters: names.map((name, i) => ({ id: `f${i}`, name })) }) as unknown as AlertFilters;
  queryClient.setQueryData(ALERT_FILTERS_QUERY_KEY, saved(['Big SPY calls']));
  const form = new QueryObserver(queryClient, alertFiltersQueryOptions(api));
  const stop = form.subscribe(() => {});
  expect(form.getCurrentResult().data?.filters.map((f) => f.name)).toEqual(['Big SPY calls']);
  // What the Flows page's save does to the entry (market-data's saveAlertFiltersMutationOptions).
  queryClient.setQueryData(ALERT_FILTERS_QUERY_KEY, saved(['Big SPY calls', 'NVDA sweeps']));
  expect(form.getCurrentResult().data?.filters.map((f) => f.name)).toEqual(['Big SPY calls', 'NVDA sweeps']);
  expect(queryClient.getQueryCache().findAll({ queryKey: ['user-settings'] })).toHaveLength(1);
  stop();
});
