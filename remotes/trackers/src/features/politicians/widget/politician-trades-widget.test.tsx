import { screen, within } from '@testing-library/react';
import { setupApiServer } from '@flowdeck/api-client/testing';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { NVDA_BUY, XOM_LATE_SALE, politicianHandlers, tradesPage } from '../testing/politician-fixtures';
import PoliticianTradesWidget from './politician-trades-widget';

const server = setupApiServer();
jest.setTimeout(30_000);

test('lists the latest disclosed trades: ticker, politician, side, amount range and date', async () => {
  const tradeRequests: URLSearchParams[] = [];
  server.use(...politicianHandlers({ tradeRequests }));
  renderWithProviders(<PoliticianTradesWidget settings={{}} setSetting={() => {}} />);

  const list = await screen.findByRole('list', { name: 'Latest politician trades' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  const buy = within(rows[0] as HTMLElement);
  expect(buy.getByText(NVDA_BUY.ticker)).toBeInTheDocument();
  expect(buy.getByText(NVDA_BUY.politician)).toBeInTheDocument();
  expect(buy.getByText('Buy')).toBeInTheDocument();
  expect(buy.getByText(/\$1M – \$5M/)).toBeInTheDocument();
  expect(buy.getByText('Oct 20')).toBeInTheDocument();
  const sale = within(rows[1] as HTMLElement);
  expect(sale.getByText(XOM_LATE_SALE.ticker)).toBeInTheDocument();
  expect(sale.getByText('Sell')).toBeInTheDocument();
  expect(sale.getByText(/\$15K – \$50K/)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Politician trades' })).toContainElement(list);
  expect(tradeRequests[0]?.get('sort')).toBe('disclosureDate');
  expect(tradeRequests[0]?.get('order')).toBe('desc');
});

test('says so when no trade has been disclosed', async () => {
  server.use(...politicianHandlers({ trades: tradesPage([]) }));
  renderWithProviders(<PoliticianTradesWidget settings={{}} setSetting={() => {}} />);
  expect(await screen.findByText(/No congressional trade has been disclosed yet/)).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});
