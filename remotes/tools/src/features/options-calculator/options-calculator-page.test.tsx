import { screen, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import OptionsCalculatorPage from './options-calculator-page';
import { readSavedPosition } from './stores/saved-position';

// Each render draws a chart and two tables in jsdom, which takes a second or two.
jest.setTimeout(30_000);

/** "$1,234.56" or "-$12.00" → number. */
function money(text: string | null | undefined): number {
  const value = Number((text ?? '').replace(/[$,+]/g, ''));
  if (Number.isNaN(value)) throw new Error(`not money: ${text}`);
  return value;
}

/** The figure of a summary card, found by its visible label. */
function stat(label: string): string {
  const card = screen.getByText(label, { selector: 'span' }).parentElement as HTMLElement;
  return within(card).getByRole('heading').textContent ?? '';
}

function legGroups(): HTMLElement[] {
  return screen.queryAllByRole('group', { name: /^Leg \d+$/ });
}

function greeksTable() {
  const table = screen.getByRole('table', { name: 'Legs and greeks' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const rows = within(table).getAllByRole('row').slice(1);
  const cell = (row: HTMLElement, column: string) => {
    const cells = [...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')];
    return cells[headers.indexOf(column)]?.textContent ?? '';
  };
  return { rows, cell, legRows: rows.slice(0, -1), totalRow: rows[rows.length - 1] as HTMLElement };
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<OptionsCalculatorPage />);
  return user;
}

test('opens on a long call with its price, greeks, chart and unlimited profit', () => {
  renderPage();
  expect(screen.getByRole('heading', { name: 'Options Calculator' })).toBeInTheDocument();
  expect(legGroups()).toHaveLength(1);
  expect(stat('Max profit')).toBe('Unlimited');
  expect(money(stat('Max loss'))).toBeLessThan(0);
  expect(screen.getByRole('img', { name: /Profit and loss chart/ })).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
});

test('a preset fills its legs and shows its break-evens', async () => {
  const user = renderPage();
  await user.click(screen.getByRole('button', { name: 'Straddle' }));

  expect(screen.getByRole('button', { name: 'Straddle' })).toHaveAttribute('aria-pressed', 'true');
  const legs = legGroups();
  expect(legs).toHaveLength(2);
  expect(within(legs[0] as HTMLElement).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Call');
  expect(within(legs[1] as HTMLElement).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Put');
  for (const leg of legs) expect(within(leg).getByRole('textbox', { name: 'Strike' })).toHaveValue('100');

  // A straddle breaks even at the strike ± the premium paid for both legs.
  const perShare = money(stat('Net debit')) / 100;
  const [lower, upper] = stat('Break-evens').split(' · ').map(money);
  expect(lower).toBeCloseTo(100 - perShare, 1);
  expect(upper).toBeCloseTo(100 + perShare, 1);
});

test('an iron condor is a credit with limited risk and two break-evens', async () => {
  const user = renderPage();
  await user.click(screen.getByRole('button', { name: 'Iron Condor' }));
  expect(legGroups()).toHaveLength(4);
  expect(screen.getByText('Net credit')).toBeInTheDocument();
  expect(stat('Max loss')).not.toBe('Unlimited');
  expect(stat('Max profit')).not.toBe('Unlimited');
  expect(stat('Break-evens').split(' · ')).toHaveLength(2);
});

test('changing the implied volatility changes the option price', async () => {
  const user = renderPage();
  const { legRows, cell } = greeksTable();
  const before = money(cell(legRows[0] as HTMLElement, 'Theo price'));

  const iv = screen.getByRole('textbox', { name: 'Implied volatility' });
  await user.clear(iv);
  await user.type(iv, '60');

  const after = greeksTable();
  const priceAfter = money(after.cell(after.legRows[0] as HTMLElement, 'Theo price'));
  expect(priceAfter).toBeGreaterThan(before * 1.5);
  expect(money(stat('Net debit'))).toBeCloseTo(priceAfter * 100, -1);
});

test('a typed premium replaces the model price: a long call breaks even at strike + premium', async () => {
  const user = renderPage();
  const premium = within(legGroups()[0] as HTMLElement).getByRole('textbox', { name: 'Premium' });
  await user.type(premium, '7.25');
  expect(money(stat('Break-even'))).toBe(107.25);
  expect(money(stat('Net debit'))).toBe(725);

  await user.click(screen.getByRole('button', { name: 'Use the model price for leg 1' }));
  expect(premium).toHaveValue('');
  expect(money(stat('Break-even'))).not.toBe(107.25);
});

test('selling the call makes the loss unlimited', async () => {
  const user = renderPage();
  await user.click(within(legGroups()[0] as HTMLElement).getByRole('button', { name: 'Sell' }));
  expect(stat('Max loss')).toBe('Unlimited');
  expect(money(stat('Max profit'))).toBeGreaterThan(0);
  expect(screen.getByText('Net credit')).toBeInTheDocument();
});

test('invalid inputs show inline errors; the last valid results stay, dimmed and hidden from assistive tech', async () => {
  const user = renderPage();
  const price = screen.getByRole('textbox', { name: 'Underlying price' });
  await user.clear(price);
  await user.type(price, '-5');
  expect(screen.getByText('Price must be above 0')).toBeInTheDocument();
  expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText(/Fix the highlighted field to update/)).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Legs and greeks' })).not.toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Legs and greeks', hidden: true })).toBeInTheDocument();
  // Presets need a price to place their strikes.
  expect(screen.getByRole('button', { name: 'Straddle' })).toBeDisabled();

  const iv = screen.getByRole('textbox', { name: 'Implied volatility' });
  await user.clear(iv);
  await user.type(iv, '0');
  expect(screen.getByText('Volatility must be above 0%')).toBeInTheDocument();
  expect(screen.getByText(/Fix the 2 highlighted fields/)).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/NaN|Infinity/);

  await user.clear(price);
  await user.type(price, '100');
  await user.clear(iv);
  await user.type(iv, '25');
  expect(screen.getByRole('table', { name: 'Legs and greeks' })).toBeInTheDocument();
});

