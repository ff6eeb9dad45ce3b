/**
 * Sweep detection: fills of the same contract within 500 ms of the first one are one order. Across two
 * or more exchanges that order is a sweep (someone taking liquidity everywhere at once); on one exchange
 * it is a split. A lone print of 100 contracts or more is a block. Multi-leg fills are reported as such by
 * the exchanges and stay separate legs.
 *
 * Streaming and deterministic: fills are pushed as they arrive and `flush(watermark)` releases the orders
 * that no later fill can join, in time order, each with a sequence number (first fill's epoch ms × 1000 +
 * position among orders starting in that millisecond) that is unique and sorts by time.
 */
import type { FlowTradeKind } from '@flowdeck/api-types';
import type { ExpiryKind, OptionPrint } from '../source.js';

export const SWEEP_WINDOW_MS = 500;
export const BLOCK_MIN_CONTRACTS = 100;
/** Orders per millisecond the sequence number can tell apart. */
export const SEQ_PER_MS = 1000;

export interface AggregatedOrder {
  seq: number;
  /** First fill (epoch ms). */
  time: number;
  underlying: string;
  contract: string;
  expiry: string;
  expiryKind: ExpiryKind;
  strike: number;
  type: 'call' | 'put';
  kind: FlowTradeKind;
  size: number;
  /** Volume-weighted price per share. */
  price: number;
  /** Σ price × size × 100 over the fills. */
  premium: number;
  fills: number;
  /** Distinct exchanges in the order they filled. */
  exchanges: string[];
  /** Quote, underlying, volatility and open interest at the first fill. */
  bid: number;
  ask: number;
  spot: number;
  iv: number;
  delta: number;
  openInterest: number;
  legGroup: string | null;
}

interface Group {
  start: number;
  first: OptionPrint;
  fills: OptionPrint[];
}

/** What kind of order a group of fills is. */
export function classifyOrder(fills: readonly OptionPrint[]): FlowTradeKind {
  const first = fills[0];
  if (!first) throw new Error('classifyOrder needs at least one fill');
  if (first.multiLeg) return 'multi_leg';
  const exchanges = new Set(fills.map((f) => f.exchange));
  if (exchanges.size >= 2) return 'sweep';
  if (fills.length >= 2) return 'split';
  return first.size >= BLOCK_MIN_CONTRACTS ? 'block' : 'single';
}

function toOrder(group: Group, seq: number): AggregatedOrder {
  const { first, fills } = group;
  let size = 0;
  let notional = 0;
  const exchanges: string[] = [];
  for (const fill of fills) {
    size += fill.size;
    notional += fill.price * fill.size;
    if (!exchanges.includes(fill.exchange)) exchanges.push(fill.exchange);
  }
  return {
    seq,
    time: group.start,
    underlying: first.underlying,
    contract: first.contract,
    expiry: first.expiry,
    expiryKind: first.expiryKind,
    strike: first.strike,
    type: first.type,
    kind: classifyOrder(fills),
    size,
    price: Math.round((notional / size) * 10_000) / 10_000,
    premium: Math.round(notional * 100 * 100) / 100,
    fills: fills.length,
    exchanges,
    bid: first.bid,
    ask: first.ask,
    spot: first.spot,
    iv: first.iv,
    delta: first.delta,
    openInterest: first.openInterest,
    legGroup: first.legGroup,
  };
}

function compareGroups(a: Group, b: Group): number {
  if (a.start !== b.start) return a.start - b.start;
  if (a.first.contract !== b.first.contract) return a.first.contract < b.first.contract ? -1 : 1;
  const legA = a.first.legGroup ?? '';
  const legB = b.first.legGroup ?? '';
  if (legA !== legB) return legA < legB ? -1 : 1;
  return a.first.exchange < b.first.exchange ? -1 : a.first.exchange > b.first.exchange ? 1 : 0;
}

export class SweepDetector {
  private readonly open = new Map<string, Group>();
  private closed: Group[] = [];

  constructor(private readonly windowMs = SWEEP_WINDOW_MS) {}

  /** Adds a fill. Fills must not be older than the last flush's watermark. */
  push(fill: OptionPrint): void {
    if (fill.multiLeg) {
      this.closed.push({ start: fill.time, first: fill, fills: [fill] });
      return;
    }
    const group = this.open.get(fill.contract);
    if (group && fill.time >= group.start && fill.time - group.start <= this.windowMs) {
      group.fills.push(fill);
      return;
    }
    if (group) this.closed.push(group);
    this.open.set(fill.contract, { start: fill.time, first: fill, fills: [fill] });
  }

  /**
   * Orders that are complete once every fill before `watermark` has been pushed, oldest first. A group
   * closes when its window has passed the watermark; orders are released only when no open group started
   * earlier, so sequence numbers always grow.
   */
  flush(watermark: number): AggregatedOrder[] {
    let minOpenStart = Infinity;
    for (const [contract, group] of this.open) {
      if (group.start + this.windowMs < watermark) {
        this.closed.push(group);
        this.open.delete(contract);
      } else if (group.start < minOpenStart) {
        minOpenStart = group.start;
      }
    }
    const limit = Math.min(minOpenStart, watermark);
    const ready: Group[] = [];
    const waiting: Group[] = [];
    for (const group of this.closed) (group.start < limit ? ready : waiting).push(group);
    this.closed = waiting;
    ready.sort(compareGroups);
    const orders: AggregatedOrder[] = [];
    let lastMs = -1;
    let n = 0;
    for (const group of ready) {
      n = group.start === lastMs ? n + 1 : 0;
      lastMs = group.start;
      orders.push(toOrder(group, group.start * SEQ_PER_MS + Math.min(n, SEQ_PER_MS - 1)));
    }
    return orders;
  }

  /** Everything still held, as if no more fills will come. */
  drain(): AggregatedOrder[] {
    return this.flush(Infinity);
  }

  get pending(): number {
    return this.open.size + this.closed.length;
  }
}
