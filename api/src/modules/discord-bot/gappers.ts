/**
 * Gappers: the stocks and ETFs whose regular-session open is furthest from the previous close. The bot
 * posts them once per session shortly after 09:30 New York. The market service's biggest movers rank
 * `last` against the previous close (the move so far); a gap is the open against it, read from the same
 * session quotes.
 */
import type { SessionQuote } from '../../market/source.js';
import { type IsoDate, MINUTE_MS, sessionTimes } from '@flowdeck/market-calendar';

/** Gappers listed each way. */
export const GAPPERS_PER_SIDE = 5;
/** Posted once market time is this far past the open (the opening prints are in by then). */
export const GAPPERS_DELAY_MS = MINUTE_MS;
/** …and no later than this after the open: a process started mid-session does not post "the open". */
export const GAPPERS_WINDOW_MS = 60 * MINUTE_MS;

export interface Gapper {
  symbol: string;
  name: string;
  /** (open − previous close) / previous close, in percent, two decimals. */
  gapPercent: number;
  open: number;
  previousClose: number;
  last: number;
}

export interface Gappers {
  session: IsoDate;
  /** Market time of the quotes (epoch ms). */
  asOf: number;
  up: Gapper[];
  down: Gapper[];
}

export interface GapperInstrument {
  symbol: string;
  name: string;
  assetType: 'stock' | 'etf' | 'index';
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The biggest gaps up and down among stocks and ETFs (indices do not trade, so they do not gap). */
export function rankGappers(
  quotes: readonly SessionQuote[],
  instruments: readonly GapperInstrument[],
  session: IsoDate,
  asOf: number,
  perSide = GAPPERS_PER_SIDE,
): Gappers {
  const bySymbol = new Map(instruments.map((i) => [i.symbol, i]));
  const gaps: Gapper[] = [];
  for (const q of quotes) {
    const instrument = bySymbol.get(q.symbol);
    if (!instrument || instrument.assetType === 'index') continue;
    if (q.open === null || !(q.prevClose > 0)) continue;
    gaps.push({
      symbol: q.symbol,
      name: instrument.name,
      gapPercent: round2(((q.open - q.prevClose) / q.prevClose) * 100),
      open: q.open,
      previousClose: q.prevClose,
      last: q.last,
    });
  }
  const alphabetical = (a: Gapper, b: Gapper) => (a.symbol < b.symbol ? -1 : 1);
  return {
    session,
    asOf,
    up: gaps
      .filter((g) => g.gapPercent > 0)
      .sort((a, b) => b.gapPercent - a.gapPercent || alphabetical(a, b))
      .slice(0, perSide),
    down: gaps
      .filter((g) => g.gapPercent < 0)
      .sort((a, b) => a.gapPercent - b.gapPercent || alphabetical(a, b))
      .slice(0, perSide),
  };
}

/**
 * Whether market time `at` calls for the session's gappers: inside the window after the open, or — with
 * a fast clock whose ticks jump over the window — on the first tick past the open's delay (`previous` was
 * before it) while the session is still open.
 */
export function gappersDue(session: IsoDate, at: number, previous: number | null): boolean {
  const times = sessionTimes(session);
  const from = times.open + GAPPERS_DELAY_MS;
  if (at < from || at >= times.close) return false;
  return at < times.open + GAPPERS_WINDOW_MS || (previous !== null && previous < from);
}
