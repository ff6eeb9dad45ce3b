import { SYMBOL_PARAM } from '@flowdeck/contract';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_RESEARCH_SYMBOL } from './figures';

/** The research pages' ticker, read from and written to `?symbol=`. */
export function useResearchSymbol(): [string, (symbol: string) => void] {
  const [params, setParams] = useSearchParams();
  const symbol = params.get(SYMBOL_PARAM)?.trim().toUpperCase() || DEFAULT_RESEARCH_SYMBOL;
  const setSymbol = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(SYMBOL_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return [symbol, setSymbol];
}
