import type { CostOfCapital } from '@flowdeck/api-types';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { CostOfCapitalPanel } from './cost-of-capital-panel';

const CAPITAL: CostOfCapital = {
  beta: { value: 1.234, benchmark: 'SPY', returns: 252, from: '2025-11-24', to: '2026-11-24' },
  riskFreeRate: 0.0425,
  equityRiskPremium: 0.045,
  costOfEquity: 0.0425 + 1.234 * 0.045,
  costOfDebt: 0.0575,
  costOfDebtSource: 'assumed',
  taxRate: 0.21,
  equityValue: 900e9,
  debtValue: 100e9,
  wacc: 0.9 * (0.0425 + 1.234 * 0.045) + 0.1 * 0.0575 * 0.79,
};

const row = (label: string) =>
  within(screen.getByRole('table', { name: 'Cost of capital' }))
    .getAllByRole('row')
    .find((r) => within(r).queryByText(label, { exact: true })) as HTMLElement;

describe('CostOfCapitalPanel', () => {
  it('shows each step of the WACC with where it comes from', () => {
    renderWithProviders(<CostOfCapitalPanel capital={CAPITAL} />);
    expect(row('Beta')).toHaveTextContent(
      "Slope of its daily returns on SPY's, 252 sessions from Nov 24, 2025 to Nov 24, 2026",
    );
    expect(row('Beta')).toHaveTextContent('1.23');
    expect(row('Cost of equity')).toHaveTextContent('9.80%');
    expect(row('Cost of debt')).toHaveTextContent(
      'Assumed: the risk-free rate + 1.50% (no usable interest expense on file)',
    );
    expect(row('Weights')).toHaveTextContent('90% / 10%');
    expect(row('WACC')).toHaveTextContent('9.28%');
  });

  it('says when there is no beta, and so no WACC', () => {
    renderWithProviders(
      <CostOfCapitalPanel
        capital={{ ...CAPITAL, beta: null, costOfEquity: null, wacc: null, costOfDebtSource: 'interest' }}
      />,
    );
    expect(row('Beta')).toHaveTextContent('Not enough price history against the market for a beta');
    expect(row('Cost of debt')).toHaveTextContent('Interest expense ÷ long-term debt, last twelve months');
    expect(row('WACC')).toHaveTextContent('—');
  });
});
