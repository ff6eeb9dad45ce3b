import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type MarketStatusResponse, useMarketStatus } from '../api/get-market-status';
import { SESSION_PARAM } from '../paths';

/** The session a live page shows: the most recent one, or the one its link names (`?session=`). */
export interface MarketSession {
  /** The URL's session, sent as is to the API (which refuses one it does not keep); undefined: the latest. */
  param: string | undefined;
  /** The session shown, once the market clock is known. */
  shown: string | undefined;
  status: MarketStatusResponse | undefined;
  /** The URL names a session the market does not keep (or not a date). */
  invalid: boolean;
  /**
   * The page shows the most recent session: live updates belong on it (before the open, today's
   * pre-market prints beside the previous session's options flow).
   */
  live: boolean;
  /** The shown session is trading now (the most recent one, with the market open): empty panels say "yet". */
  trading: boolean;
  /** The market clock's instant now (epoch ms), following the clock between two reads. */
  marketNow: () => number;
  /** Picks a session (null: the most recent one), kept in the URL so the link can be shared. */
  setSession: (session: string | null) => void;
}

/** Whole ISO dates only: anything else the URL carries is shown as invalid without asking the API. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isSessionDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

export function useMarketSession(): MarketSession {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get(SESSION_PARAM)?.trim() || undefined;
  const { data: status, dataUpdatedAt } = useMarketStatus();
  const invalid =
    param !== undefined && (!isSessionDate(param) || (status !== undefined && !status.sessions.includes(param)));
  const shown = param ?? status?.showing;
  const latest = status?.sessions[0];
  const live = param === undefined || param === latest;

  const asOf = status ? Date.parse(status.asOf) : null;
  const speed = status?.live ? status.speed : 0;
  const marketNow = useCallback(
    () => (asOf === null ? Date.now() : asOf + (Date.now() - dataUpdatedAt) * speed),
    [asOf, dataUpdatedAt, speed],
  );

  const setSession = useCallback(
    (session: string | null) =>
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        if (session === null) next.delete(SESSION_PARAM);
        else next.set(SESSION_PARAM, session);
        return next;
      }),
    [setSearchParams],
  );
  const trading = live && status?.open === true;
  return { param, shown, status, invalid, live, trading, marketNow, setSession };
}

/** Re-renders every `ms` (the banner's countdown to the open). */
export function useTick(ms: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
}
