/**
 * The 13F book: every filer's holdings per quarter (simulated and imported alike) and the pure
 * computations the endpoints answer with — quarter-over-quarter changes per filer, holders per stock and
 * market-wide activity. A change needs the filer's previous quarter on file; without it a position's
 * change is unknown (null), never "new".
 */
import type {
  InstitutionalActivity,
  InstitutionalChange,
  InstitutionalChangeCounts,
  InstitutionalFilerSummary,
  InstitutionalHolder,
  InstitutionalPosition,
  InstitutionalSectorWeight,
  InstitutionalStockHolders,
} from '@flowdeck/api-types';
import { FILER_TOP_HOLDINGS, INSTITUTIONAL_TOP } from '@flowdeck/endpoints/institutional';
import { quartersEndingAt, shiftQuarter } from '../../lib/quarters.js';

/** How many quarters a stock's holder history reaches back. */
const STOCK_HISTORY_QUARTERS = 8;

export interface BookHolding {
  ticker: string | null;
  issuer: string;
  titleOfClass: string;
  cusip: string | null;
  sector: string | null;
  putCall: 'Put' | 'Call' | null;
  shares: number;
  /** Dollars. */
  value: number;
}

export interface FilerQuarter {
  cik: string;
  name: string;
  style: string | null;
  quarter: string;
  source: string;
  filingUrl: string | null;
  filed: string | null;
  holdings: BookHolding[];
}

export interface Book {
  /** cik → quarter → the filer's quarter. */
  filers: Map<string, Map<string, FilerQuarter>>;
  /** Every quarter with a filing, newest first. */
  quarters: string[];
}

export function createBook(entries: readonly FilerQuarter[]): Book {
  const filers = new Map<string, Map<string, FilerQuarter>>();
  const quarters = new Set<string>();
  for (const entry of entries) {
    const byQuarter = filers.get(entry.cik) ?? new Map<string, FilerQuarter>();
    byQuarter.set(entry.quarter, entry);
    filers.set(entry.cik, byQuarter);
    quarters.add(entry.quarter);
  }
  return { filers, quarters: [...quarters].sort().reverse() };
}

/** One position of a filer: the security (ticker, else CUSIP, else issuer) and whether it is a put or call. */
export function holdingKey(holding: Pick<BookHolding, 'ticker' | 'cusip' | 'issuer' | 'putCall'>): string {
  return `${holding.ticker ?? holding.cusip ?? holding.issuer}|${holding.putCall ?? ''}`;
}

/** Several rows of one security (per manager or discretion) are one position. */
export function mergeHoldings(holdings: readonly BookHolding[]): BookHolding[] {
  const merged = new Map<string, BookHolding>();
  for (const holding of holdings) {
    const key = holdingKey(holding);
    const seen = merged.get(key);
    merged.set(
      key,
      seen ? { ...seen, shares: seen.shares + holding.shares, value: seen.value + holding.value } : holding,
    );
  }
  return [...merged.values()];
}

export function classifyChange(previousShares: number, shares: number): InstitutionalChange {
  if (previousShares <= 0 && shares > 0) return 'new';
  if (previousShares > 0 && shares <= 0) return 'sold out';
  if (shares > previousShares) return 'added';
  if (shares < previousShares) return 'reduced';
  return 'unchanged';
}

