import { UnknownTicker } from './unknown-ticker';

/** Tickers offered when the symbol in the URL matches no company. */
const SUGGESTED_SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'SPY'] as const;

/** The symbol in the URL matches no company (the company pages' wording of the one unknown-ticker view). */
export function UnknownSymbol({ symbol, onSelect }: { symbol: string; onSelect: (symbol: string) => void }) {
  return (
    <UnknownTicker
      ticker={symbol}
      title="Unknown symbol"
      message={`No company trades as “${symbol}”. Search by ticker or company name, or try one of these:`}
      suggestions={SUGGESTED_SYMBOLS}
      onSelect={onSelect}
    />
  );
}
