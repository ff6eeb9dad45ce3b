import type { EconomicCalendar, EconomicEvent } from '@flowdeck/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { ECONOMIC_CALENDAR_PATH } from './api/get-economic-calendar';
import EconomicCalenderPage from './economic-calender-page';

const server = setupApiServer();
jest.setTimeout(30_000);

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
  id: 'sim:cpi:2026-08-12',
  kind: 'cpi',
  title: 'Consumer Price Index for July 2026',
  period: 'July 2026',
  time: '2026-08-12T12:30:00.000Z',
  date: '2026-08-12',
  actual: 0.4,
  forecast: 0.2,
  previous: 0.3,
  surprise: 'miss',
};
const CLAIMS: EconomicEvent = {
  ...base,
  id: 'bls:claims',
  kind: 'jobless-claims',
  title: 'Unemployment Insurance Weekly Claims',
  time: '2026-08-13T12:30:00.000Z',
  date: '2026-08-13',
  importance: 2,
  unit: 'K',
  decimals: 0,
  forecast: 225,
  previous: 231,
  source: 'Department of Labor',
  sourceUrl: 'https://www.dol.gov/ui/data.pdf',
};

function answer(request: URL): EconomicCalendar {
  const min = Number(request.searchParams.get('minImportance'));
  const events = [CPI, CLAIMS].filter((event) => event.importance >= min);
  return {
    from: request.searchParams.get('from') ?? '',
    to: request.searchParams.get('to') ?? '',
    events: request.searchParams.get('from') === '2026-08-10' ? events : [],
    next: null,
    simulated: true,
  };
}

function serve(requests: URLSearchParams[]) {
  server.use(
    http.get(apiUrl(ECONOMIC_CALENDAR_PATH), ({ request }) => {
      const url = new URL(request.url);
      requests.push(url.searchParams);
      return HttpResponse.json(answer(url));
    }),
  );
}

test('shows the week by day in New York time, with beat/miss colouring and the source of imported rows', async () => {
  const requests: URLSearchParams[] = [];
  serve(requests);
  renderWithProviders(<EconomicCalenderPage />, { route: '/economic-calender?week=2026-08-12&tz=et' });
  const wednesday = await screen.findByRole('region', { name: 'Wednesday, August 12' });
  expect(within(wednesday).getByText('8:30 AM')).toBeInTheDocument();
  expect(within(wednesday).getByText('Consumer Price Index for July 2026')).toBeInTheDocument();
  expect(within(wednesday).getByLabelText('High importance')).toBeInTheDocument();
  // A hotter CPI than forecast is a miss for the economy.
  expect(within(wednesday).getByLabelText('Actual 0.4%')).toHaveStyle({ fontWeight: 700 });
  const thursday = screen.getByRole('region', { name: 'Thursday, August 13' });
  expect(within(thursday).getByLabelText('Forecast 225K')).toBeInTheDocument();
  expect(within(thursday).getByRole('link', { name: 'Department of Labor' })).toHaveAttribute(
    'href',
    'https://www.dol.gov/ui/data.pdf',
  );
  expect(screen.getByText('Simulated data')).toBeInTheDocument();
  expect(screen.getByText('Aug 10 – Aug 16, 2026')).toBeInTheDocument();
  expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({
    from: '2026-08-10',
    to: '2026-08-16',
    minImportance: '1',
  });
});

test('the importance filter and the week buttons ask the API again and keep the view in the URL', async () => {
  const requests: URLSearchParams[] = [];
  serve(requests);
  const { user, location } = renderWithProviders(<EconomicCalenderPage />, {
    route: '/economic-calender?week=2026-08-10&tz=et',
  });
  await screen.findByText('Unemployment Insurance Weekly Claims');
  await user.click(screen.getByRole('button', { name: 'High' }));
  await waitFor(() => expect(screen.queryByText('Unemployment Insurance Weekly Claims')).not.toBeInTheDocument());
  expect(requests.at(-1)?.get('minImportance')).toBe('3');
  expect(new URLSearchParams(location().search).get('importance')).toBe('3');

  await user.click(screen.getByRole('button', { name: 'Next week' }));
  expect(
    await screen.findByText(/No releases of high importance in the week of Aug 17 – Aug 23, 2026\./),
  ).toBeInTheDocument();
  expect(requests.at(-1)?.get('from')).toBe('2026-08-17');
  expect(new URLSearchParams(location().search).get('week')).toBe('2026-08-17');
  await user.click(screen.getByRole('button', { name: 'Show every release' }));
  await waitFor(() => expect(requests.at(-1)?.get('minImportance')).toBe('1'));
});

test('says so when the calendar cannot be loaded, and retries', async () => {
  let fail = true;
  server.use(
    http.get(apiUrl(ECONOMIC_CALENDAR_PATH), ({ request }) =>
      fail
        ? HttpResponse.json({ error: 'boom', message: 'boom' }, { status: 500 })
        : HttpResponse.json(answer(new URL(request.url))),
    ),
  );
  const { user } = renderWithProviders(<EconomicCalenderPage />, { route: '/economic-calender?week=2026-08-10' });
  expect(await screen.findByText('The calendar could not be loaded.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByText('Consumer Price Index for July 2026')).toBeInTheDocument();
});
