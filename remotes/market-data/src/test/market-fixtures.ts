import type { NewsPage } from '@flowdeck/api-types';
import type { CompanyProfile, CompanyProfileResponse, DailyBar } from '../api/get-company-profile';

/** Weekday bars from `start`, with a deterministic wiggle around a gentle trend. */
export function makeBars(count: number, { start = '2024-11-01', price = 100 } = {}): DailyBar[] {
  const bars: DailyBar[] = [];
  const day = new Date(`${start}T00:00:00Z`);
  let close = price;
  while (bars.length < count) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      const open = close;
      close = Number((open * (1 + Math.sin(bars.length) * 0.01 + 0.001)).toFixed(2));
      bars.push({
        date: day.toISOString().slice(0, 10),
        open,
        high: Number((Math.max(open, close) * 1.005).toFixed(2)),
        low: Number((Math.min(open, close) * 0.995).toFixed(2)),
        close,
        volume: 1_000_000 + bars.length * 1000,
      });
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return bars;
}

/** A company-profile response for `symbol`; figures can be overridden per test. */
export function makeCompanyProfile(
  symbol: string,
  {
    name = `${symbol} Inc.`,
    last = 100,
    changePercent = 1.25,
    profile,
  }: { name?: string; last?: number; changePercent?: number; profile?: Partial<CompanyProfile> } = {},
): CompanyProfileResponse {
  const previousClose = Number((last / (1 + changePercent / 100)).toFixed(2));
  return {
    profile: {
      symbol,
      name,
      exchange: 'NASDAQ',
      assetType: 'stock',
      sector: 'Technology',
      industry: 'Software—Infrastructure',
      marketCap: 3_120_450_000_000,
      floatShares: 7_180_000_000,
      sharesOutstanding: 7_430_000_000,
      description: `${name} makes things traders care about.`,
      ceo: 'Satya Nadella',
      headquarters: 'Redmond, Washington',
      founded: 1975,
      employees: 228_000,
      website: 'https://www.microsoft.com',
      ...profile,
    },
    quote: {
      last,
      previousClose,
      change: Number((last - previousClose).toFixed(2)),
      changePercent,
      open: previousClose,
      high: Number((last * 1.01).toFixed(2)),
      low: Number((previousClose * 0.99).toFixed(2)),
      volume: 24_600_000,
      averageVolume30d: 20_500_000,
      fiftyTwoWeekHigh: Number((last * 1.2).toFixed(2)),
      fiftyTwoWeekLow: Number((last * 0.7).toFixed(2)),
      asOf: '2025-11-21T21:00:00Z',
    },
    bars: makeBars(260, { price: last * 0.8 }),
  };
}

/** A news/{x} answer: one simulated headline per title, newest first, a minute apart. */
export function makeNewsPage(ticker: string, titles: readonly string[]): NewsPage {
  const newest = Date.parse('2026-11-20T19:05:00.000Z');
  return {
    items: titles.map((title, index) => ({
      id: `sim:${ticker}:${index}`,
      publishedAt: new Date(newest - index * 60_000).toISOString(),
      title,
      summary: null,
      link: null,
      source: 'Simulated data',
      tickers: [ticker],
      sentiment: 'positive',
      score: 0.5,
      major: false,
      simulated: true,
      movePercent: null,
    })),
    nextCursor: null,
    asOf: '2026-11-20T20:00:00.000Z',
    simulated: true,
    sources: titles.length > 0 ? ['Simulated data'] : [],
  };
}
