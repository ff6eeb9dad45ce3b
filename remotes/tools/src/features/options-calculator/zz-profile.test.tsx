import { screen, fireEvent } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import OptionsCalculatorPage from './options-calculator-page';
import { analyzeStrategy } from './hooks/use-strategy-analysis';
import { validateCalculator } from './stores/validation';
import { initialCalculatorState } from './stores/calculator-state';

test('profile', () => {
  let t = performance.now();
  const inputs = validateCalculator(initialCalculatorState('2026-11-22'), '2026-11-22').inputs!;
  for (let i = 0; i < 10; i++) analyzeStrategy(inputs);
  console.log('analysis x10', performance.now() - t);
  t = performance.now();
  renderWithProviders(<OptionsCalculatorPage />);
  console.log('render', performance.now() - t);
  t = performance.now();
  fireEvent.change(screen.getByRole('textbox', { name: 'Implied volatility' }), { target: { value: '31' } });
  console.log('change', performance.now() - t);
  t = performance.now();
  fireEvent.change(screen.getByRole('textbox', { name: 'Implied volatility' }), { target: { value: '32' } });
  console.log('change2', performance.now() - t);
  t = performance.now();
  screen.getByRole('table', { name: 'Legs and greeks' });
  console.log('getByRole table', performance.now() - t);
  t = performance.now();
  screen.getByRole('textbox', { name: 'Implied volatility' });
  console.log('getByRole textbox', performance.now() - t);
});