export function portfolioValue(quarter: FilerQuarter): number {
  return quarter.holdings.reduce((sum, holding) => sum + holding.value, 0);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The positions of `current` against `previous` (the filer's quarter before, when on file): every current
 * holding, then the ones sold out since; largest value first, sold-out positions by their former value.
 */
export function comparePositions(current: FilerQuarter, previous: FilerQuarter | undefined): InstitutionalPosition[] {
  const total = portfolioValue(current);
  const before = new Map((previous?.holdings ?? []).map((holding) => [holdingKey(holding), holding]));
  const positions: InstitutionalPosition[] = current.holdings.map((holding) => {
    const prior = before.get(holdingKey(holding));
    const previousShares = previous ? (prior?.shares ?? 0) : null;
    const previousValue = previous ? (prior?.value ?? 0) : null;
    return {
      ticker: holding.ticker,
      issuer: holding.issuer,
      titleOfClass: holding.titleOfClass,
      cusip: holding.cusip,
      sector: holding.sector,
      putCall: holding.putCall,
      shares: holding.shares,
      previousShares,
      sharesChange: previousShares === null ? null : holding.shares - previousShares,
      value: holding.value,
      previousValue,
      valueChange: previousValue === null ? null : holding.value - previousValue,
      weight: total > 0 ? round2((holding.value / total) * 100) : 0,
      change: previousShares === null ? null : classifyChange(previousShares, holding.shares),
    };
  });
  const held = new Set(current.holdings.map(holdingKey));
  const soldOut: InstitutionalPosition[] = (previous?.holdings ?? [])
    .filter((holding) => !held.has(holdingKey(holding)))
    .map((holding) => ({
      ticker: holding.ticker,
      issuer: holding.issuer,
      titleOfClass: holding.titleOfClass,
      cusip: holding.cusip,
      sector: holding.sector,
      putCall: holding.putCall,
      shares: 0,
      previousShares: holding.shares,
      sharesChange: -holding.shares,
      value: 0,
      previousValue: holding.value,
      valueChange: -holding.value,
      weight: 0,
      change: 'sold out',
    }));
  positions.sort((a, b) => b.value - a.value);
  soldOut.sort((a, b) => (b.previousValue ?? 0) - (a.previousValue ?? 0));
  return [...positions, ...soldOut];
}

export function changeCounts(positions: readonly InstitutionalPosition[]): InstitutionalChangeCounts | null {
  if (positions.some((position) => position.change === null)) return null;
  const count = (change: InstitutionalChange) => positions.filter((position) => position.change === change).length;
  return {
    new: count('new'),
    added: count('added'),
    reduced: count('reduced'),
    soldOut: count('sold out'),
    unchanged: count('unchanged'),
  };
}

/**
 * The value a position's share change bought (positive) or sold (negative), at the quarter's price (the
 * previous quarter's for a sell-out, which has no price now): separates trading from price moves.
 */
export function tradedValue(position: InstitutionalPosition): number {
  if (position.sharesChange === null || position.sharesChange === 0) return 0;
  if (position.shares > 0) return (position.sharesChange * position.value) / position.shares;
  const price = position.previousShares ? (position.previousValue ?? 0) / position.previousShares : 0;
  return position.sharesChange * price;
}

export function filerSummary(
  current: FilerQuarter,
  previous: FilerQuarter | undefined,
  positions: readonly InstitutionalPosition[] = comparePositions(current, previous),
): InstitutionalFilerSummary {
  const value = portfolioValue(current);
  const previousValue = previous ? portfolioValue(previous) : null;
  return {
    cik: current.cik,
    name: current.name,
    style: current.style,
    quarter: current.quarter,
    source: current.source,
    filingUrl: current.filingUrl,
    filed: current.filed,
    value,
    previousValue,
    valueChange: previousValue === null ? null : value - previousValue,
    positions: current.holdings.length,
    counts: changeCounts(positions),
    topHoldings: positions
      .filter((position) => position.value > 0)
      .slice(0, FILER_TOP_HOLDINGS)
      .map((position) => ({ ticker: position.ticker, issuer: position.issuer, weight: position.weight })),
  };
}

export function sectorWeights(holdings: readonly BookHolding[]): InstitutionalSectorWeight[] {
  const total = holdings.reduce((sum, holding) => sum + holding.value, 0);
  const bySector = new Map<string, number>();
  for (const holding of holdings) {
    const sector = holding.sector ?? 'Other';
    bySector.set(sector, (bySector.get(sector) ?? 0) + holding.value);
  }
  return [...bySector]
    .map(([sector, value]) => ({ sector, value, weight: total > 0 ? round2((value / total) * 100) : 0 }))
    .sort((a, b) => b.value - a.value);
}

/** The filer's quarter and the one before it (when on file). */
export function filerQuarters(book: Book, cik: string, quarter: string) {
  const byQuarter = book.filers.get(cik);
  return { current: byQuarter?.get(quarter), previous: byQuarter?.get(shiftQuarter(quarter, -1)) };
}

/** Every filer's positions in `ticker` for `quarter`, with their changes; sold-out holders last. */
export function stockHolders(
  book: Book,
  ticker: string,
  quarter: string,
  sharesOutstanding: number | null,
): Pick<InstitutionalStockHolders, 'holders' | 'totals' | 'history'> {
  const holders: InstitutionalHolder[] = [];
  for (const byQuarter of book.filers.values()) {
    const current = byQuarter.get(quarter);
    if (!current) continue;
    const previous = byQuarter.get(shiftQuarter(quarter, -1));
    const total = portfolioValue(current);
    for (const position of comparePositions(current, previous)) {
      if (position.ticker !== ticker) continue;
      holders.push({
        cik: current.cik,
        filer: current.name,
        source: current.source,
        filingUrl: current.filingUrl,
        filed: current.filed,
        putCall: position.putCall,
        shares: position.shares,
        previousShares: position.previousShares,
        sharesChange: position.sharesChange,
        value: position.value,
        valueChange: position.valueChange,
        change: position.change,
        portfolioWeight: total > 0 ? round2((position.value / total) * 100) : 0,
      });
    }
  }
  holders.sort((a, b) => b.value - a.value || (b.previousShares ?? 0) - (a.previousShares ?? 0));
  const shareRows = holders.filter((holder) => holder.putCall === null);
  const held = shareRows.filter((holder) => holder.shares > 0);
  const count = (change: InstitutionalChange) => shareRows.filter((holder) => holder.change === change).length;
  const shares = held.reduce((sum, holder) => sum + holder.shares, 0);
  // Consecutive quarters ending with the one asked (a gap shows as none held), from the first with holders.
  const window = quartersEndingAt(quarter, STOCK_HISTORY_QUARTERS).map((q) => {
    let filers = 0;
    let heldShares = 0;
    let value = 0;
    for (const byQuarter of book.filers.values()) {
      const rows = (byQuarter.get(q)?.holdings ?? []).filter((h) => h.ticker === ticker && h.putCall === null);
      if (rows.length === 0) continue;
      filers += 1;
      for (const row of rows) {
        heldShares += row.shares;
        value += row.value;
      }
    }
    return { quarter: q, holders: filers, shares: heldShares, value };
  });
  const first = window.findIndex((row) => row.holders > 0);
  const history = first < 0 ? window.slice(-1) : window.slice(first);
  return {
    holders,
    history,
    totals: {
      holders: held.length,
      shares,
      value: held.reduce((sum, holder) => sum + holder.value, 0),
      ownershipPct: sharesOutstanding ? round2((shares / sharesOutstanding) * 100) : null,
      sharesChange: shareRows.reduce((sum, holder) => sum + (holder.sharesChange ?? 0), 0),
      counts: {
        new: count('new'),
        added: count('added'),
        reduced: count('reduced'),
        soldOut: count('sold out'),
        unchanged: count('unchanged'),
      },
    },
  };
}

interface Tally {
  ticker: string | null;
  issuer: string;
  sector: string | null;
  filers: number;
  sharesChange: number;
  valueChange: number;
}

/**
 * Market-wide activity of `quarter` among filers who filed it and the quarter before: per security (share
 * positions only; puts and calls are not holdings of the stock), the net value traded, and who opened and
 * who closed positions.
 */
export function marketActivity(book: Book, quarter: string) {
  const net = new Map<string, Tally>();
  const opened = new Map<string, Tally>();
  const closed = new Map<string, Tally>();
  const held = new Map<string, number>();
  /** How many filers bought and sold each security (its net tally counts both). */
  const moves = new Map<string, { buyers: number; sellers: number }>();
  const sectors = new Map<string, { value: number; valueChange: number }>();
  let filers = 0;
  let compared = 0;
  let totalValue = 0;
  const add = (into: Map<string, Tally>, key: string, position: InstitutionalPosition, traded: number) => {
    const seen = into.get(key) ?? {
      ticker: position.ticker,
      issuer: position.issuer,
      sector: position.sector,
      filers: 0,
      sharesChange: 0,
      valueChange: 0,
    };
    seen.filers += 1;
    seen.sharesChange += position.sharesChange ?? 0;
    seen.valueChange += traded;
    into.set(key, seen);
  };
  for (const byQuarter of book.filers.values()) {
    const current = byQuarter.get(quarter);
    if (!current) continue;
    filers += 1;
    const previous = byQuarter.get(shiftQuarter(quarter, -1));
    if (previous) compared += 1;
    for (const position of comparePositions(current, previous)) {
      totalValue += position.value;
      const sector = position.sector ?? 'Other';
      const slot = sectors.get(sector) ?? { value: 0, valueChange: 0 };
      slot.value += position.value;
      if (position.putCall !== null) {
        sectors.set(sector, slot);
        continue;
      }
      const key = holdingKey(position);
      held.set(key, (held.get(key) ?? 0) + position.value);
      if (!previous || position.change === 'unchanged') {
        sectors.set(sector, slot);
        continue;
      }
      const traded = tradedValue(position);
      slot.valueChange += traded;
      sectors.set(sector, slot);
      if (traded !== 0) {
        add(net, key, position, traded);
        const sides = moves.get(key) ?? { buyers: 0, sellers: 0 };
        if (traded > 0) sides.buyers += 1;
        else sides.sellers += 1;
        moves.set(key, sides);
      }
      if (position.change === 'new') add(opened, key, position, traded);
      if (position.change === 'sold out') add(closed, key, position, traded);
    }
  }
  const activity = (tally: Tally, key: string, filersMoving = tally.filers): InstitutionalActivity => ({
    ticker: tally.ticker,
    issuer: tally.issuer,
    sector: tally.sector,
    filers: filersMoving,
    sharesChange: tally.sharesChange,
    valueChange: tally.valueChange,
    value: held.get(key) ?? 0,
  });
  const nets = [...net].map(([key, tally]) => ({ key, tally, ...(moves.get(key) ?? { buyers: 0, sellers: 0 }) }));
  const byFilersThenValue = (a: InstitutionalActivity, b: InstitutionalActivity) =>
    b.filers - a.filers || Math.abs(b.valueChange) - Math.abs(a.valueChange);
  return {
    filers,
    compared,
    totalValue,
    topBuys: nets
      .filter(({ tally }) => tally.valueChange > 0)
      .sort((a, b) => b.tally.valueChange - a.tally.valueChange)
      .slice(0, INSTITUTIONAL_TOP)
      .map(({ key, tally, buyers }) => activity(tally, key, buyers)),
    topSells: nets
      .filter(({ tally }) => tally.valueChange < 0)
      .sort((a, b) => a.tally.valueChange - b.tally.valueChange)
      .slice(0, INSTITUTIONAL_TOP)
      .map(({ key, tally, sellers }) => activity(tally, key, sellers)),
    newPositions: [...opened]
      .map(([key, tally]) => activity(tally, key))
      .sort(byFilersThenValue)
      .slice(0, INSTITUTIONAL_TOP),
    soldOut: [...closed]
      .map(([key, tally]) => activity(tally, key))
      .sort(byFilersThenValue)
      .slice(0, INSTITUTIONAL_TOP),
    sectors: [...sectors]
      .map(([sector, slot]) => ({
        sector,
        value: slot.value,
        valueChange: slot.valueChange,
        weight: totalValue > 0 ? round2((slot.value / totalValue) * 100) : 0,
      }))
      .sort((a, b) => b.value - a.value),
  };
}
