import type { DisclosureTimeline } from '@flowdeck/api-types';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { DisclosureTimelinePanel } from './disclosure-timeline-panel';

const server = setupApiServer();

const TIMELINE: DisclosureTimeline = {
  ticker: 'LMT',
  company: 'Lockheed Martin',
  from: '2024-06-13',
  to: '2025-06-13',
  sources: ['politician', 'insider', '13f', 'lobbying', 'contract', 'filing'],
  events: [
    {
      id: 'contract:a:2025-Q2',
      date: '2025-06-03',
      source: 'contract',
      title: 'Department of Defense · award X1',
      summary: '$5,000,000 obligated',
      direction: 'neutral',
      amount: 5_000_000,
      url: null,
      simulated: true,
      acting: true,
      inCluster: true,
    },
    {
      id: 'politician:7',
      date: '2025-06-01',
      source: 'politician',
      title: 'A. Member (R-TX) · Purchase',
      summary: null,
      direction: 'buy',
      amount: 15_001,
      url: null,
      simulated: true,
      acting: true,
      inCluster: true,
    },
  ],
  total: 2,
  counts: { politician: 1, insider: 0, '13f': 0, lobbying: 0, contract: 1, filing: 0 },
  clusters: [
    {
      start: '2025-06-01',
      end: '2025-06-03',
      sources: ['politician', 'contract'],
      eventIds: ['politician:7', 'contract:a:2025-Q2'],
    },
  ],
  simulated: true,
};

describe('DisclosureTimelinePanel', () => {
  it('asks for the ticker and shows its cluster band, labelled as simulated data', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('disclosure-timeline/:x'), ({ params }) => {
        asked.push(String(params.x));
        return HttpResponse.json(TIMELINE);
      }),
    );
    renderWithProviders(<DisclosureTimelinePanel ticker="LMT" />);
    const panel = await screen.findByRole('region', { name: 'Disclosure timeline of LMT' });
    const band = await within(panel).findByRole('group', { name: /^Smart-money cluster 2025-06-01 to 2025-06-03/ });
    expect(within(band).getByText('A. Member (R-TX) · Purchase')).toBeInTheDocument();
    expect(within(band).getByText('Politician, Gov. contract', { exact: false })).toBeInTheDocument();
    expect(within(panel).getAllByText('Simulated data', { exact: true }).length).toBeGreaterThan(0);
    expect(asked).toEqual(['LMT']);
  });

  it('draws nothing without a valid ticker, and names an unknown one', async () => {
    const { container, unmount } = renderWithProviders(<DisclosureTimelinePanel ticker="not a ticker" />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    server.use(http.get(apiUrl('disclosure-timeline/:x'), () => HttpResponse.json({ error: 'no' }, { status: 404 })));
    renderWithProviders(<DisclosureTimelinePanel ticker="ZZZZ" />);
    expect(
      await screen.findByText('ZZZZ is not a listed symbol and no disclosure for it was imported.'),
    ).toBeInTheDocument();
  });
});
