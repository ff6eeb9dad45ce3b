/**
 * Executions → trades. A trade runs from flat to flat: for a stock, one account's position in one symbol;
 * for options, every option leg one account holds on one underlying, so a spread opened and closed leg by
 * leg is one trade with its strategy named. A fill that takes a position through zero closes the trade and
 * opens the next with the remainder (fees split in proportion). Partial exits realise P/L by the user's cost
 * method; a trade that ends flat has the same total P/L under every method (only its exits' split differs).
 */
import type { CostMethod } from '@flowdeck/endpoints/journal';
import { type Instrument, parseInstrument } from './instruments.js';
import type { Side } from './csv-format.js';
import { nameStrategy, type StrategyLeg } from './strategy.js';

export type { CostMethod };

export interface JournalExecution {
  id: number;
  account: string;
  /** ISO instant */
  executedAt: string;
  symbol: string;
  side: Side;
  quantity: number;
  price: number;
  commission: number;
  fees: number;
}

export interface TradeExit {
  executedAt: string;
  symbol: string;
  quantity: number;
  price: number;
  /** P/L this exit realised under the cost method (before fees). */
  realized: number;
}

export interface TradeLeg extends StrategyLeg {
  symbol: string;
  /** Open quantity now (signed: negative is short). */
  position: number;
}

export interface GroupedTrade {
  /** Stable for the trade: account, position key and the first fill's time. */
  key: string;
  account: string;
  underlying: string;
  kind: 'stock' | 'option';
  /** 'Long'/'Short' for a stock; the strategy's name for options. */
  strategy: string;
  direction: 'long' | 'short';
  openedAt: string;
  closedAt: string | null;
  /** Largest position held (shares, or contracts of the largest leg). */
  maxQuantity: number;
  /** Average price of the opening fills and of the closing fills (a stock trade's only leg). */
  entryPrice: number;
  exitPrice: number | null;
  /** Realised P/L before fees, multiplier applied. */
  gross: number;
  /** Commissions and fees of every fill of the trade (its share of a fill split at a reversal). */
  fees: number;
  net: number;
  legs: TradeLeg[];
  exits: TradeExit[];
  executionIds: number[];
}

interface Lot {
  quantity: number;
  price: number;
}

interface LegState {
  instrument: Instrument;
  position: number;
  lots: Lot[];
  averageCost: number;
  firstSide: Side;
  maxQuantity: number;
  openedQty: number;
  openedValue: number;
  closedQty: number;
  closedValue: number;
}

interface Builder {
  key: string;
  account: string;
  instrumentKind: 'stock' | 'option';
  underlying: string;
  openedAt: string;
  closedAt: string | null;
  legs: Map<string, LegState>;
  gross: number;
  fees: number;
  exits: TradeExit[];
  executionIds: number[];
}

const cents = (value: number): number => Math.round(value * 1e6) / 1e6;
const EPSILON = 1e-9;

function newLeg(instrument: Instrument, side: Side): LegState {
  return {
    instrument,
    position: 0,
    lots: [],
    averageCost: 0,
    firstSide: side,
    maxQuantity: 0,
    openedQty: 0,
    openedValue: 0,
    closedQty: 0,
    closedValue: 0,
  };
}

/** Adds to a position (same direction or from flat). */
function addToLeg(leg: LegState, signed: number, price: number): void {
  const size = Math.abs(leg.position);
  const add = Math.abs(signed);
  leg.averageCost = (leg.averageCost * size + price * add) / (size + add);
  leg.lots.push({ quantity: add, price });
  leg.position += signed;
  leg.maxQuantity = Math.max(leg.maxQuantity, Math.abs(leg.position));
  leg.openedQty += add;
  leg.openedValue += add * price;
}

/** Reduces a position by `quantity` (never past zero) and returns the realised P/L before the multiplier. */
function reduceLeg(leg: LegState, quantity: number, price: number, method: CostMethod): number {
  const direction = leg.position > 0 ? 1 : -1;
  let basis = 0;
  let remaining = quantity;
  while (remaining > EPSILON) {
    const lot = method === 'lifo' ? leg.lots[leg.lots.length - 1] : leg.lots[0];
    if (!lot) break;
    const take = Math.min(lot.quantity, remaining);
    basis += take * lot.price;
    lot.quantity -= take;
    remaining -= take;
    if (lot.quantity <= EPSILON) {
      if (method === 'lifo') leg.lots.pop();
      else leg.lots.shift();
    }
  }
  if (method === 'average') basis = leg.averageCost * quantity;
  // The remaining lots' average after a FIFO/LIFO exit becomes the new average; under average cost it stays.
  if (method !== 'average') {
    const held = leg.lots.reduce((sum, lot) => sum + lot.quantity, 0);
    leg.averageCost = held > EPSILON ? leg.lots.reduce((sum, lot) => sum + lot.quantity * lot.price, 0) / held : 0;
  }
  leg.position -= direction * quantity;
  if (Math.abs(leg.position) <= EPSILON) {
    leg.position = 0;
    leg.lots = [];
    leg.averageCost = 0;
  }
  leg.closedQty += quantity;
  leg.closedValue += quantity * price;
  return direction * (price * quantity - basis);
}

