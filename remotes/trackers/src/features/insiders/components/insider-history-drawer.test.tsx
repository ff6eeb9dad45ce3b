import type { InsiderHistory, InsiderTrade } from '@flowdeck/api-types';
import { INSIDER } from '@flowdeck/endpoints/insiders';
import { pathOf } from '@flowdeck/endpoints/route';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { InsiderHistoryDrawer } from './insider-history-drawer';

const server = setupApiServer();
jest.setTimeout(30_000);

function trade(id: number, tradeDate: string, insider: string): InsiderTrade {
  return {
    id,
    filingId: `0001341439-26-${String(id).padStart(6, '0')}`,
    source: 'form4',
    filingUrl: null,
    filingDate: tradeDate,
    tradeDate,
    filingDelayDays: 0,
    ticker: 'ORCL',
    company: 'Oracle Corp',
    issuerCik: '0001341439',
    insiderCik: '0001234567',
    insider,
    title: 'Director',
    isDirector: true,
    isOfficer: false,
    isTenPercentOwner: false,
    isCeo: false,
    isCfo: false,
    code: 'S',
    table: 'nonDerivative',
    securityTitle: 'Common Stock',
    acquiredDisposed: 'D',
    price: 180,
    shares: 1_000,
    sharesOwnedAfter: 9_000,
    deltaOwnedPct: -10,
    value: 180_000,
    directOrIndirect: 'D',
    plan10b51: false,
    priceChange: { d1: null, w1: null, m1: null, m6: null },
    footnotes: [],
  };
}

/** A company history of three trades, served two to a page as the API pages it. */
const ALL = [
  trade(3, '2026-11-20', 'Newest Seller'),
  trade(2, '2026-11-10', 'Middle Seller'),
  trade(1, '2026-10-01', 'Oldest Seller'),
];
const PAGE_SIZE = 2;

function serveHistory(asked: string[]) {
  server.use(
    http.get(apiUrl(pathOf(INSIDER, { x: 'ORCL' })), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      asked.push(String(page));
      const trades = ALL.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      const body: InsiderHistory = {
        kind: 'company',
        key: 'ORCL',
        name: 'Oracle Corp',
        related: [
          { key: '0001234567', name: 'Sellers', title: 'Director', buys: 0, sells: 3, buyValue: 0, sellValue: 540_000 },
        ],
        trades,
        page,
        pageSize: PAGE_SIZE,
        total: ALL.length,
        hasMore: page * PAGE_SIZE < ALL.length,
      };
      return HttpResponse.json(body);
    }),
  );
}

test('shows the first page of a history with its total, and adds the older trades on "Show older"', async () => {
  const asked: string[] = [];
  serveHistory(asked);
  renderWithProviders(<InsiderHistoryDrawer x="ORCL" onClose={() => {}} onOpenHistory={() => {}} />);

  const dialog = await screen.findByRole('dialog', { name: 'Oracle Corp' });
  expect(within(dialog).getByText('ORCL · 3 transactions, latest first')).toBeInTheDocument();
  const table = within(dialog).getByRole('table', { name: 'History transactions' });
  expect(await within(table).findByText('Newest Seller')).toBeInTheDocument();
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
  expect(within(dialog).getByText('Showing 2 of 3')).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Show 1 older' }));
  expect(await within(table).findByText('Oldest Seller')).toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    expect.stringContaining('Trade date'),
    expect.stringContaining('Newest Seller'),
    expect.stringContaining('Middle Seller'),
    expect.stringContaining('Oldest Seller'),
  ]);
  expect(within(dialog).getByText('Showing 3 of 3')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: /older/ })).not.toBeInTheDocument();
  expect(asked).toEqual(['1', '2']);
});
