import { setupApiServer, TEST_API_URL } from '@flowdeck/api-client/testing';
import type { DisclosureEvent, DisclosureTimeline } from '@flowdeck/api-types';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { DisclosuresPanel } from './disclosures-panel';

const event = (id: string, date: string, source: DisclosureEvent['source'], inCluster: boolean): DisclosureEvent => ({
  id,
  date,
  source,
  title: `title ${id}`,
  summary: null,
  direction: 'buy',
  amount: 1000,
  url: null,
  simulated: true,
  acting: true,
  inCluster,
});

const EMPTY_COUNTS = { politician: 0, insider: 0, '13f': 0, lobbying: 0, contract: 0, filing: 0 };
const timeline = (over: Partial<DisclosureTimeline>): DisclosureTimeline => ({
  ticker: 'MSFT',
  company: 'Microsoft Corporation',
  from: '2024-06-13',
  to: '2025-06-13',
  sources: ['politician', 'insider', '13f', 'lobbying', 'contract', 'filing'],
  events: [],
  total: 0,
  counts: EMPTY_COUNTS,
  clusters: [],
  simulated: true,
  ...over,
});

let answer: { status: number; body: DisclosureTimeline | { error: string } } = { status: 200, body: timeline({}) };
setupApiServer(
  http.get(`${TEST_API_URL}disclosure-timeline/:x`, () => HttpResponse.json(answer.body, { status: answer.status })),
);

describe('DisclosuresPanel', () => {
  it('shows the timeline with the smart-money cluster band', async () => {
    answer = {
      status: 200,
      body: timeline({
        events: [event('i', '2025-05-03', 'insider', true), event('p', '2025-05-01', 'politician', true)],
        total: 2,
        clusters: [
          { start: '2025-05-01', end: '2025-05-03', sources: ['politician', 'insider'], eventIds: ['p', 'i'] },
        ],
      }),
    };
    renderWithProviders(<DisclosuresPanel symbol="MSFT" />);
    const band = await screen.findByRole('group', { name: /Smart-money cluster 2025-05-01 to 2025-05-03/ });
    expect(within(band).getByText('title i')).toBeInTheDocument();
    expect(within(band).getByText('title p')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Disclosures of MSFT' })).toHaveTextContent('(2 events)');
  });

  it('says why it is empty, and names an unknown symbol', async () => {
    answer = { status: 200, body: timeline({}) };
    const { unmount } = renderWithProviders(<DisclosuresPanel symbol="MSFT" />);
    expect(await screen.findByText(/No disclosures for MSFT from 2024-06-13 to 2025-06-13/)).toBeInTheDocument();
    unmount();
    answer = { status: 404, body: { error: 'No disclosures for ZZZZ' } };
    renderWithProviders(<DisclosuresPanel symbol="ZZZZ" />);
    expect(await screen.findByText('No disclosure source knows ZZZZ.')).toBeInTheDocument();
  });
});
