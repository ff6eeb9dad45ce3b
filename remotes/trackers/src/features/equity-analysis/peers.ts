/**
 * Multiples against the peers the subscriber chooses (research-kit/peers), beside the sector median the API
 * computes: the premium is read against the chosen peers' median when any of them has the
 * multiple, else against the sector's.
 */
import type { RatioAnalysis, RatioDefinition } from '@flowdeck/api-types';
import { latestValue, medianOf } from '../../components/research-kit/peers';

export const MULTIPLES = ['pe', 'forwardPe', 'ps', 'pb', 'evEbitda'] as const;

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