test('an expiry in the past and a bad quantity are reported on the leg', async () => {
  const user = renderPage();
  const leg = legGroups()[0] as HTMLElement;
  fireEvent.change(within(leg).getByLabelText('Expiry'), { target: { value: '2001-01-19' } });
  expect(within(leg).getByText('Expiry is in the past')).toBeInTheDocument();

  const quantity = within(leg).getByRole('textbox', { name: 'Contracts' });
  await user.clear(quantity);
  await user.type(quantity, '1.5');
  expect(within(leg).getByText('Quantity must be a whole number above 0')).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/NaN/);
});

test('position totals are the sum of the legs', async () => {
  const user = renderPage();
  await user.click(screen.getByRole('button', { name: 'Iron Condor' }));
  const { legRows, totalRow, cell } = greeksTable();
  expect(legRows).toHaveLength(4);
  for (const column of ['Cost', 'Delta', 'Gamma', 'Theta/day', 'Vega', 'Rho']) {
    const sum = legRows.reduce((total, row) => total + money(cell(row, column)), 0);
    // Each shown figure is rounded to its last digit; four of them can drift by two units of it.
    expect(Math.abs(sum - money(cell(totalRow, column)))).toBeLessThanOrEqual(0.02);
  }
  expect(money(cell(totalRow, 'Cost'))).toBe(-money(stat('Net credit')));
});

test('legs can be added, switched to stock and removed', async () => {
  const user = renderPage();
  await user.click(screen.getByRole('button', { name: 'Add leg' }));
  expect(legGroups()).toHaveLength(2);
  expect(screen.getByRole('heading', { name: /Legs · Custom strategy/ })).toBeInTheDocument();

  const second = legGroups()[1] as HTMLElement;
  await user.click(within(second).getByRole('combobox', { name: 'Type' }));
  await user.click(screen.getByRole('option', { name: 'Stock' }));
  expect(within(second).getByRole('textbox', { name: 'Shares' })).toHaveValue('100');
  expect(within(second).queryByRole('textbox', { name: 'Strike' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remove leg 2' }));
  await user.click(screen.getByRole('button', { name: 'Remove leg 1' }));
  expect(legGroups()).toHaveLength(0);
  expect(screen.getByText('Add at least one leg or pick a strategy')).toBeInTheDocument();
});

test('the valuation date moves the at-date figures, not the expiry payoff', async () => {
  renderPage();
  const { legRows, cell } = greeksTable();
  const thetaToday = money(cell(legRows[0] as HTMLElement, 'Theta/day'));
  const maxLoss = stat('Max loss');

  // The day before expiry: on expiry day itself the option is worth its intrinsic value.
  const slider = screen.getByRole('slider', { name: 'Days from today' });
  fireEvent.keyDown(slider, { key: 'End' });
  fireEvent.keyDown(slider, { key: 'ArrowLeft' });

  const later = greeksTable();
  // Near expiry an at-the-money option decays faster.
  expect(money(later.cell(later.legRows[0] as HTMLElement, 'Theta/day'))).toBeLessThan(thetaToday);
  expect(stat('Max loss')).toBe(maxLoss);
});

test('keeps the last position the user priced for the dashboard, not the one the page opens on', async () => {
  window.localStorage.clear();
  const user = renderPage();
  expect(readSavedPosition()).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Iron Condor' }));
  const saved = readSavedPosition();
  expect(saved?.strategy).toBe('Iron Condor');
  expect(saved?.inputs.legs).toHaveLength(4);
  expect(saved?.inputs.market.spot).toBe(100);
  window.localStorage.clear();
});
