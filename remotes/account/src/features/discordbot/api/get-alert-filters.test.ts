import { createApiClient } from '@flowdeck/api-client';
import { setupApiServer, apiUrl, TEST_API_URL } from '@flowdeck/api-client/testing';
import { ALERT_FILTERS_QUERY_KEY } from '@flowdeck/endpoints/user-settings';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { alertFiltersQueryOptions } from './get-alert-filters';

const server = setupApiServer();

test('the bot picker reads the one cache entry of the saved filters, which a save on /flow replaces', async () => {
  let fetched = 0;
  server.use(
    http.get(apiUrl('user/settings/alert-filters'), () => {
      fetched += 1;
      return HttpResponse.json({ filters: [{ id: 'old', name: 'Old filter' }] });
    }),
  );
  const api = createApiClient({ baseURL: TEST_API_URL, getAuthorization: () => 'Bearer t', notify: () => {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const picker = new QueryObserver(queryClient, alertFiltersQueryOptions(api));
  const stop = picker.subscribe(() => {});
  await queryClient.fetchQuery(alertFiltersQueryOptions(api));
  expect(picker.getCurrentResult().data).toEqual([{ id: 'old', name: 'Old filter' }]);

  // What the Flows page (market-data remote) does after POST user/settings/alert-filters.
  queryClient.setQueryData(ALERT_FILTERS_QUERY_KEY, { filters: [{ id: 'big-spy', name: 'Big SPY calls' }] });
  expect(picker.getCurrentResult().data).toEqual([{ id: 'big-spy', name: 'Big SPY calls' }]);
  expect(fetched).toBe(1);
  stop();
});
