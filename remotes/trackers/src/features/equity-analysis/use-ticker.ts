import { SYMBOL_PARAM } from '@flowdeck/contract';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_RESEARCH_SYMBOL } from '../../components/research-kit/figures';

/** The URL parameter that keeps the page's ticker (`/equity-analysis?ticker=AAPL`). */
export const TICKER_PARAM = 'ticker';

/** The page's ticker: `?ticker=`, else `?symbol=` (the links other pages build), else the research default. */
export function useTicker(): [string, (ticker: string) => void] {
  const [params, setParams] = useSearchParams();
  const ticker =
    (params.get(TICKER_PARAM) ?? params.get(SYMBOL_PARAM))?.trim().toUpperCase() || DEFAULT_RESEARCH_SYMBOL;
  const setTicker = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete(SYMBOL_PARAM);
        updated.set(TICKER_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return [ticker, setTicker];
}
