import { createApiClient } from '@flowdeck/api-client';
import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import { ALERT_FILTERS_QUERY_KEY, type AlertFilter, type AlertFilters } from '@flowdeck/endpoints/user-settings';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { alertFiltersQueryOptions } from './get-alert-filters';
import { saveAlertFilters, saveAlertFiltersMutationOptions } from './save-alert-filters';

const filter = (id: string, name: string): AlertFilter => ({
  id,
  name,
  tickers: [],
  callPut: 'both',
  sides: ['above_ask', 'ask', 'mid', 'bid', 'below_bid'],
  minPremium: null,
  minSize: null,
  dteMin: null,
  dteMax: null,
  otmOnly: false,
  sweepsOnly: false,
  volumeOverOi: false,
  sectors: [],
  kinds: [],
  marketCapMin: null,
  marketCapMax: null,
  unusualOnly: false,
});

let stored: AlertFilters = { filters: [filter('old', 'Old filter')] };
const server = setupApiServer(
  http.get(`${TEST_API_URL}user/settings/alert-filters`, () => HttpResponse.json(stored)),
  http.post(`${TEST_API_URL}user/settings/alert-filters`, async ({ request }) => {
    stored = (await request.json()) as AlertFilters;
    return HttpResponse.json({ ...stored, message: 'Alert filters saved' });
  }),
);

test('a save on /flow is what every view of the saved filters reads next, the Discord bot page included', async () => {
  const api = createApiClient({ baseURL: TEST_API_URL, getAuthorization: () => 'Bearer t', notify: () => {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The Flows page's menu, and the account remote's bot picker: it reads the same key (the endpoint's
  // ALERT_FILTERS_QUERY_KEY) and selects ids and names, with no staleTime of its own.
  const menu = new QueryObserver(queryClient, alertFiltersQueryOptions(api));
  const picker = new QueryObserver(queryClient, {
    queryKey: ALERT_FILTERS_QUERY_KEY,
    queryFn: () => Promise.reject(new Error('the picker must read the cached list, not fetch its own')),
    select: (document: AlertFilters) => document.filters.map(({ id, name }) => ({ id, name })),
    staleTime: Infinity,
  });
  const unsubscribe = [menu.subscribe(() => {}), picker.subscribe(() => {})];
  await queryClient.fetchQuery(alertFiltersQueryOptions(api));
  expect(picker.getCurrentResult().data).toEqual([{ id: 'old', name: 'Old filter' }]);

  const save = new MutationObserver(queryClient, saveAlertFiltersMutationOptions(api, queryClient));
  await save.mutate({ filters: [filter('old', 'Old filter'), filter('big-spy', 'Big SPY calls')] });

  expect(menu.getCurrentResult().data?.filters.map((f) => f.name)).toEqual(['Old filter', 'Big SPY calls']);
  expect(picker.getCurrentResult().data).toEqual([
    { id: 'old', name: 'Old filter' },
    { id: 'big-spy', name: 'Big SPY calls' },
  ]);
  expect(queryClient.getQueryCache().findAll({ queryKey: ['user-settings'] })).toHaveLength(1);
  unsubscribe.forEach((stop) => stop());
});

test('a failed save returns nothing after its messages are shown, and the cached list stays (spec §8)', async () => {
  server.use(
    http.post(`${TEST_API_URL}user/settings/alert-filters`, () =>
      HttpResponse.json({ error: { 'filters.0.name': 'Name is too long.' } }, { status: 400 }),
    ),
  );
  const notes: string[] = [];
  const api = createApiClient({
    baseURL: TEST_API_URL,
    getAuthorization: () => 'Bearer t',
    notify: (message, variant) => notes.push(`${variant}: ${message}`),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData<AlertFilters>(ALERT_FILTERS_QUERY_KEY, { filters: [filter('old', 'Old filter')] });
  const save = new MutationObserver(queryClient, saveAlertFiltersMutationOptions(api, queryClient));

  await expect(save.mutate({ filters: [filter('x', 'x'.repeat(500))] })).resolves.toBeUndefined();
  expect(notes).toEqual(['error: Name is too long.']);
  expect(queryClient.getQueryData<AlertFilters>(ALERT_FILTERS_QUERY_KEY)?.filters.map((f) => f.id)).toEqual(['old']);
  await expect(saveAlertFilters(api, { filters: [] })).resolves.toBeUndefined();
});
