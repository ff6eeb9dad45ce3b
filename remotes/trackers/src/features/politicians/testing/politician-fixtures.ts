import { http, HttpResponse } from 'msw';
import { apiUrl } from '@flowdeck/api-client/testing';
import type { PoliticianCount, PoliticianDetail, PoliticianSummary, PoliticianTrade, TradesPage } from '../api/types';

export const PELOSI: PoliticianSummary = {
  id: 'P000197',
  name: 'Marion Castellane',
  party: 'D',
  chamber: 'House',
  state: 'CA',
  district: '11',
  trades: 42,
  purchases: 30,
  sales: 12,
  volumeMin: 5_000_000,
  volumeMax: 25_000_000,
  lastTrade: '2026-10-30',
  topTickers: ['NVDA', 'AAPL', 'MSFT'],
};

export const TUBERVILLE: PoliticianSummary = {
  id: 'T000278',
  name: 'Dalton Reeve',
  party: 'R',
  chamber: 'Senate',
  state: 'AL',
  district: null,
  trades: 120,
  purchases: 50,
  sales: 70,
  volumeMin: 2_000_000,
  volumeMax: 9_000_000,
  lastTrade: '2026-11-02',
  topTickers: ['XOM'],
};

export const POLITICIANS = [PELOSI, TUBERVILLE];

export const NVDA_BUY: PoliticianTrade = {
  id: 1,
  politicianId: PELOSI.id,
  politician: PELOSI.name,
  party: 'D',
  chamber: 'House',
  state: 'CA',
  district: '11',
  ticker: 'NVDA',
  assetDescription: 'NVIDIA Corporation - Common Stock',
  assetType: 'Stock',
  type: 'Purchase',
  owner: 'SP',
  amountLabel: '$1,000,001 - $5,000,000',
  amountMin: 1_000_001,
  amountMax: 5_000_000,
  transactionDate: '2026-10-01',
  disclosureDate: '2026-10-20',
  filedAfterDays: 19,
};

export const XOM_LATE_SALE: PoliticianTrade = {
  id: 2,
  politicianId: TUBERVILLE.id,
  politician: TUBERVILLE.name,
  party: 'R',
  chamber: 'Senate',
  state: 'AL',
  district: null,
  ticker: 'XOM',
  assetDescription: 'Exxon Mobil Corporation',
  assetType: 'Stock',
  type: 'Sale (Full)',
  owner: 'Self',
  amountLabel: '$15,001 - $50,000',
  amountMin: 15_001,
  amountMax: 50_000,
  transactionDate: '2026-08-01',
  disclosureDate: '2026-10-15',
  filedAfterDays: 75,
};

export const COUNT: PoliticianCount = {
  trades: 12_345,
  politicians: 211,
  tickers: 1_024,
  latestDisclosure: '2026-11-20',
};

export function tradesPage(items: PoliticianTrade[], overrides: Partial<TradesPage> = {}): TradesPage {
  return { items, total: items.length, page: 1, pageSize: 25, ...overrides };
}

export interface PoliticianApiOptions {
  trades?: TradesPage;
  /** Every trades request's query string, in order. */
  tradeRequests?: URLSearchParams[];
}

/** Handlers for the four politician endpoints, answering with the fixtures above. */
export function politicianHandlers({
  trades = tradesPage([NVDA_BUY, XOM_LATE_SALE]),
  tradeRequests,
}: PoliticianApiOptions = {}) {
  return [
    http.get(apiUrl('politician/count'), () => HttpResponse.json(COUNT)),
    http.get(apiUrl('politician/politicians'), () => HttpResponse.json({ items: POLITICIANS })),
    http.get(apiUrl('politician/trades'), ({ request }) => {
      tradeRequests?.push(new URL(request.url).searchParams);
      return HttpResponse.json(trades);
    }),
    http.get(apiUrl('politician/:id'), ({ params }) => {
      const politician = POLITICIANS.find((p) => p.id === params.id);
      if (!politician) return HttpResponse.json({ error: 'Politician not found' }, { status: 404 });
      const detail: PoliticianDetail = {
        politician,
        trades: [NVDA_BUY, XOM_LATE_SALE].filter((t) => t.politicianId === politician.id),
      };
      return HttpResponse.json(detail);
    }),
  ];
}
