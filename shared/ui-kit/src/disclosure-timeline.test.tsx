import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  DisclosureTimelineView,
  SMART_MONEY_CLUSTER_LABEL,
  clusterBands,
  type TimelineEventView,
} from './disclosure-timeline';

const LABELS = { insider: 'Insider', politician: 'Politician', filing: 'SEC filing', '13f': '13F' };

const event = (id: string, date: string, source: string, over: Partial<TimelineEventView> = {}): TimelineEventView => ({
  id,
  date,
  source,
  title: `title ${id}`,
  summary: null,
  direction: 'neutral',
  amount: null,
  url: null,
  simulated: true,
  inCluster: false,
  ...over,
});

describe('DisclosureTimelineView', () => {
  it('draws a cluster as a badged band holding its events; the rest stay outside, grouped by month', () => {
    const events = [
      event('late', '2025-06-20', 'filing', { title: '10-Q · Quarterly report' }),
      event('p', '2025-06-05', 'politician', { inCluster: true, direction: 'buy', amount: 15001 }),
      event('i', '2025-06-02', 'insider', { inCluster: true, direction: 'sell', url: 'https://www.sec.gov/x' }),
      event('old', '2025-05-10', '13f'),
    ];
    render(
      <DisclosureTimelineView
        events={events}
        clusters={[
          { start: '2025-06-02', end: '2025-06-05', sources: ['politician', 'insider'], eventIds: ['i', 'p'] },
        ]}
        sourceLabels={LABELS}
        emptyText="nothing"
        ruleText="two sources within 7 days"
        counts={{ politician: 1, insider: 1, filing: 1, '13f': 1, lobbying: 0 }}
      />,
    );
    const band = screen.getByRole('group', { name: `${SMART_MONEY_CLUSTER_LABEL} 2025-06-02 to 2025-06-05` });
    expect(within(band).getByText(SMART_MONEY_CLUSTER_LABEL)).toBeInTheDocument();
    expect(within(band).getByText('title p')).toBeInTheDocument();
    expect(within(band).getByRole('link', { name: 'title i' })).toHaveAttribute('href', 'https://www.sec.gov/x');
    expect(within(band).getByText('Sell')).toBeInTheDocument();
    expect(within(band).getByText('$15,001')).toBeInTheDocument();
    expect(within(band).queryByText('10-Q · Quarterly report')).toBeNull();
    expect(within(band).queryByText('title old')).toBeNull();
    expect(screen.getByText(`1 × ${SMART_MONEY_CLUSTER_LABEL}`)).toBeInTheDocument();
    expect(screen.getByText('two sources within 7 days')).toBeInTheDocument();
    const legend = screen.getByLabelText('Events per source');
    expect(within(legend).getByText('Insider 1')).toBeInTheDocument();
    expect(within(legend).queryByText(/Lobbying/)).toBeNull();
    const june = screen.getByRole('region', { name: 'June 2025' });
    expect(within(june).getByText('10-Q · Quarterly report')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'May 2025' })).getByText('title old')).toBeInTheDocument();
  });

  it('the legend switches a source off and on: its events leave the list, and a band with none left goes', () => {
    render(
      <DisclosureTimelineView
        events={[
          event('p', '2025-06-05', 'politician', { inCluster: true }),
          event('i', '2025-06-02', 'insider', { inCluster: true }),
          event('f', '2025-05-10', 'filing'),
        ]}
        clusters={[
          { start: '2025-06-02', end: '2025-06-05', sources: ['politician', 'insider'], eventIds: ['i', 'p'] },
        ]}
        sourceLabels={LABELS}
        emptyText="nothing"
        counts={{ politician: 1, insider: 1, filing: 1 }}
      />,
    );
    const legend = screen.getByLabelText('Events per source');
    const insider = within(legend).getByRole('button', { name: 'Insider 1' });
    expect(insider).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(insider);
    expect(insider).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('title i')).toBeNull();
    expect(screen.getByText('title p')).toBeInTheDocument();
    fireEvent.click(within(legend).getByRole('button', { name: 'Politician 1' }));
    expect(screen.queryByRole('group', { name: /Smart-money cluster/ })).toBeNull();
    expect(screen.getByText('title f')).toBeInTheDocument();
    fireEvent.click(within(legend).getByRole('button', { name: 'SEC filing 1' }));
    expect(screen.getByText('Every source is switched off: switch one on above.')).toBeInTheDocument();
    fireEvent.click(insider);
    expect(screen.getByText('title i')).toBeInTheDocument();
  });

  it('without clusters there is no badge; with no events it says why', () => {
    const { rerender } = render(
      <DisclosureTimelineView
        events={[event('a', '2025-01-02', 'insider')]}
        clusters={[]}
        sourceLabels={LABELS}
        emptyText="No disclosures for ZZZ in the last year."
      />,
    );
    expect(screen.queryByText(SMART_MONEY_CLUSTER_LABEL)).toBeNull();
    expect(screen.getByText('No smart-money cluster in this window.')).toBeInTheDocument();
    expect(screen.getByText('title a')).toBeInTheDocument();
    rerender(
      <DisclosureTimelineView
        events={[]}
        clusters={[]}
        sourceLabels={LABELS}
        emptyText="No disclosures for ZZZ in the last year."
      />,
    );
    expect(screen.getByText('No disclosures for ZZZ in the last year.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('merges overlapping clusters into one band', () => {
    expect(
      clusterBands([
        { start: '2025-02-06', end: '2025-02-12', sources: ['contract', 'filing'], eventIds: [] },
        { start: '2025-02-01', end: '2025-02-06', sources: ['insider', 'contract'], eventIds: [] },
        { start: '2025-03-01', end: '2025-03-02', sources: ['13f', 'insider'], eventIds: [] },
      ]),
    ).toEqual([
      { start: '2025-02-01', end: '2025-02-12', sources: ['insider', 'contract', 'filing'] },
      { start: '2025-03-01', end: '2025-03-02', sources: ['13f', 'insider'] },
    ]);
  });
});
