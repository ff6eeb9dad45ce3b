import type { EconomicCalendar, EconomicEvent } from '@flowdeck/api-types';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { ECONOMIC_CALENDAR_PATH } from '../api/get-economic-calendar';
import { NEW_YORK, addDays, dateIn } from '../calendar-time';
import EconomicReleasesWidget, { RELEASES_DAYS_AHEAD, RELEASES_DAYS_BACK } from './economic-releases-widget';

const server = setupApiServer();
jest.setTimeout(30_000);

const HOUR = 3_600_000;
const at = (offsetMs: number) => {
  const instant = Date.now() + offsetMs;
  return { time: new Date(instant).toISOString(), date: dateIn(instant, NEW_YORK) };
};

const base: Omit<EconomicEvent, 'id' | 'kind' | 'title' | 'time' | 'date'> = {
  period: null,
  allDay: false,
  importance: 3,
  actual: null,
  forecast: null,
  previous: null,
  unit: '%',
  decimals: 1,
  better: 'lower',
  surprise: null,
  fomc: null,
  source: 'Simulated data',
  sourceUrl: null,
};

const CPI: EconomicEvent = {
  ...base,
  ...at(-30 * HOUR),
  id: 'sim:cpi',
  kind: 'cpi',
  title: 'Consumer Price Index',
  actual: 0.4,
  forecast: 0.2,
  previous: 0.3,
  surprise: 'miss',
};
const CLAIMS: EconomicEvent = {
  ...base,
  ...at(20 * HOUR),
  id: 'sim:claims',
  kind: 'jobless-claims',
  title: 'Unemployment Insurance Weekly Claims',
  importance: 2,
  unit: 'K',
  decimals: 0,
  forecast: 225,
  previous: 231,
};
const GDP: EconomicEvent = { ...CLAIMS, ...at(50 * HOUR), id: 'sim:gdp', kind: 'gdp', title: 'Gross Domestic Product' };

function serve(events: EconomicEvent[], asked: URLSearchParams[] = []) {
  server.use(
    http.get(apiUrl(ECONOMIC_CALENDAR_PATH), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const body: EconomicCalendar = {
        from: params.get('from') ?? '',
        to: params.get('to') ?? '',
        events,
        next: null,
        simulated: true,
      };
      return HttpResponse.json(body);
    }),
  );
}

test('lists the next releases soonest first and the latest prints with actual against forecast', async () => {
  const asked: URLSearchParams[] = [];
  serve([CPI, GDP, CLAIMS], asked);
  renderWithProviders(<EconomicReleasesWidget settings={{ importance: '2' }} setSetting={() => {}} />);

  const upcoming = await screen.findByRole('list', { name: 'Upcoming releases' });
  const next = within(upcoming).getAllByRole('listitem');
  expect(next.map((row) => row.textContent)).toEqual([
    expect.stringContaining('Unemployment Insurance Weekly Claims'),
    expect.stringContaining('Gross Domestic Product'),
  ]);
  expect(within(next[0] as HTMLElement).getByLabelText('Forecast 225K')).toBeInTheDocument();
  expect(within(next[0] as HTMLElement).getByLabelText('Medium importance')).toBeInTheDocument();

  const latest = screen.getByRole('list', { name: 'Latest releases' });
  const [cpi] = within(latest).getAllByRole('listitem');
  expect(within(cpi as HTMLElement).getByText('Consumer Price Index')).toBeInTheDocument();
  expect(within(cpi as HTMLElement).getByLabelText('Actual 0.4%')).toBeInTheDocument();
  expect(within(cpi as HTMLElement).getByLabelText('Forecast 0.2%')).toBeInTheDocument();
  expect(within(cpi as HTMLElement).getByLabelText('High importance')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Economic releases' })).toContainElement(latest);

  const today = dateIn(Date.now(), NEW_YORK);
  expect(Object.fromEntries(asked[0] ?? [])).toEqual({
    from: addDays(today, -RELEASES_DAYS_BACK),
    to: addDays(today, RELEASES_DAYS_AHEAD),
    minImportance: '2',
  });
});

test('says so when no release is in the window', async () => {
  serve([]);
  renderWithProviders(<EconomicReleasesWidget settings={{ importance: '3' }} setSetting={() => {}} />);
  expect(await screen.findByText(/No US release at this importance/)).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});
