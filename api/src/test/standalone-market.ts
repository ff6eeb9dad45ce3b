/**
 * A simulated market without a database: the universe's price models with daily history simulated
 * in memory, for unit tests and benchmarks (the API builds the same thing from the seeded tables).
 */
import { instrumentModel, universe } from '../sources/simulator/universe/universe.js';
import { buildInstruments, type InstrumentInput } from '../sources/simulator/market/instruments.js';
import { SimulatedMarket } from '../sources/simulator/market/market-simulator.js';
import { type DailyBar, simulateBars } from '../sources/simulator/market/price-model.js';
import { type IsoDate, sessionsEndingAt } from '@flowdeck/market-calendar';

export interface StandaloneOptions {
  seed: number;
  /** Last session of the simulated daily history; the market then runs on the sessions after it. */
  historyEnd: IsoDate;
  /** Daily bars of history (the simulator needs the previous close and the volatility index). */
  historyDays?: number;
  /** Only these symbols (default: the whole universe). */
  symbols?: readonly string[];
  activity?: number;
}

export function standaloneMarket(options: StandaloneOptions): SimulatedMarket {
  const wanted = options.symbols ? new Set(options.symbols) : null;
  const sessions = sessionsEndingAt(options.historyEnd, options.historyDays ?? 10);
  const history = new Map<string, DailyBar[]>();
  const inputs: InstrumentInput[] = [];
  for (const entry of universe()) {
    if (wanted && !wanted.has(entry.symbol)) continue;
    const model = instrumentModel(entry);
    history.set(entry.symbol, simulateBars(model, sessions, entry.referencePrice, options.seed));
    inputs.push({
      symbol: entry.symbol,
      name: entry.name,
      sector: entry.sector,
      assetType: entry.assetType,
      marketCap: entry.marketCap,
      referencePrice: entry.referencePrice,
      model,
    });
  }
  return new SimulatedMarket({
    seed: options.seed,
    instruments: buildInstruments(inputs),
    history,
    ...(options.activity !== undefined ? { activity: options.activity } : {}),
  });
}
