import type {
  BiggestMoversResponse,
  BreakRow,
  BreaksResponse,
  GapperRow,
  GappersResponse,
  MoverRow,
  RelativeVolumeResponse,
  RelativeVolumeRow,
  ScannerResponse,
  VwapDeviationResponse,
  VwapRow,
} from '@flowdeck/api-types';

/** What every scanner answer says: the fixture session (Friday 20 November 2026), bars to 10:31 New York. */
export function scannerBase(overrides: Partial<ScannerResponse> = {}): ScannerResponse {
  return {
    source: 'simulated',
    asOf: '2026-11-20T15:31:07.000Z',
    session: '2026-11-20',
    live: true,
    barsTo: '2026-11-20T15:31:00.000Z',
    scanned: 500,
    ...overrides,
  };
}

export function makeMover(
  symbol: string,
  changePercent: number,
  price = 100,
  catalysts: MoverRow['catalysts'] = [],
): MoverRow {
  const reference = Number((price / (1 + changePercent / 100)).toFixed(2));
  return {
    symbol,
    name: `${symbol} Inc.`,
    sector: 'Technology',
    assetType: 'stock',
    marketCap: 50e9,
    price,
    reference,
    change: Number((price - reference).toFixed(2)),
    changePercent,
    volume: 2_000_000,
    relativeVolume: 1.5,
    catalysts,
  };
}

export function makeMoversResponse(
  items: MoverRow[],
  overrides: Partial<BiggestMoversResponse> = {},
): BiggestMoversResponse {
  return { ...scannerBase(), part: 'regular', noiseFilters: true, items, sectors: [], ...overrides };
}

export function makeGapper(symbol: string, gapPercent: number, last = 50): GapperRow {
  return {
    symbol,
    name: `${symbol} Inc.`,
    sector: 'Technology',
    previousClose: 40,
    gapPrice: 40 * (1 + gapPercent / 100),
    basis: 'open',
    gapPercent,
    fillPercent: 10,
    changeFromOpenPercent: 1,
    last,
    preMarketVolume: 100_000,
    volume: 1_000_000,
    relativeVolume: 3,
  };
}

export function makeGappersResponse(items: GapperRow[]): GappersResponse {
  return { ...scannerBase(), direction: 'up', basis: 'open', minGapPercent: 2, noiseFilters: true, items };
}

export function makeRelativeVolumeRow(symbol: string, relativeVolume: number, last = 20): RelativeVolumeRow {
  return {
    symbol,
    name: `${symbol} Inc.`,
    sector: 'Technology',
    last,
    changePercent: 2,
    part: 'regular',
    volume: 3_000_000,
    usualVolume: 3_000_000 / relativeVolume,
    relativeVolume,
    dailyRatio: 1.2,
    averageDailyVolume: 5_000_000,
  };
}

export function makeRelativeVolumeResponse(items: RelativeVolumeRow[]): RelativeVolumeResponse {
  return {
    ...scannerBase(),
    part: 'regular',
    historySessions: 20,
    lookbackSessions: 20,
    averageVolumeSessions: 30,
    noiseFilters: true,
    items,
  };
}

export function makeVwapRow(symbol: string, deviationPercent: number, last = 100): VwapRow {
  return {
    symbol,
    name: `${symbol} Inc.`,
    sector: 'Technology',
    last,
    changePercent: 1,
    vwap: last / (1 + deviationPercent / 100),
    sigma: 0.5,
    deviationPercent,
    deviationSigma: 2.5,
    volume: 1_000_000,
  };
}

export function makeVwapResponse(items: VwapRow[]): VwapDeviationResponse {
  return { ...scannerBase(), side: 'above', noiseFilters: true, items };
}

export function makeBreak(symbol: string, travelledPercent: number, direction: 'up' | 'down' = 'up'): BreakRow {
  return {
    symbol,
    name: `${symbol} Inc.`,
    sector: 'Technology',
    type: '20-day',
    direction,
    level: 100,
    time: '2026-11-20T15:00:00.000Z',
    price: 101,
    last: 100 * (1 + travelledPercent / 100),
    travelledPercent,
    relativeVolume: 2,
    confirmed: true,
    spark: [99, 100, 101],
  };
}

export function makeBreaksResponse(items: BreakRow[], direction: 'up' | 'down' = 'up'): BreaksResponse {
  return {
    ...scannerBase(),
    direction,
    rvolThreshold: 1.5,
    sessions52: 252,
    allTimeSince: null,
    noiseFilters: true,
    counts: {
      '20-day': items.length,
      'donchian-55': 0,
      '52-week': 0,
      'all-time': 0,
      'opening-range-5': 0,
      'opening-range-15': 0,
      'opening-range-30': 0,
      'pre-market': 0,
    },
    items,
  };
}
