import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { TickerQuarterBar } from './ticker-quarter-bar';

test('quarters are offered newest first, once each; picking one changes only the quarter', async () => {
  const onChange = jest.fn();
  const { user } = renderWithProviders(
    <TickerQuarterBar
      symbol="LMT"
      report={{ quarter: '2026-Q2', quarters: ['2025-Q4', '2026-Q1', '2026-Q3'] }}
      onChange={onChange}
    />,
  );
  expect(screen.getByRole('combobox', { name: 'Quarter' })).toHaveTextContent('Q2 2026');
  await user.click(screen.getByRole('combobox', { name: 'Quarter' }));
  const options = within(screen.getByRole('listbox')).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['Q3 2026', 'Q2 2026', 'Q1 2026', 'Q4 2025']);
  await user.click(screen.getByRole('option', { name: 'Q4 2025' }));
  expect(onChange).toHaveBeenLastCalledWith({ quarter: '2025-Q4' });
});

test('a new ticker opens at its latest quarter; All companies goes back to the market', async () => {
  const onChange = jest.fn();
  const { user } = renderWithProviders(
    <TickerQuarterBar symbol="LMT" report={{ quarter: '2026-Q2', quarters: [] }} onChange={onChange} />,
  );
  await user.clear(screen.getByRole('textbox', { name: 'Ticker' }));
  await user.type(screen.getByRole('textbox', { name: 'Ticker' }), 'rtx{Enter}');
  expect(onChange).toHaveBeenLastCalledWith({ symbol: 'RTX', quarter: undefined });
  await user.click(screen.getByRole('button', { name: 'All companies' }));
  expect(onChange).toHaveBeenLastCalledWith({ symbol: undefined, quarter: undefined });
});

test('before a report arrives the quarter cannot be picked', () => {
  renderWithProviders(<TickerQuarterBar symbol={undefined} report={undefined} onChange={jest.fn()} />);
  expect(screen.getByRole('combobox', { name: 'Quarter' })).toHaveAttribute('aria-disabled', 'true');
});
