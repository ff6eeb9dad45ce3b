import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { analyzeStrategy } from './hooks/use-strategy-analysis';
import { validateCalculator } from './stores/validation';
import { initialCalculatorState } from './stores/calculator-state';
import { PayoffChart } from './components/payoff-chart';
import { PlMatrix } from './components/pl-matrix';
import { GreeksTable } from './components/greeks-table';
import { SummaryStats } from './components/summary-stats';
import OptionsCalculatorPage from './options-calculator-page';

test('profile', () => {
  const inputs = validateCalculator(initialCalculatorState('2026-11-22'), '2026-11-22').inputs!;
  const a = analyzeStrategy(inputs);
  renderWithProviders(<SummaryStats analysis={a} spot={100} />).unmount();
  const parts: [string, () => JSX.Element][] = [
    ['chart', () => <PayoffChart analysis={a} spot={100} valuationDate="2026-11-22" today="2026-11-22" />],
    ['matrix', () => <PlMatrix matrix={a.matrix} spot={100} expiry={a.expiryDate} today="2026-11-22" />],
    ['greeks', () => <GreeksTable analysis={a} symbol="" />],
    ['stats', () => <SummaryStats analysis={a} spot={100} />],
    ['page', () => <OptionsCalculatorPage />],
  ];
  for (const [name, el] of parts) {
    let t = performance.now();
    const r = renderWithProviders(el());
    const n = document.querySelectorAll('*').length;
    const render = performance.now() - t;
    t = performance.now();
    screen.queryAllByRole('button');
    console.log(name, 'render', Math.round(render), 'elements', n, 'byRole', Math.round(performance.now() - t), 'styles', document.querySelectorAll('style').length);
    r.unmount();
  }
});
