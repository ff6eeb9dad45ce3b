import type { StockSplit, StockSplitCalendar } from '@flowdeck/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import StockSplitCalenderPage from './stock-split-calender-page';

const server = setupApiServer();
jest.setTimeout(30_000);

const NVDA: StockSplit = {
  id: 'nasdaq:NVDA:2099-06-10',
  symbol: 'NVDA',
  company: 'NVIDIA Corporation',
  type: 'forward',
  ratioTo: 10,
  ratioFrom: 1,
  ratio: '10-for-1',
  exDate: '2099-06-10',
  announcedDate: '2099-05-22',
  recordDate: null,
  payableDate: '2099-06-07',
  price: 1208.88,
  priceAfter: 120.89,
  source: 'Nasdaq',
  sourceUrl: null,
};
const PENNY: StockSplit = {
  ...NVDA,
  id: 'sim:PNY:2099-07-01',
  symbol: 'PNY',
  company: 'Penny Co',
  type: 'reverse',
  ratioTo: 1,
  ratioFrom: 10,
  ratio: '1-for-10',
  exDate: '2099-07-01',
  price: 0.61,
  priceAfter: 6.1,
  source: 'Simulated data',
};

function serve(requests: Array<{ x: string; params: URLSearchParams }>) {
  server.use(
    http.get(apiUrl('stock-split-calander/:x'), ({ request, params }) => {
      const url = new URL(request.url);
      requests.push({ x: String(params.x), params: url.searchParams });
      const type = url.searchParams.get('type');
      const splits = [NVDA, PENNY].filter(
        (split) => (!type || split.type === type) && (params.x === 'all' || split.symbol === params.x),
      );
      const body: StockSplitCalendar = {
        from: url.searchParams.get('from') ?? '',
        to: url.searchParams.get('to') ?? '',
        splits,
        simulated: splits.some((split) => split.source === 'Simulated data'),
      };
      return HttpResponse.json(body);
    }),
  );
}

test('lists upcoming splits with ratio, dates, the price after, and links each ticker to its profile', async () => {
  const requests: Array<{ x: string; params: URLSearchParams }> = [];
  serve(requests);
  renderWithProviders(<StockSplitCalenderPage />, { route: '/stock-split-calender' });
  const table = await screen.findByRole('table', { name: 'Stock splits' });
  const nvda = within(table).getByRole('row', { name: /NVDA/ });
  expect(within(nvda).getByText('10-for-1 forward')).toBeInTheDocument();
  expect(within(nvda).getByText('Jun 10, 2099')).toBeInTheDocument();
  expect(within(nvda).getByText('$120.89')).toBeInTheDocument();
  expect(within(nvda).getByRole('link', { name: 'NVDA' })).toHaveAttribute('href', '/stock-profile?symbol=NVDA');
  expect(within(table).getByText('1-for-10 reverse')).toBeInTheDocument();
  // The header's chip, beside the simulated row's own source label.
  expect(screen.getAllByText('Simulated data').some((element) => element.closest('.MuiChip-root'))).toBe(true);
  const first = requests[0];
  expect(first?.x).toBe('all');
  expect((first?.params.get('to') ?? '') > (first?.params.get('from') ?? '~')).toBe(true);
});

test('filters by type and ticker through the URL, and says why the list is empty', async () => {
  const requests: Array<{ x: string; params: URLSearchParams }> = [];
  serve(requests);
  const { user, location } = renderWithProviders(<StockSplitCalenderPage />, { route: '/stock-split-calender' });
  await screen.findByRole('table', { name: 'Stock splits' });
  await user.click(screen.getByRole('button', { name: 'Reverse' }));
  await waitFor(() => expect(requests.at(-1)?.params.get('type')).toBe('reverse'));
  expect(new URLSearchParams(location().search).get('type')).toBe('reverse');
  await user.type(screen.getByRole('textbox', { name: 'Ticker' }), 'nvda');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(await screen.findByText(/No reverse splits for NVDA with ex-dates between/)).toBeInTheDocument();
  expect(requests.at(-1)?.x).toBe('NVDA');
  expect(new URLSearchParams(location().search).get('symbol')).toBe('NVDA');
  await user.click(screen.getByRole('tab', { name: 'Recent' }));
  await waitFor(() => expect(new URLSearchParams(location().search).get('view')).toBe('recent'));
});

test('refuses a malformed ticker before asking the API', async () => {
  const requests: Array<{ x: string; params: URLSearchParams }> = [];
  serve(requests);
  const { user } = renderWithProviders(<StockSplitCalenderPage />, { route: '/stock-split-calender' });
  await screen.findByRole('table', { name: 'Stock splits' });
  const sent = requests.length;
  await user.type(screen.getByRole('textbox', { name: 'Ticker' }), 'N$VDA');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(screen.getByText('Letters, digits, "." or "-" (up to 12)')).toBeInTheDocument();
  expect(requests.length).toBe(sent);
});
