/**
 * Public records of companies, imported and simulated together: a ticker with imported records shows only
 * those (the real ones replace the simulation), and the whole set is kept by ticker, so one company's
 * records are found without reading everyone's (Lobbying, Govt. Contracts).
 */
export interface TickerRecords<T> {
  /** The imported records and the simulated ones of the tickers without any. */
  all: T[];
  byTicker: ReadonlyMap<string, readonly T[]>;
  /** The tickers (null: records without one) simulated records are kept for. */
  simulatedTickers: ReadonlySet<string | null>;
}

/** Whether a report for `ticker` (null: every company) shows simulated records, and so says so. */
export function showsSimulated(held: TickerRecords<unknown>, ticker: string | null): boolean {
  return ticker === null ? held.simulatedTickers.size > 0 : held.simulatedTickers.has(ticker);
}

export function tickerRecords<T extends { ticker: string | null }>(
  real: readonly T[],
  simulation: readonly T[],
): TickerRecords<T> {
  const realTickers = new Set(real.flatMap((record) => (record.ticker ? [record.ticker] : [])));
  const simulated = simulation.filter((record) => !realTickers.has(record.ticker ?? ''));
  const all = [...real, ...simulated];
  const byTicker = new Map<string, T[]>();
  for (const record of all) {
    if (!record.ticker) continue;
    const same = byTicker.get(record.ticker);
    if (same) same.push(record);
    else byTicker.set(record.ticker, [record]);
  }
  return {
    all,
    byTicker,
    simulatedTickers: new Set(simulated.map((record) => record.ticker)),
  };
}
