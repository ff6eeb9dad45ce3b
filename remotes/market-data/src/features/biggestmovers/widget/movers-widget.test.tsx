import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { makeMover, makeMoversResponse } from '../../../test/scanner-fixtures';
import MoversWidget from './movers-widget';

const requests: string[] = [];
const server = setupApiServer(
  http.get(`${TEST_API_URL}biggestMovers/:direction`, ({ request, params }) => {
    requests.push(`${String(params.direction)}${new URL(request.url).search}`);
    return HttpResponse.json(
      params.direction === 'gainers'
        ? makeMoversResponse([makeMover('SMCI', 12.5, 45.2), makeMover('PLTR', 6.25, 70)])
        : makeMoversResponse([makeMover('INTC', -8.1, 21.05)]),
    );
  }),
);

afterEach(() => {
  requests.length = 0;
});

function renderWidget(direction: string) {
  const setSetting = jest.fn();
  return { ...renderWithProviders(<MoversWidget settings={{ direction }} setSetting={setSetting} />), setSetting };
}

describe('MoversWidget', () => {
  it("lists the session's top gainers with price and change, each opening its profile", async () => {
    const { user, setSetting } = renderWidget('gainers');
    expect(screen.getByRole('status', { name: 'Loading top gainers' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Top gainers' });
    expect(requests).toEqual(['gainers?session=regular&noiseFilters=true&limit=20']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['SMCI45.20+12.50%', 'PLTR70.00+6.25%']);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'SMCI' })).toHaveAttribute(
      'href',
      '/stock-profile?symbol=SMCI',
    );

    await user.click(screen.getByRole('button', { name: 'Losers' }));
    expect(setSetting).toHaveBeenCalledWith('direction', 'losers');
  });

  it('shows the losers when the setting says so', async () => {
    renderWidget('losers');
    const table = await screen.findByRole('table', { name: 'Top losers' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('INTC21.05−8.10%');
    expect(screen.getByRole('button', { name: 'Losers' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says why the list is empty', async () => {
    server.use(
      http.get(`${TEST_API_URL}biggestMovers/:direction`, () =>
        HttpResponse.json(makeMoversResponse([], { barsTo: null })),
      ),
    );
    renderWidget('gainers');
    expect(await screen.findByText('The regular session has not traded yet.')).toBeInTheDocument();
  });
});
