import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { makeMover } from '../../../test/scanner-fixtures';
import { NO_CATALYST } from './move-catalysts';
import { MoversTable } from './movers-table';

describe('MoversTable', () => {
  it('says under each mover why it moved: the strongest catalyst, its article, the others behind +N', async () => {
    const { user } = renderWithProviders(
      <MoversTable
        title="Top gainers"
        empty="none"
        rows={[
          makeMover('ACME', 9.4, 52, [
            {
              kind: 'earnings',
              at: null,
              text: 'Reported Q3 FY2026 before the open: EPS $1.64 vs $1.52 expected, beat by 7.9%',
              source: 'Simulated data',
              link: null,
            },
            {
              kind: 'news',
              at: '2026-11-24T13:00:00.000Z',
              text: 'Acme wins a large contract',
              source: 'Test Wire',
              link: 'https://wire.example/acme',
            },
            {
              kind: 'analyst',
              at: '2026-11-24T12:05:00.000Z',
              text: 'Goldman Sachs upgrades to Buy from Neutral',
              source: 'Simulated data',
              link: null,
            },
          ]),
          makeMover('ZETA', 4.1, 10, [
            {
              kind: 'news',
              at: '2026-11-24T14:00:00.000Z',
              text: 'Zeta names a new chief executive',
              source: 'Test Wire',
              link: 'https://wire.example/zeta',
            },
          ]),
          makeMover('QUIET', 3.2, 20),
          makeMover('FLOWY', 2.9, 30, [
            {
              kind: 'flow',
              at: '2026-11-24T15:10:00.000Z',
              text: 'Unusual options activity: 4 orders, $1.3M premium, 92% bullish; largest $600K $32C Dec 18 sweep',
              source: 'Simulated data',
              link: null,
            },
          ]),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Top gainers' });
    const why = within(table).getAllByLabelText('Why it moved');
    expect(why).toHaveLength(3);
    expect(why[2]).toHaveTextContent(
      'Options flowUnusual options activity: 4 orders, $1.3M premium, 92% bullish; largest $600K $32C Dec 18 sweep',
    );
    expect(why[0]).toHaveTextContent(
      'EarningsReported Q3 FY2026 before the open: EPS $1.64 vs $1.52 expected, beat by 7.9%+2',
    );
    const more = within(why[0] as HTMLElement).getByText('+2');
    expect(more).toHaveAccessibleName(
      '2 more: News: Acme wins a large contract · Tue 8:00 AM ET · Test Wire; Analyst: Goldman Sachs upgrades to Buy from Neutral · Tue 7:05 AM ET · Simulated data',
    );
    await user.hover(more);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('News: Acme wins a large contract');

    expect(
      within(why[1] as HTMLElement).getByRole('link', { name: 'Zeta names a new chief executive' }),
    ).toHaveAttribute('href', 'https://wire.example/zeta');
    // A move on no news says so.
    expect(within(table).getByText(NO_CATALYST)).toBeInTheDocument();
  });
});
