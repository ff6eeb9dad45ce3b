import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';
import { readQuarter } from '../lib/quarters';
import { type UrlParamChanges, useUrlParams } from './use-url-params';

export interface TickerQuarterView {
  /** The ticker in `?symbol=` when it is one; undefined for the whole market. */
  symbol: string | undefined;
  /** The quarter in `?quarter=` when it is one ("2026-Q3"); undefined for the latest the report has. */
  quarter: string | undefined;
  set: (changes: UrlParamChanges) => void;
}

/** A quarterly disclosure page's view (lobbying, government contracts), kept in its URL so a link shares it. */
export function useTickerQuarter(): TickerQuarterView {
  const [params, set] = useUrlParams();
  const raw = params.get('symbol')?.trim().toUpperCase();
  return {
    symbol: raw && TICKER_PATTERN.test(raw) ? raw : undefined,
    quarter: readQuarter(params.get('quarter')),
    set,
  };
}
