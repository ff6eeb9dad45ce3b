import type { MarketStatusResponse } from '@flowdeck/api-types';
import { http, HttpResponse } from 'msw';
import { TEST_API_URL } from '@flowdeck/api-client/testing';

/** Friday 20 November 2026, 10:30 New York: the session trades. */
export const OPEN_STATUS: MarketStatusResponse = {
  source: 'simulated',
  asOf: '2026-11-20T15:30:00.000Z',
  session: '2026-11-20',
  phase: 'regular',
  speed: 1,
  live: false,
  open: true,
  showing: '2026-11-20',
  sessions: ['2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17', '2026-11-16'],
  nextOpen: '2026-11-23T14:30:00.000Z',
};

/** Wednesday 25 November 2026, 06:59 New York: before the open, Tuesday is shown. */
export const CLOSED_STATUS: MarketStatusResponse = {
  source: 'simulated',
  asOf: '2026-11-25T11:59:00.000Z',
  session: '2026-11-25',
  phase: 'pre',
  speed: 1,
  live: false,
  open: false,
  showing: '2026-11-24',
  sessions: ['2026-11-24', '2026-11-23', '2026-11-20', '2026-11-19', '2026-11-18'],
  nextOpen: '2026-11-25T14:30:00.000Z',
};

/** GET market/status answering `status` (the market open by default). */
export function marketStatusHandler(status: MarketStatusResponse = OPEN_STATUS) {
  return http.get(`${TEST_API_URL}market/status`, () => HttpResponse.json(status));
}
