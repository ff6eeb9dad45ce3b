import { screen } from '@testing-library/react';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { ChoiceFilter } from './choice-filter';

const PARTIES = [
  { value: 'D', label: 'Democrat' },
  { value: 'R', label: 'Republican' },
] as const;

test('no filter first, then the choices; picking one or going back to any reports it', async () => {
  const onChange = jest.fn();
  const { user } = renderWithProviders(
    <ChoiceFilter label="Party" anyLabel="Any party" value="R" choices={PARTIES} onChange={onChange} />,
  );
  const select = screen.getByRole('combobox', { name: 'Party' });
  expect(select).toHaveTextContent('Republican');
  await user.click(select);
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Any party',
    'Democrat',
    'Republican',
  ]);
  await user.click(screen.getByRole('option', { name: 'Democrat' }));
  expect(onChange).toHaveBeenLastCalledWith('D');
  await user.click(select);
  await user.click(screen.getByRole('option', { name: 'Any party' }));
  expect(onChange).toHaveBeenLastCalledWith(undefined);
});

test('a value from the URL that is not a choice shows as no filter; the API error shows under it', () => {
  renderWithProviders(
    <ChoiceFilter
      label="Party"
      anyLabel="Any party"
      value="Q"
      choices={PARTIES}
      error="Party must be D, R or I."
      onChange={jest.fn()}
    />,
  );
  // No choice shown: MUI leaves an empty select blank under its label.
  expect(screen.getByRole('combobox', { name: 'Party' }).textContent?.trim()).toMatch(/^\u200b?$/);
  expect(screen.getByDisplayValue('')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText('Party must be D, R or I.')).toBeInTheDocument();
});
