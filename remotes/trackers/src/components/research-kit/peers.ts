/**
 * Peers the subscriber chooses for a company (kept in the URL, `?peers=MSFT,GOOGL`), read the same way on
 * Ratio Analysis and Equity Analysis, and the arithmetic both put beside the sector median the API computes.
 */
import type { RatioAnalysis } from '@flowdeck/api-types';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

export const PEERS_PARAM = 'peers';
export const MAX_PEERS = 5;

/** A chosen peer and its ratios (`pe/{x}`), or why it shows no figures. */
export interface PeerState {
  symbol: string;
  ratios: RatioAnalysis | null;
  /** Why a peer shows no figures: still loading, unknown, failed. */
  note: string | null;
}

/** The peers in the URL: upper-cased, valid tickers only, without the company itself or repeats, at most five. */
export function readPeers(raw: string | null, self: string): string[] {
  const out: string[] = [];
  for (const part of (raw ?? '').split(',')) {
    const ticker = part.trim().toUpperCase();
    if (!TICKER_PATTERN.test(ticker) || ticker === self || out.includes(ticker)) continue;
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

/** Each peer's latest value of one ratio, in the order chosen, and their median. */
export function peerValuesOf(peers: readonly PeerState[], id: string) {
  const values = peers.map((peer) => (peer.ratios ? latestValue(peer.ratios, id) : null));
  return { values, median: medianOf(values) };
}