function positionKey(account: string, instrument: Instrument): string {
  return instrument.kind === 'stock'
    ? `${account}|${instrument.symbol}`
    : `${account}|${instrument.underlying}|options`;
}

function finish(builder: Builder): GroupedTrade {
  const legs = [...builder.legs.entries()];
  const strategyLegs: TradeLeg[] = legs.map(([symbol, leg]) => {
    const instrument = leg.instrument;
    return {
      symbol,
      position: cents(leg.position),
      side: leg.firstSide,
      quantity: leg.maxQuantity,
      ...(instrument.kind === 'option'
        ? { right: instrument.right, strike: instrument.strike, expiry: instrument.expiry }
        : {}),
    };
  });
  const first = legs[0]?.[1];
  const direction: 'long' | 'short' = first?.firstSide === 'sell' ? 'short' : 'long';
  const strategy =
    builder.instrumentKind === 'stock' ? (direction === 'long' ? 'Long' : 'Short') : nameStrategy(strategyLegs);
  const entryPrice = first && first.openedQty > 0 ? first.openedValue / first.openedQty : 0;
  const exitPrice = first && first.closedQty > 0 ? first.closedValue / first.closedQty : null;
  return {
    key: builder.key,
    account: builder.account,
    underlying: builder.underlying,
    kind: builder.instrumentKind,
    strategy,
    direction,
    openedAt: builder.openedAt,
    closedAt: builder.closedAt,
    maxQuantity: Math.max(...legs.map(([, leg]) => leg.maxQuantity)),
    entryPrice: cents(entryPrice),
    exitPrice: exitPrice === null ? null : cents(exitPrice),
    gross: cents(builder.gross),
    fees: cents(builder.fees),
    net: cents(builder.gross - builder.fees),
    legs: strategyLegs,
    exits: builder.exits,
    executionIds: builder.executionIds,
  };
}

const byTime = (a: JournalExecution, b: JournalExecution): number =>
  a.executedAt < b.executedAt ? -1 : a.executedAt > b.executedAt ? 1 : a.id - b.id;

/**
 * Groups a user's executions into trades, oldest first; trades still open come last in their opening
 * order with `closedAt` null. Executions whose symbol cannot be read are skipped (the store never holds any).
 */
export function groupTrades(executions: readonly JournalExecution[], method: CostMethod): GroupedTrade[] {
  const open = new Map<string, Builder>();
  const trades: GroupedTrade[] = [];
  for (const execution of [...executions].sort(byTime)) {
    const instrument = parseInstrument(execution.symbol);
    if (!instrument) continue;
    const key = positionKey(execution.account, instrument);
    let signed = execution.side === 'buy' ? execution.quantity : -execution.quantity;
    const costs = execution.commission + execution.fees;
    while (Math.abs(signed) > EPSILON) {
      let builder = open.get(key);
      if (!builder) {
        builder = {
          key: `${key}|${execution.executedAt}`,
          account: execution.account,
          instrumentKind: instrument.kind,
          underlying: instrument.underlying,
          openedAt: execution.executedAt,
          closedAt: null,
          legs: new Map(),
          gross: 0,
          fees: 0,
          exits: [],
          executionIds: [],
        };
        open.set(key, builder);
      }
      let leg = builder.legs.get(instrument.symbol);
      if (!leg) {
        leg = newLeg(instrument, signed > 0 ? 'buy' : 'sell');
        builder.legs.set(instrument.symbol, leg);
      }
      if (!builder.executionIds.includes(execution.id)) builder.executionIds.push(execution.id);
      let part = signed;
      if (leg.position !== 0 && Math.sign(leg.position) !== Math.sign(signed)) {
        const closing = Math.min(Math.abs(signed), Math.abs(leg.position));
        part = Math.sign(signed) * closing;
        const realized = reduceLeg(leg, closing, execution.price, method) * instrument.multiplier;
        builder.gross += realized;
        builder.exits.push({
          executedAt: execution.executedAt,
          symbol: instrument.symbol,
          quantity: closing,
          price: execution.price,
          realized: cents(realized),
        });
      } else {
        addToLeg(leg, signed, execution.price);
      }
      builder.fees += (costs * Math.abs(part)) / execution.quantity;
      signed -= part;
      const flat = [...builder.legs.values()].every((l) => l.position === 0);
      if (flat) {
        builder.closedAt = execution.executedAt;
        trades.push(finish(builder));
        open.delete(key);
      }
    }
  }
  const stillOpen = [...open.values()].sort((a, b) => (a.openedAt < b.openedAt ? -1 : 1)).map(finish);
  return [...trades, ...stillOpen];
}
