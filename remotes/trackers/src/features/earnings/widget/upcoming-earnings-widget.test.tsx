import type { EarningsCalendar, EarningsReport } from '@flowdeck/api-types';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addDays, dateIn } from '../../../lib/dates';
import { pathOf } from '@flowdeck/endpoints/route';
import { DASHBOARD_CONFIG } from '@flowdeck/endpoints/user-settings';
import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { UPCOMING_WINDOW_DAYS } from './upcoming-earnings-widget';
import UpcomingEarningsWidget from './upcoming-earnings-widget';

const server = setupApiServer();
jest.setTimeout(30_000);

const today = dateIn(Date.now());

const report = (over: Partial<EarningsReport>): EarningsReport => ({
  id: 'sim:ORCL:Q2',
  symbol: 'ORCL',
  company: 'Oracle Corp',
  sector: 'Technology',
  marketCap: 500e9,
  date: addDays(today, 2),
  time: 'after-close',
  fiscalQuarter: 'Q2 FY2027',
  reported: false,
  epsEstimate: 1.5,
  epsActual: null,
  epsSurprise: null,
  revenueEstimate: 15e9,
  revenueActual: null,
  revenueSurprise: null,
  impliedMove: { asOf: today, spot: 180, expiry: addDays(today, 4), strike: 180, straddle: 11.16, move: 0.062 },
  pastMoves: [],
  actualMove: null,
  source: 'Simulated data',
  ...over,
});

const ORCL = report({});
const NKE = report({
  id: 'sim:NKE:Q2',
  symbol: 'NKE',
  company: 'Nike Inc',
  date: addDays(today, 1),
  time: 'before-open',
  impliedMove: null,
});
const DONE = report({ id: 'sim:MSFT:Q1', symbol: 'MSFT', company: 'Microsoft', date: today, reported: true });

function answer(reports: EarningsReport[], asked: URLSearchParams[] = [], watchlist: string[] = []) {
  server.use(
    http.get(apiUrl(pathOf(DASHBOARD_CONFIG)), () => HttpResponse.json({ widgets: [], watchlist })),
    http.get(apiUrl('earnings/:x'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      const body: EarningsCalendar = {
        from: today,
        to: today,
        today,
        reports,
        simulated: true,
        sectors: [],
      };
      return HttpResponse.json(body);
    }),
  );
}

test('lists the reports not yet out, soonest first: ticker, date, BMO/AMC and implied move', async () => {
  const asked: URLSearchParams[] = [];
  answer([ORCL, DONE, NKE], asked);
  renderWithProviders(<UpcomingEarningsWidget settings={{ scope: 'all' }} setSetting={() => {}} />);

  const list = await screen.findByRole('list', { name: 'Next earnings reports' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  const first = within(rows[0] as HTMLElement);
  expect(first.getByText('NKE')).toBeInTheDocument();
  expect(first.getByText('BMO')).toBeInTheDocument();
  expect(first.getByText('—')).toBeInTheDocument();
  const second = within(rows[1] as HTMLElement);
  expect(second.getByText('ORCL')).toBeInTheDocument();
  expect(second.getByText('AMC')).toBeInTheDocument();
  expect(second.getByText('±6.2%')).toBeInTheDocument();
  expect(within(list).queryByText('MSFT')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Upcoming earnings' })).toContainElement(list);
  expect(asked[0]?.get('from')).toBe(today);
  expect(asked[0]?.get('to')).toBe(addDays(today, UPCOMING_WINDOW_DAYS.all));
  expect(asked[0]?.get('symbols')).toBeNull();
});

test('"My watchlist" asks for the watchlist’s tickers only', async () => {
  const asked: URLSearchParams[] = [];
  answer([ORCL], asked, ['ORCL', 'NKE']);
  renderWithProviders(<UpcomingEarningsWidget settings={{ scope: 'watchlist' }} setSetting={() => {}} />);
  const list = await screen.findByRole('list', { name: 'Next earnings reports' });
  expect(within(list).getByText('ORCL')).toBeInTheDocument();
  expect(asked[0]?.get('symbols')).toBe('ORCL,NKE');
});

test('says so when nothing is due, and when the watchlist is empty', async () => {
  answer([DONE]);
  const { unmount } = renderWithProviders(<UpcomingEarningsWidget settings={{ scope: 'all' }} setSetting={() => {}} />);
  expect(await screen.findByText(/No company reports in the next 14 days/)).toBeInTheDocument();
  unmount();

  const asked: URLSearchParams[] = [];
  answer([ORCL], asked, []);
  renderWithProviders(<UpcomingEarningsWidget settings={{ scope: 'watchlist' }} setSetting={() => {}} />);
  expect(await screen.findByText(/Your watchlist is empty/)).toBeInTheDocument();
  expect(asked).toEqual([]);
});
