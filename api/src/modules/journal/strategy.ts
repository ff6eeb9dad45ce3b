/**
 * Names an option trade from its legs as they were opened (each leg's first side and largest size), the
 * way traders say it: "Bull call spread", "Iron condor", "Long straddle".
 */
import type { Side } from './csv-format.js';

export interface StrategyLeg {
  side: Side;
  quantity: number;
  right?: 'C' | 'P';
  strike?: number;
  expiry?: string;
}

interface OptionLeg {
  side: Side;
  quantity: number;
  right: 'C' | 'P';
  strike: number;
  expiry: string;
}

const RIGHT = { C: 'call', P: 'put' } as const;
const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function two(a: OptionLeg, b: OptionLeg): string {
  const sameExpiry = a.expiry === b.expiry;
  if (a.right === b.right) {
    if (a.side === b.side) return `${cap(a.side === 'buy' ? 'long' : 'short')} ${RIGHT[a.right]}s`;
    if (!sameExpiry) return a.strike === b.strike ? 'Calendar spread' : 'Diagonal spread';
    if (a.quantity !== b.quantity) return `${cap(RIGHT[a.right])} ratio spread`;
    const [low, high] = a.strike < b.strike ? [a, b] : [b, a];
    if (a.right === 'C') return low.side === 'buy' ? 'Bull call spread' : 'Bear call spread';
    return high.side === 'buy' ? 'Bear put spread' : 'Bull put spread';
  }
  if (!sameExpiry) return 'Custom (2 legs)';
  const call = a.right === 'C' ? a : b;
  const put = a.right === 'C' ? b : a;
  if (call.side === put.side) {
    const prefix = call.side === 'buy' ? 'Long' : 'Short';
    return call.strike === put.strike ? `${prefix} straddle` : `${prefix} strangle`;
  }
  return call.side === 'buy' ? 'Risk reversal (bullish)' : 'Risk reversal (bearish)';
}

function three(legs: OptionLeg[]): string {
  const sorted = [...legs].sort((x, y) => x.strike - y.strike);
  const [low, mid, high] = sorted as [OptionLeg, OptionLeg, OptionLeg];
  const sameRight = legs.every((l) => l.right === low.right);
  const sameExpiry = legs.every((l) => l.expiry === low.expiry);
  if (
    sameRight &&
    sameExpiry &&
    low.side === high.side &&
    mid.side !== low.side &&
    mid.quantity === low.quantity + high.quantity &&
    low.quantity === high.quantity
  ) {
    return `${low.side === 'buy' ? 'Long' : 'Short'} ${RIGHT[low.right]} butterfly`;
  }
  return 'Custom (3 legs)';
}

function four(legs: OptionLeg[]): string {
  const sameExpiry = legs.every((l) => l.expiry === legs[0]?.expiry);
  const calls = legs.filter((l) => l.right === 'C').sort((x, y) => x.strike - y.strike);
  const puts = legs.filter((l) => l.right === 'P').sort((x, y) => x.strike - y.strike);
  if (!sameExpiry || calls.length !== 2 || puts.length !== 2) {
    if (sameExpiry && (calls.length === 4 || puts.length === 4)) return `${cap(RIGHT[legs[0]?.right ?? 'C'])} condor`;
    return 'Custom (4 legs)';
  }
  const [putLow, putHigh] = puts as [OptionLeg, OptionLeg];
  const [callLow, callHigh] = calls as [OptionLeg, OptionLeg];
  if (putHigh.strike > callLow.strike) return 'Custom (4 legs)';
  const shortInside =
    putHigh.side === 'sell' && callLow.side === 'sell' && putLow.side === 'buy' && callHigh.side === 'buy';
  const longInside =
    putHigh.side === 'buy' && callLow.side === 'buy' && putLow.side === 'sell' && callHigh.side === 'sell';
  const butterfly = putHigh.strike === callLow.strike;
  if (shortInside) return butterfly ? 'Iron butterfly' : 'Iron condor';
  if (longInside) return butterfly ? 'Reverse iron butterfly' : 'Reverse iron condor';
  return 'Custom (4 legs)';
}

/** The strategy of an option trade; single legs are "Long call", "Short put" and so on. */
export function nameStrategy(legs: readonly StrategyLeg[]): string {
  const options = legs.filter(
    (l): l is OptionLeg => l.right !== undefined && l.strike !== undefined && l.expiry !== undefined,
  );
  if (options.length !== legs.length || options.length === 0) return `Custom (${legs.length} legs)`;
  const [a, b] = options as [OptionLeg, OptionLeg];
  if (options.length === 1) return `${a.side === 'buy' ? 'Long' : 'Short'} ${RIGHT[a.right]}`;
  if (options.length === 2) return two(a, b);
  if (options.length === 3) return three(options);
  if (options.length === 4) return four(options);
  return `Custom (${options.length} legs)`;
}
