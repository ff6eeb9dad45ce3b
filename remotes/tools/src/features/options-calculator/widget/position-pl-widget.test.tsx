import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { addDays, todayIso } from '../stores/iso-date';
import { SAVED_POSITION_KEY, type SavedPosition, savePosition } from '../stores/saved-position';
import PositionPlWidget from './position-pl-widget';

const today = todayIso();

/** A long 100 call bought at $5: loses at most the $500 paid, breaks even at $105, profit unlimited. */
const LONG_CALL: SavedPosition = {
  strategy: 'Long Call',
  savedAt: new Date().toISOString(),
  inputs: {
    symbol: 'AAPL',
    market: { spot: 100, volatility: 0.3, rate: 0.045, dividendYield: 0, date: today },
    legs: [
      {
        id: 'leg-1',
        leg: { kind: 'call', side: 'long', quantity: 1, strike: 100, expiry: addDays(today, 30), premium: 5 },
      },
    ],
    lastExpiry: addDays(today, 30),
  },
};

function renderWidget() {
  return renderWithProviders(<PositionPlWidget settings={{}} setSetting={() => {}} />);
}

afterEach(() => window.localStorage.clear());

test('shows the saved position’s max profit and loss, break-even, P/L today and payoff', () => {
  savePosition(LONG_CALL);
  renderWidget();

  expect(screen.getByText('Long Call · AAPL')).toBeInTheDocument();
  const figures = within(screen.getByRole('list', { name: 'P/L at expiry' }));
  const figure = (label: string) => figures.getByText(label).nextElementSibling?.textContent;
  expect(figures.getAllByRole('listitem')).toHaveLength(4);
  expect(figure('Max profit')).toBe('Unlimited');
  expect(figure('Max loss')).toBe('-$500.00');
  expect(figure('Break-even')).toBe('$105.00');
  // Bought at $5 with a month left, at the money: worth about $3.9 a share today, so about -$110 in all.
  expect(figure('P/L today')).toMatch(/^-\$1\d\d\.\d\d$/);
  expect(screen.getByRole('img', { name: /Payoff at expiry/ })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Position P/L' })).toBeInTheDocument();
});

test('without a saved position, says how to get one and links to the calculator', () => {
  renderWidget();
  expect(screen.getByText(/No position yet/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Options Calculator' })).toHaveAttribute('href', '/options-calculator');
});

test('a saved value it cannot read counts as no position', () => {
  window.localStorage.setItem(SAVED_POSITION_KEY, JSON.stringify({ version: 1, strategy: 'x', inputs: { legs: [] } }));
  renderWidget();
  expect(screen.getByText(/No position yet/)).toBeInTheDocument();
});
