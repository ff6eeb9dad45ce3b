import type { FlowTag, FlowTrade, FlowTradeKind, TradeSide } from '@flowdeck/api-types';
import { formatPrice, formatThousands, formatUsd } from '@flowdeck/ui-kit';
import { MARKET_TIME_ZONE } from '../../market-time-zone';

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const WALL_CLOCK_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "10:31:05" in New York time. */
export function formatTradeTime(iso: string): string {
  return TIME_FORMAT.format(new Date(iso));
}

/** "2026-11-20T10:31:05": the New York wall-clock time of an instant, for spreadsheets (which have no zones). */
export function marketWallClock(iso: string): string {
  const parts: Record<string, string> = {};
  for (const part of WALL_CLOCK_FORMAT.formatToParts(new Date(iso))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** "2026-12-18" → "12/18/26" (read as a calendar date: no time zone can move it). */
export function formatExpiry(date: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  return `${month}/${day}/${year.slice(2)}`;
}

/** 600 → "600", 172.5 → "172.5". */
export function formatStrike(strike: number): string {
  return Number.isInteger(strike) ? String(strike) : String(Number(strike.toFixed(2)));
}

/** Premium the way traders scan it: "$762", "$23.41K", "$1.73M". */
export function formatPremium(value: number): string {
  return formatUsd(value, { wholeBelow: 1_000 });
}

/** The size column: 12345 → "12,345" (the spec's thousands separator). */
export const formatContracts = (value: number): string => formatThousands(value);
/** The price columns: 1234.5 → "1,234.50". */
export const formatOptionPrice = (value: number): string => formatPrice(value);

/** "SPY 12/18/26 600C": how a contract is named on screen. */
export function contractLabel(t: Pick<FlowTrade, 'ticker' | 'expiry' | 'strike' | 'type'>): string {
  return `${t.ticker} ${formatExpiry(t.expiry)} ${formatStrike(t.strike)}${t.type === 'call' ? 'C' : 'P'}`;
}

export const SIDE_LABELS: Record<TradeSide, { short: string; long: string }> = {
  above_ask: { short: 'AA', long: 'Above ask' },
  ask: { short: 'Ask', long: 'At ask' },
  mid: { short: 'Mid', long: 'Midpoint' },
  bid: { short: 'Bid', long: 'At bid' },
  below_bid: { short: 'BB', long: 'Below bid' },
};

export const KIND_LABELS: Record<FlowTradeKind, string> = {
  sweep: 'Sweep',
  block: 'Block',
  split: 'Split',
  multi_leg: 'Multi-leg',
  single: 'Single',
};

/** Tags shown on a row, in this order; `otm` and `below_bid` are said by other columns. */
export const SHOWN_TAGS: ReadonlyArray<{ tag: FlowTag; label: string; description: string }> = [
  { tag: 'unusual', label: 'Unusual', description: 'Bought aggressively to open, large against open interest' },
  { tag: 'opening', label: 'Opening', description: 'More contracts than could be closing: opens a position' },
  { tag: 'above_ask', label: 'Above ask', description: 'Paid more than the ask' },
  { tag: 'vol_gt_oi', label: 'Vol>OI', description: "The day's volume already exceeds open interest" },
  { tag: 'zero_dte', label: '0DTE', description: 'Expires today' },
  { tag: 'earnings', label: 'ER', description: 'Expires after the next earnings report' },
];

const TAG_LABEL = new Map(SHOWN_TAGS.map((t) => [t.tag, t.label]));

/** "Unusual, Opening": a trade's shown tags as text (CSV and Excel). */
export function tagsText(tags: readonly FlowTag[]): string {
  return SHOWN_TAGS.filter((t) => tags.includes(t.tag))
    .map((t) => TAG_LABEL.get(t.tag))
    .join(', ');
}

/** How far the strike is out of the money, in percent of spot (negative: in the money). */
export function otmPercent(t: Pick<FlowTrade, 'type' | 'strike' | 'spot'>): number {
  if (t.spot <= 0) return 0;
  return ((t.type === 'call' ? t.strike - t.spot : t.spot - t.strike) / t.spot) * 100;
}

/** Premium tiers the table emphasises. */
export const PREMIUM_TIERS = { whale: 1_000_000, big: 250_000, notable: 100_000 } as const;

export function premiumTier(premium: number): 'whale' | 'big' | 'notable' | null {
  if (premium >= PREMIUM_TIERS.whale) return 'whale';
  if (premium >= PREMIUM_TIERS.big) return 'big';
  if (premium >= PREMIUM_TIERS.notable) return 'notable';
  return null;
}
