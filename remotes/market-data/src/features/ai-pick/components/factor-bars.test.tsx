import { AI_PICK_GROUPS } from '@flowdeck/endpoints/ai-pick';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { FactorBars } from './factor-bars';

describe('FactorBars', () => {
  it('names every feature group with its push on the log-odds, fundamentals and news included', () => {
    const values = [0.12, -0.05, 0, 0.2, -0.01, 0.31, -0.3];
    renderWithProviders(
      <FactorBars
        contributions={AI_PICK_GROUPS.map((group, i) => ({ group, value: values[i] ?? 0 }))}
        baseline={-0.1}
        logit={0.17}
      />,
    );
    const bars = within(screen.getByRole('list', { name: 'Factor breakdown' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Momentum +0.12',
      'Trend −0.05',
      'Volume 0.00',
      'Analysts +0.20',
      'Insiders −0.01',
      'Fundamentals +0.31',
      'News −0.30',
    ]);
    expect(screen.getByText('Fundamentals')).toBeInTheDocument();
    expect(screen.getByTestId('logit-sum')).toHaveTextContent('Baseline −0.10 + groups +0.27 = +0.17 log-odds');
  });
});
