import type { InsiderTrade, InsiderTradesPage } from '@flowdeck/api-types';
import { NAV_PATHS, symbolUrl } from '@flowdeck/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { INSIDER_TRADES_PATH } from '../api/get-insider-trades';
import InsiderBuysWidget from './insider-buys-widget';

const server = setupApiServer();
jest.setTimeout(30_000);

const PURCHASE: InsiderTrade = {
  id: 7,
  filingId: '0001127602-26-000123',
  source: 'form4',
  filingUrl: null,
  filingDate: '2026-11-24',
  tradeDate: '2026-11-20',
  filingDelayDays: 4,
  ticker: 'ORCL',
  company: 'Oracle Corp',
  issuerCik: '0001341439',
  insiderCik: '0001234567',
  insider: 'Jane Doe',
  title: 'Chief Executive Officer',
  isDirector: false,
  isOfficer: true,
  isTenPercentOwner: false,
  isCeo: true,
  isCfo: false,
  code: 'P',
  table: 'nonDerivative',
  securityTitle: 'Common Stock',
  acquiredDisposed: 'A',
  price: 177.6,
  shares: 10_000,
  sharesOwnedAfter: 110_000,
  deltaOwnedPct: 10,
  value: 1_776_000,
  directOrIndirect: 'D',
  plan10b51: false,
  priceChange: { d1: null, w1: null, m1: null, m6: null },
  footnotes: [],
};

function answerWith(items: InsiderTrade[], asked: URLSearchParams[]) {
  server.use(
    http.get(apiUrl(INSIDER_TRADES_PATH), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      const body: InsiderTradesPage = { items, total: items.length, totalCapped: false, page: 1, pageSize: 25 };
      return HttpResponse.json(body);
    }),
  );
}

test('lists the latest open-market purchases: ticker, value, insider, role and date', async () => {
  const asked: URLSearchParams[] = [];
  answerWith([PURCHASE], asked);
  renderWithProviders(<InsiderBuysWidget settings={{}} setSetting={() => {}} />);

  const list = await screen.findByRole('list', { name: 'Latest insider purchases' });
  const [row] = within(list).getAllByRole('listitem');
  const purchase = within(row as HTMLElement);
  expect(purchase.getByRole('link', { name: 'ORCL' })).toHaveAttribute(
    'href',
    symbolUrl(NAV_PATHS.stockProfile, 'ORCL'),
  );
  expect(purchase.getByText('$1.78M')).toBeInTheDocument();
  expect(purchase.getByText('Jane Doe · Chief Executive Officer')).toBeInTheDocument();
  expect(purchase.getByText('Nov 24')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Insider buys' })).toContainElement(list);
  // Only code P, newest filing first: what the page's "Purchase" filter asks.
  expect(asked[0]?.get('codes')).toBe('P');
  expect(asked[0]?.get('sort')).toBe('filingDate');
  expect(asked[0]?.get('order')).toBe('desc');
});

test('says so when no purchase is on file', async () => {
  answerWith([], []);
  renderWithProviders(<InsiderBuysWidget settings={{}} setSetting={() => {}} />);
  expect(await screen.findByText(/No open-market insider purchases are on file yet/)).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('offers a retry when the purchases cannot be loaded', async () => {
  server.use(http.get(apiUrl(INSIDER_TRADES_PATH), () => HttpResponse.json({}, { status: 500 })));
  renderWithProviders(<InsiderBuysWidget settings={{}} setSetting={() => {}} />);
  expect(await screen.findByText('The insider purchases could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
