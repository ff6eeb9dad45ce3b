/** chart/bars/{x}: candles of one ticker, daily from the stored history, intraday from minute bars. */
import type { Bar, BarInterval, BarsResponse } from '@flowdeck/api-types';
import { type IsoDate, MINUTE_MS, sessionDateAt, sessionsEndingAt, sessionTimes } from '@flowdeck/market-calendar';
import type { MinuteBar } from '../../market/source.js';
import { RETENTION_SESSIONS } from './engine.js';
import type { MarketView } from './market-view.js';
import { resolveSession } from './sessions.js';

const DEFAULT_INTRADAY_DAYS = 1;
const DEFAULT_DAILY_BARS = 252;
const MAX_INTRADAY_DAYS = 5;
const INTERVAL_MINUTES: Record<Exclude<BarInterval, '1d'>, number> = { '1m': 1, '5m': 5, '15m': 15, '1h': 60 };

export function createChartEndpoints(view: MarketView) {
  const { repository } = view;
  return {
    /**
     * Candles of one ticker. With `session` (one of the recent sessions, else 400) the chart ends at that
     * session's close: intraday bars of the sessions up to it, daily bars up to its own.
     */
    async bars(
      ticker: string,
      interval: BarInterval,
      days: number | undefined,
      session?: IsoDate,
    ): Promise<BarsResponse> {
      view.requireSymbol(ticker);
      const at = view.marketTime();
      const current = view.sessionDate(at);
      const picked = session === undefined ? null : resolveSession(at, session);
      // An older session than the one trading or shown: nothing after its close is drawn.
      const until = picked !== null && picked < current ? picked : null;
      // Every listed symbol has intraday bars (stored or from the source, see minuteBarsOf).
      const intraday = true;
      if (interval === '1d') {
        const limit = days ?? DEFAULT_DAILY_BARS;
        // Stored bars of this session or later may hold a whole day ahead of the market clock (the
        // reference history is seeded to the last session; SIM_START may start inside it): today's bar
        // is the session so far, from the live quote, once the regular session has opened.
        const stored = (await repository.dailyBars(ticker, limit + 1 + (until ? RETENTION_SESSIONS : 0))).filter((r) =>
          until ? r.date <= until : r.date < current,
        );
        const dayOf = (date: string) => new Date(`${date}T00:00:00Z`).toISOString();
        const bars: Bar[] = stored.reverse().map((r) => ({
          time: dayOf(r.date),
          open: r.open,
          high: r.high,
          low: r.low,
          close: r.close,
          volume: Number(r.volume),
          vwap: null,
        }));
        if (!until) {
          const today = await view.todayBarAt(ticker, at);
          if (today.bar) bars.push({ ...today.bar, time: dayOf(current), vwap: null });
        }
        return { ...view.base(at), ticker, interval, bars: bars.slice(-limit), intraday };
      }
      const sessionsBack = Math.min(days ?? DEFAULT_INTRADAY_DAYS, MAX_INTRADAY_DAYS);
      const end = until ? Math.min(at, sessionTimes(until).postClose) : at;
      const minutes = await view.minuteBarsOf(ticker, sessionsEndingAt(until ?? sessionDateAt(at), sessionsBack), end);
      return { ...view.base(at), ticker, interval, bars: aggregateBars(minutes, INTERVAL_MINUTES[interval]), intraday };
    },
  };
}

/**
 * Minute bars → bars of `minutes`, aligned on the regular open (09:30, 09:35 … and 10:30 for hours), as
 * charts expect. VWAP is volume-weighted over the minutes.
 */
export function aggregateBars(minutes: readonly MinuteBar[], size: number): Bar[] {
  if (size === 1) {
    return minutes.map((m) => ({
      time: new Date(m.time).toISOString(),
      open: m.open,
      high: m.high,
      low: m.low,
      close: m.close,
      volume: m.volume,
      vwap: m.vwap,
    }));
  }
  const step = size * MINUTE_MS;
  const bars: Bar[] = [];
  let current: (Bar & { start: number; pv: number }) | null = null;
  for (const m of minutes) {
    const open = sessionTimes(sessionDateAt(m.time)).open;
    const start = open + Math.floor((m.time - open) / step) * step;
    if (!current || current.start !== start) {
      if (current) bars.push(finishBar(current));
      current = {
        start,
        time: new Date(start).toISOString(),
        open: m.open,
        high: m.high,
        low: m.low,
        close: m.close,
        volume: 0,
        vwap: null,
        pv: 0,
      };
    }
    current.high = Math.max(current.high, m.high);
    current.low = Math.min(current.low, m.low);
    current.close = m.close;
    current.volume += m.volume;
    current.pv += m.vwap * m.volume;
  }
  if (current) bars.push(finishBar(current));
  return bars;
}

function finishBar(bar: Bar & { start: number; pv: number }): Bar {
  const { start: _start, pv, ...rest } = bar;
  return { ...rest, vwap: rest.volume > 0 ? Math.round((pv / rest.volume) * 10_000) / 10_000 : rest.close };
}
