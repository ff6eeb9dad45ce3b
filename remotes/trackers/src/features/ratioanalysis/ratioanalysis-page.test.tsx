import type { RatioAnalysis } from '@flowdeck/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import RatioAnalysisPage from './ratioanalysis-page';

const server = setupApiServer();
jest.setTimeout(30_000);

/** A company with a P/E and a forward P/E in its TTM column (the fiscal year has no forward P/E). */
function analysis(symbol: string, pe: number | null, forwardPe: number | null): RatioAnalysis {
  return {
    symbol,
    company: `${symbol} Inc.`,
    sector: 'Information Technology',
    source: 'Simulated data',
    simulated: true,
    price: 200,
    periods: [
      { label: 'FY2024', start: '2024-01-01', end: '2024-12-31' },
      { label: 'TTM', start: '2024-04-01', end: '2025-03-31' },
    ],
    definitions: [
      { id: 'pe', label: 'P/E', group: 'valuation', format: 'times', formula: 'Price ÷ diluted EPS' },
      {
        id: 'forwardPe',
        label: 'Forward P/E',
        group: 'valuation',
        format: 'times',
        formula: 'Price ÷ consensus diluted EPS of the next four quarters',
      },
    ],
    ratios: [
      { id: 'pe', values: [25, pe], sectorMedian: 28 },
      { id: 'forwardPe', values: [null, forwardPe], sectorMedian: 24 },
    ],
    costOfCapital: null,
    forwardEps:
      forwardPe === null
        ? null
        : {
            eps: 8,
            quarters: [
              { fiscalQuarter: 'Q4 FY2025', date: '2025-07-29', epsEstimate: 1.9, source: 'Simulated data' },
              { fiscalQuarter: 'Q1 FY2026', date: '2025-10-28', epsEstimate: 2, source: 'Simulated data' },
              { fiscalQuarter: 'Q2 FY2026', date: '2026-01-27', epsEstimate: 2, source: 'Simulated data' },
              { fiscalQuarter: 'Q3 FY2026', date: '2026-04-28', epsEstimate: 2.1, source: 'Nasdaq' },
            ],
          },
  };
}

const COMPANIES: Record<string, RatioAnalysis> = {
  AAPL: analysis('AAPL', 30, 25),
  MSFT: analysis('MSFT', 20, 18),
  GOOG: analysis('GOOG', 40, 30),
  LOSS: analysis('LOSS', null, null),
};

beforeEach(() => {
  server.use(
    http.get(apiUrl('pe/:x'), ({ params }) => {
      const found = COMPANIES[String(params.x)];
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ error: `${String(params.x)} is not a listed symbol.` }, { status: 404 });
    }),
  );
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Ratio Analysis', () => {
  it("puts the chosen peers' latest values and their median beside the sector median", async () => {
    const { location } = renderWithProviders(<RatioAnalysisPage />, {
      route: '/ratioanalysis?symbol=AAPL&peers=MSFT,LOSS,NOPE',
    });
    const table = await screen.findByRole('table', { name: 'Valuation ratios' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Ratio',
      'Sector median',
      'Peer median',
      'MSFT (latest)',
      'LOSS (latest)',
      'NOPE (latest)',
      'TTM',
      'FY2024',
    ]);
    // An unknown peer is named on its chip and shows dashes; a peer on a loss has no P/E.
    expect(await screen.findByRole('button', { name: 'Remove peer NOPE' })).toHaveTextContent('NOPE · unknown');
    await waitFor(() => expect(cellsOf(within(table).getByRole('row', { name: /^P\/E/ }))).toContain('20.0×'));
    const pe = cellsOf(within(table).getByRole('row', { name: /^P\/E/ }));
    expect(pe).toEqual(['28.0×', '20.0×', '20.0×', '—', '—', '30.0×', '25.0×']);
    const forward = cellsOf(within(table).getByRole('row', { name: /^Forward P\/E/ }));
    expect(forward).toEqual(['24.0×', '18.0×', '18.0×', '—', '—', '25.0×', '—']);

    // Adding a peer keeps the list in the URL and moves the median.
    await userEvent.type(screen.getByRole('textbox', { name: 'Peer ticker' }), 'goog{Enter}');
    await waitFor(() => expect(location().search).toContain('peers=MSFT%2CLOSS%2CNOPE%2CGOOG'));
    await waitFor(() =>
      expect(cellsOf(within(table).getByRole('row', { name: /^P\/E/ })).slice(0, 2)).toEqual(['28.0×', '30.0×']),
    );
  });

  it('shows where the forward P/E comes from: the four quarters it adds up, with a source other than ours', async () => {
    renderWithProviders(<RatioAnalysisPage />, { route: '/ratioanalysis?symbol=AAPL' });
    const note = await screen.findByLabelText('Forward EPS');
    expect(note).toHaveTextContent(
      'Forward EPS $8.00: the consensus of the next four reports — Q4 FY2025 $1.90 (Jul 29, 2025) + Q1 FY2026 $2.00 (Oct 28, 2025) + Q2 FY2026 $2.00 (Jan 27, 2026) + Q3 FY2026 $2.10 (Apr 28, 2026); from Simulated data, Nasdaq.',
    );
    expect(screen.queryByRole('columnheader', { name: 'Peer median' })).not.toBeInTheDocument();
  });

  it('says why there is no forward P/E', async () => {
    renderWithProviders(<RatioAnalysisPage />, { route: '/ratioanalysis?symbol=LOSS' });
    expect(await screen.findByLabelText('Forward EPS')).toHaveTextContent(
      'No forward P/E: LOSS has no consensus estimates for all of its next four quarters.',
    );
  });
});
