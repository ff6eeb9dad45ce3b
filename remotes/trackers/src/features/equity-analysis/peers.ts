/**
 * Multiples against peers the subscriber chooses (kept in the URL, `?peers=MSFT,GOOGL`), beside the sector
 * median the API computes: the premium is read against the chosen peers' median when any of them has the
 * multiple, else against the sector's.
 */
import type { RatioAnalysis, RatioDefinition } from '@flowdeck/api-types';

export const PEERS_PARAM = 'peers';
export const MAX_PEERS = 5;
export const MULTIPLES = ['pe', 'ps', 'pb', 'evEbitda'] as const;

const TICKER = /^[A-Z0-9.-]{1,12}$/;

/** The peers in the URL: upper-cased, valid tickers only, without the company itself or repeats, at most five. */
export function readPeers(raw: string | null, self: string): string[] {
  const out: string[] = [];
  for (const part of (raw ?? '').split(',')) {
    const ticker = part.trim().toUpperCase();
    if (!TICKER.test(ticker) || ticker === self || out.includes(ticker)) continue;
    out.push(ticker);
    if (out.length === MAX_PEERS) break;
  }
  return out;
}

/** The median of the values that exist; null when none does. */
export function medianOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = known.length >> 1;
  return known.length % 2 === 1 ? (known[mid] ?? null) : ((known[mid - 1] ?? 0) + (known[mid] ?? 0)) / 2;
}

/** A company's latest (TTM) value of one ratio; null when it has none. */
export function latestValue(ratios: RatioAnalysis, id: string): number | null {
  const series = ratios.ratios.find((r) => r.id === id);
  return series?.values[ratios.periods.length - 1] ?? null;
}

export interface MultipleRow {
  definition: RatioDefinition;
  value: number | null;
  /** Each chosen peer's value, in the order chosen (null: not loaded yet, or the multiple means nothing). */
  peerValues: (number | null)[];
  peerMedian: number | null;
  sectorMedian: number | null;
  /** value ÷ the benchmark − 1: a premium above 0, a discount below. */
  premium: number | null;
  versus: 'peers' | 'sector' | null;
}

export function multipleRows(ratios: RatioAnalysis, peers: readonly (RatioAnalysis | null)[]): MultipleRow[] {
  return MULTIPLES.flatMap((id) => {
    const definition = ratios.definitions.find((d) => d.id === id);
    const series = ratios.ratios.find((r) => r.id === id);
    if (!definition || !series) return [];
    const value = latestValue(ratios, id);
    const peerValues = peers.map((peer) => (peer ? latestValue(peer, id) : null));
    const peerMedian = medianOf(peerValues);
    const sectorMedian = series.sectorMedian;
    const benchmark = peerMedian ?? sectorMedian;
    const versus = peerMedian !== null ? 'peers' : sectorMedian !== null ? 'sector' : null;
    const premium = value !== null && benchmark !== null && benchmark > 0 ? value / benchmark - 1 : null;
    return [{ definition, value, peerValues, peerMedian, sectorMedian, premium, versus }];
  });
}
