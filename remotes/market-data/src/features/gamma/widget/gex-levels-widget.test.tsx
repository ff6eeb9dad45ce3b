import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { makeGammaExposure } from '../gamma-fixtures';
import GexLevelsWidget, { noLevelsMessage } from './gex-levels-widget';

const SPOTS: Record<string, number> = { SPY: 100, QQQ: 500 };
const requests: string[] = [];
const server = setupApiServer(
  http.get(`${TEST_API_URL}gamma-exposure`, ({ request }) => {
    const url = new URL(request.url);
    requests.push(url.search);
    const ticker = url.searchParams.get('ticker') ?? '';
    const spot = SPOTS[ticker];
    if (spot === undefined) return HttpResponse.json({ error: `Unknown symbol ${ticker}` }, { status: 404 });
    return HttpResponse.json(makeGammaExposure(ticker, { spot }));
  }),
);

afterEach(() => {
  requests.length = 0;
});

const renderWidget = (symbol: string) =>
  renderWithProviders(<GexLevelsWidget settings={{ symbol }} setSetting={jest.fn()} />);

describe('GexLevelsWidget', () => {
  it("lists the ticker's levels as a ladder with spot, net GEX and the regime", async () => {
    renderWidget('SPY');
    expect(screen.getByRole('status', { name: 'Loading SPY gamma levels' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'SPY gamma levels' });
    expect(requests).toEqual(['?ticker=SPY']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    // Highest first; the fixture puts the call wall 3% above spot and zero gamma just above it.
    expect(rows).toEqual(['Call wall103+3.00%', 'Zero gamma100.40+0.40%', 'Spot100.00', 'Put wall97-3.00%']);
    expect(screen.getByText('Net GEX').nextElementSibling).toHaveTextContent(/^-\$[\d.]+[MB]$/);
    expect(screen.getByText('Negative gamma')).toBeInTheDocument();
  });

  it('follows the linked symbol', async () => {
    renderWidget('QQQ');
    expect(await screen.findByRole('table', { name: 'QQQ gamma levels' })).toHaveTextContent('Spot500.00');
    expect(requests).toEqual(['?ticker=QQQ']);
  });

  it('says when a ticker has no options, and when it has no levels near spot', async () => {
    renderWidget('ZZZZ');
    expect(await screen.findByText(noLevelsMessage('ZZZZ', false))).toBeInTheDocument();

    server.use(
      http.get(`${TEST_API_URL}gamma-exposure`, () =>
        HttpResponse.json({ ...makeGammaExposure('SPY'), callWall: null, putWall: null, zeroGamma: null }),
      ),
    );
    renderWidget('SPY');
    expect(await screen.findByText(noLevelsMessage('SPY', true))).toBeInTheDocument();
  });
});
