/**
 * Dark-pool prints as the feed shows them: side against the NBBO at execution, notional, tags (late,
 * extended hours, block, through the quote), and a sequence number that sorts by report time.
 */
import type { DarkPoolPrint, DarkPoolTag } from '@flowdeck/api-types';
import { classifySide, type TradeSide } from '@flowdeck/options-math';
import type { DarkPoolPrintEvent } from '../source.js';
import { SEQ_PER_MS } from './sweeps.js';

/** A print this large (shares or dollars) is a block. */
export const DARK_POOL_BLOCK_SHARES = 10_000;
export const DARK_POOL_BLOCK_NOTIONAL = 1_000_000;

export interface PrintInstrument {
  sector: string;
  marketCap: number | null;
}

export function darkPoolTags(p: {
  late: boolean;
  extendedHours: boolean;
  size: number;
  notional: number;
  side: TradeSide;
}): DarkPoolTag[] {
  const tags: DarkPoolTag[] = [];
  if (p.late) tags.push('late');
  if (p.extendedHours) tags.push('extended_hours');
  if (p.size >= DARK_POOL_BLOCK_SHARES || p.notional >= DARK_POOL_BLOCK_NOTIONAL) tags.push('block');
  if (p.side === 'above_ask') tags.push('above_ask');
  if (p.side === 'below_bid') tags.push('below_bid');
  return tags;
}

export function toDarkPoolPrint(event: DarkPoolPrintEvent, seq: number, instrument: PrintInstrument): DarkPoolPrint {
  const side = classifySide(event.price, event.bid, event.ask);
  const notional = Math.round(event.price * event.size * 100) / 100;
  const tags = darkPoolTags({ late: event.late, extendedHours: event.extendedHours, size: event.size, notional, side });
  return {
    id: String(seq),
    time: new Date(event.reportedAt).toISOString(),
    executedAt: new Date(event.executedAt).toISOString(),
    ticker: event.symbol,
    sector: instrument.sector,
    marketCap: instrument.marketCap,
    price: event.price,
    size: event.size,
    notional,
    bid: event.bid,
    ask: event.ask,
    side,
    venue: event.venue,
    late: event.late,
    extendedHours: event.extendedHours,
    tags,
  };
}

/**
 * Sequence numbers for prints in report order: report ms × 1000 + position among the prints reported
 * in that millisecond.
 */
export function sequencePrints(events: readonly DarkPoolPrintEvent[]): number[] {
  const seqs: number[] = [];
  let lastMs = -1;
  let n = 0;
  for (const event of events) {
    n = event.reportedAt === lastMs ? n + 1 : 0;
    lastMs = event.reportedAt;
    seqs.push(event.reportedAt * SEQ_PER_MS + Math.min(n, SEQ_PER_MS - 1));
  }
  return seqs;
}
