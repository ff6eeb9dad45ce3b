/**
 * The journal's statistics over closed trades: what Tradervue's reports show, computed in one place.
 * Win = net P/L above zero, loss = below, scratch = exactly zero. Days, weekdays and hours are read in
 * the journal's time zone (the exchange's by default).
 */
import type { CalendarDay, EquityPoint, GroupStats, JournalStats } from '@flowdeck/endpoints/journal';
import { localDate, wallClockAt } from './local-time.js';

export interface StatsTrade {
  key: string;
  underlying: string;
  openedAt: string;
  closedAt: string;
  gross: number;
  fees: number;
  net: number;
  tags: readonly string[];
  setup: string | null;
  mistake: string | null;
  /** The dollar risk the trader planned (initial stop × size); R = net / risk. */
  risk: number | null;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Holding-time buckets, upper bounds in seconds (the last is open-ended). */
export const HOLDING_BUCKETS: readonly { label: string; max: number }[] = [
  { label: 'Under 1 min', max: 60 },
  { label: '1–5 min', max: 300 },
  { label: '5–30 min', max: 1_800 },
  { label: '30 min–2 h', max: 7_200 },
  { label: '2 h–1 day', max: 86_400 },
  { label: 'Multi-day', max: Number.POSITIVE_INFINITY },
];

const money = (value: number): number => Math.round(value * 100) / 100;
const ratio = (value: number): number => Math.round(value * 10_000) / 10_000;

export function holdingSeconds(trade: Pick<StatsTrade, 'openedAt' | 'closedAt'>): number {
  return Math.round((Date.parse(trade.closedAt) - Date.parse(trade.openedAt)) / 1000);
}

export function holdingBucket(seconds: number): string {
  return (HOLDING_BUCKETS.find((b) => seconds < b.max) ?? HOLDING_BUCKETS[HOLDING_BUCKETS.length - 1])?.label ?? '';
}

function groups(
  trades: readonly StatsTrade[],
  keysOf: (t: StatsTrade) => readonly string[],
  order?: readonly string[],
) {
  const map = new Map<string, StatsTrade[]>();
  for (const trade of trades) {
    for (const key of keysOf(trade)) {
      const list = map.get(key) ?? [];
      list.push(trade);
      map.set(key, list);
    }
  }
  const rows: GroupStats[] = [...map.entries()].map(([key, list]) => {
    const wins = list.filter((t) => t.net > 0).length;
    const net = list.reduce((sum, t) => sum + t.net, 0);
    return {
      key,
      trades: list.length,
      wins,
      net: money(net),
      winRate: ratio(wins / list.length),
      expectancy: money(net / list.length),
    };
  });
  if (order) return rows.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  return rows.sort((a, b) => b.net - a.net || a.key.localeCompare(b.key));
}

/** Statistics of closed trades (any order); the equity curve follows close time. */
export function computeStats(input: readonly StatsTrade[], timeZone: string): JournalStats {
  const trades = [...input].sort((a, b) => (a.closedAt < b.closedAt ? -1 : a.closedAt > b.closedAt ? 1 : 0));
  const wins = trades.filter((t) => t.net > 0);
  const losses = trades.filter((t) => t.net < 0);
  const sumWins = wins.reduce((s, t) => s + t.net, 0);
  const sumLosses = losses.reduce((s, t) => s + t.net, 0);
  const net = trades.reduce((s, t) => s + t.net, 0);
  const withRisk = trades.filter((t) => t.risk !== null && t.risk > 0);

  const equityCurve: EquityPoint[] = [];
  let cumulative = 0;
  let peak = 0;
  let maxDrawdown = 0;
  for (const trade of trades) {
    cumulative += trade.net;
    peak = Math.max(peak, cumulative);
    maxDrawdown = Math.max(maxDrawdown, peak - cumulative);
    equityCurve.push({ at: trade.closedAt, key: trade.key, net: money(trade.net), cumulative: money(cumulative) });
  }

  const days = new Map<string, CalendarDay>();
  for (const trade of trades) {
    const date = localDate(new Date(trade.closedAt), timeZone);
    const day = days.get(date) ?? { date, trades: 0, net: 0 };
    day.trades += 1;
    day.net = money(day.net + trade.net);
    days.set(date, day);
  }

  const hourLabel = (h: number): string => `${String(h).padStart(2, '0')}:00`;
  return {
    trades: trades.length,
    wins: wins.length,
    losses: losses.length,
    scratches: trades.length - wins.length - losses.length,
    winRate: trades.length ? ratio(wins.length / trades.length) : 0,
    gross: money(trades.reduce((s, t) => s + t.gross, 0)),
    fees: money(trades.reduce((s, t) => s + t.fees, 0)),
    net: money(net),
    profitFactor: losses.length ? ratio(sumWins / Math.abs(sumLosses)) : null,
    expectancy: trades.length ? money(net / trades.length) : 0,
    averageWin: wins.length ? money(sumWins / wins.length) : 0,
    averageLoss: losses.length ? money(sumLosses / losses.length) : 0,
    largestWin: wins.length ? money(Math.max(...wins.map((t) => t.net))) : 0,
    largestLoss: losses.length ? money(Math.min(...losses.map((t) => t.net))) : 0,
    averageR: withRisk.length ? ratio(withRisk.reduce((s, t) => s + t.net / (t.risk ?? 1), 0) / withRisk.length) : null,
    maxDrawdown: money(maxDrawdown),
    averageHoldingSeconds: trades.length
      ? Math.round(trades.reduce((s, t) => s + holdingSeconds(t), 0) / trades.length)
      : 0,
    equityCurve,
    calendar: [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
    by: {
      tag: groups(trades, (t) => t.tags),
      setup: groups(trades, (t) => (t.setup ? [t.setup] : [])),
      mistake: groups(trades, (t) => (t.mistake ? [t.mistake] : [])),
      symbol: groups(trades, (t) => [t.underlying]),
      weekday: groups(
        trades,
        (t) => [WEEKDAY_NAMES[wallClockAt(new Date(t.openedAt), timeZone).weekday] ?? ''],
        WEEKDAY_NAMES,
      ),
      hour: groups(
        trades,
        (t) => [hourLabel(wallClockAt(new Date(t.openedAt), timeZone).hour)],
        Array.from({ length: 24 }, (_, h) => hourLabel(h)),
      ),
      holding: groups(
        trades,
        (t) => [holdingBucket(holdingSeconds(t))],
        HOLDING_BUCKETS.map((b) => b.label),
      ),
    },
  };
}
