import { pathOf } from '@flowdeck/endpoints/route';
import { DASHBOARD_CONFIG, DASHBOARD_CONFIG_QUERY_KEY } from '@flowdeck/endpoints/user-settings';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { useWatchlist } from './watchlist';

const server = setupApiServer();

function Watchlist() {
  const list = useWatchlist(true);
  return <p>{list.data ? `watching ${list.data.join(',') || 'nothing'}` : 'loading'}</p>;
}

// The watchlist is part of the dashboard document, which the Dashboard (tools) saves: every remote caches that
// document under its endpoint's one key, so a save there shows here at once, without another request.
it("reads the dashboard document's one cache entry, and shows a save made through it", async () => {
  let reads = 0;
  server.use(
    http.get(apiUrl(pathOf(DASHBOARD_CONFIG)), () => {
      reads += 1;
      return HttpResponse.json({ dashboards: [], active: null, watchlist: ['AAPL'] });
    }),
  );
  const { queryClient } = renderWithProviders(<Watchlist />);
  expect(await screen.findByText('watching AAPL')).toBeInTheDocument();

  act(() => {
    queryClient.setQueryData(DASHBOARD_CONFIG_QUERY_KEY, { dashboards: [], active: null, watchlist: ['AAPL', 'NVDA'] });
  });
  expect(await screen.findByText('watching AAPL,NVDA')).toBeInTheDocument();
  expect(reads).toBe(1);
});
