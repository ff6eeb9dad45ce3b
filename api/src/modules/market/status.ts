/** market/status (the market clock), and the clock's answers other modules read: a session picked, today's bar. */
import type { MarketStatusResponse } from '@flowdeck/api-types';
import { type IsoDate, marketPhaseAt, marketStatusAt } from '@flowdeck/market-calendar';
import type { MarketView, TodayBar } from './market-view.js';
import { recentSessions, resolveSession } from './sessions.js';

export function createStatusEndpoints(view: MarketView) {
  const { engine } = view;
  return {
    status(): MarketStatusResponse {
      const at = view.marketTime();
      const market = marketStatusAt(at);
      return {
        ...view.base(at),
        session: view.sessionDate(at),
        phase: marketPhaseAt(at),
        speed: engine.speed,
        live: engine.live,
        open: market.open,
        showing: market.session,
        sessions: recentSessions(at),
        nextOpen: new Date(market.nextOpen).toISOString(),
      };
    },

    /** A requested session checked against the recent ones at the market clock (400 otherwise; see resolveSession). */
    pickSession(session: IsoDate): IsoDate {
      return resolveSession(view.marketTime(), session);
    },

    /** Today's daily bar so far for `ticker` at the market clock (see todayBarAt). */
    todayBar(ticker: string): Promise<TodayBar> {
      return view.todayBarAt(ticker, view.marketTime());
    },
  };
}
