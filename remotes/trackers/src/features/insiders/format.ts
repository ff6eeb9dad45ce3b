import { formatThousands, formatUsd } from '@flowdeck/ui-kit';
import type { InsiderCode, InsiderTrade } from './api/types';
import { INSIDER_CODE_LABELS } from './constants';
import { OPEN_MARKET_BUY, OPEN_MARKET_SELL } from '@flowdeck/endpoints/insiders';

/** OpenInsider's trade type: the code and its meaning, "P - Purchase", "F - Tax withholding". */
export function tradeTypeLabel(code: InsiderCode): string {
  return `${code} - ${INSIDER_CODE_LABELS[code]}`;
}

/** How a row reads at a glance: only P and S are market buys and sells; the rest is compensation or transfers. */
export function tradeSide(code: InsiderCode): 'buy' | 'sell' | 'other' {
  if (code === OPEN_MARKET_BUY) return 'buy';
  if (code === OPEN_MARKET_SELL) return 'sell';
  return 'other';
}

/** Shares with the direction of the transaction: "+200,000", "-73,170". */
export function formatQuantity(trade: Pick<InsiderTrade, 'shares' | 'acquiredDisposed'>): string {
  if (trade.shares === null) return '—';
  return `${trade.acquiredDisposed === 'A' ? '+' : '-'}${formatThousands(trade.shares)}`;
}

/** ΔOwn: "+197.83%", "-24.30%", or "New" when nothing was held before. */
export function formatDeltaOwned(trade: Pick<InsiderTrade, 'deltaOwnedPct' | 'sharesOwnedAfter'>): string {
  if (trade.deltaOwnedPct === null) return trade.sharesOwnedAfter === null ? '—' : 'New';
  const sign = trade.deltaOwnedPct > 0 ? '+' : '';
  return `${sign}${trade.deltaOwnedPct.toFixed(2)}%`;
}

/** The dollar value with the direction: "+$1.78M" acquired, "-$11.04M" disposed; "$0" without a price. */
export function formatTradeValue(trade: Pick<InsiderTrade, 'value' | 'acquiredDisposed'>): string {
  if (trade.value === 0) return '$0';
  return formatUsd(trade.acquiredDisposed === 'A' ? trade.value : -trade.value, { signed: true, wholeBelow: 1000 });
}

/** A price to the cent, or to the tenth of a cent when filed that way (weighted averages: 150.841). */
export function formatSharePrice(price: number | null): string {
  if (price === null) return '—';
  const digits = Math.abs(price * 100 - Math.round(price * 100)) < 1e-6 ? 2 : 3;
  return `$${formatThousands(price, digits)}`;
}
