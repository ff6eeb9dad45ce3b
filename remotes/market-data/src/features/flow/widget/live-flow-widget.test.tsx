import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import type { FlowResponse, FlowTrade } from '@flowdeck/api-types';
import { useAuthStore } from '@flowdeck/host-sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { marketStatusHandler } from '../../../test/market-status-fixtures';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import type { AlertFilter, AlertFilters } from '../api/get-alert-filters';
import { DEFAULT_FILTERS } from '../flow-filters';
import { toAlertFilter } from '../saved-filters';
import { makeTrade } from '../test/flow-trades';
import LiveFlowWidget, { FILTER_SELECT_LABEL, FLOW_TABLE_LABEL, SAVED_FILTER_GONE } from './live-flow-widget';

// Created oldest first: the widget lists SPY, QQQ, NVDA (newest first).
const NVDA_SWEEP = makeTrade({ ticker: 'NVDA', kind: 'sweep', side: 'above_ask', premium: 310_000, strike: 190 });
const QQQ_PUT = makeTrade({
  ticker: 'QQQ',
  type: 'put',
  side: 'bid',
  sentiment: 'bearish',
  premium: 42_000,
  strike: 500,
  expiry: '2026-12-04',
});
const SPY_CALL = makeTrade({ ticker: 'SPY', type: 'call', side: 'ask', premium: 1_730_000, strike: 700 });

const BIG_PUTS: AlertFilter = toAlertFilter('flow-puts', 'Puts only', { ...DEFAULT_FILTERS, callPut: 'puts' });
let saved: AlertFilters = { filters: [BIG_PUTS] };
const flowRequests: string[] = [];

const page = (items: FlowTrade[]): FlowResponse => ({
  source: 'simulated',
  asOf: '2026-11-20T15:30:00Z',
  items,
  nextCursor: null,
});

const server = setupApiServer(
  marketStatusHandler(),
  http.get(`${TEST_API_URL}flow/:x`, ({ request }) => {
    const url = new URL(request.url);
    flowRequests.push(url.search);
    const type = url.searchParams.get('type');
    return HttpResponse.json(page([NVDA_SWEEP, QQQ_PUT, SPY_CALL].filter((t) => !type || t.type === type)));
  }),
  http.get(`${TEST_API_URL}user/settings/alert-filters`, () => HttpResponse.json(saved)),
);

beforeEach(() => useAuthStore.getState().setToken('t'));
afterEach(() => {
  useAuthStore.getState().clear();
  saved = { filters: [BIG_PUTS] };
  flowRequests.length = 0;
});

function renderWidget(filterId = '') {
  const setSetting = jest.fn();
  const rendered = renderWithProviders(<LiveFlowWidget settings={{ filterId }} setSetting={setSetting} />);
  return { ...rendered, setSetting };
}

const rowTexts = () =>
  within(screen.getByRole('table', { name: FLOW_TABLE_LABEL }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('LiveFlowWidget', () => {
  it('lists the newest orders: contract, expiry, premium and side', async () => {
    renderWidget();
    expect(await screen.findByRole('table', { name: FLOW_TABLE_LABEL })).toBeInTheDocument();
    expect(rowTexts()).toEqual(['SPY 700C 12/18$1.73MAsk', 'QQQ 500P 12/04$42.00KBid', 'NVDA 190C 12/18$310.00KAA']);
    expect(flowRequests).toEqual(['?limit=500']);
    expect(screen.getByRole('region', { name: 'Live flow' })).toBeInTheDocument();
  });

  it("applies the saved filter the widget names, and picks another from the user's list", async () => {
    const { user, setSetting } = renderWidget('flow-puts');
    await waitFor(() => expect(rowTexts()).toEqual(['QQQ 500P 12/04$42.00KBid']));
    expect(flowRequests).toEqual(['?type=put&limit=500']);

    const select = screen.getByRole('combobox', { name: FILTER_SELECT_LABEL });
    expect(select).toHaveTextContent('Puts only');
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'All flow' }));
    expect(setSetting).toHaveBeenCalledWith('filterId', '');
  });

  it('shows every order, and says so, when the saved filter it names was deleted', async () => {
    renderWidget('flow-gone');
    await waitFor(() => expect(rowTexts()).toHaveLength(3));
    expect(screen.getByText(SAVED_FILTER_GONE)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: FILTER_SELECT_LABEL })).toHaveTextContent('All flow');
  });

  it('says why the list is empty: the filter and the session', async () => {
    server.use(http.get(`${TEST_API_URL}flow/:x`, () => HttpResponse.json(page([]))));
    renderWidget('flow-puts');
    expect(
      await screen.findByText('No orders match Puts in this session yet — new ones appear here as they print.'),
    ).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    server.use(
      http.get(`${TEST_API_URL}flow/:x`, () => HttpResponse.json({ error: 'Flow is unavailable' }, { status: 503 })),
    );
    const { user } = renderWidget();
    expect(await screen.findByText(/Could not load the flow/)).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: FLOW_TABLE_LABEL })).toBeInTheDocument();
  });
});
