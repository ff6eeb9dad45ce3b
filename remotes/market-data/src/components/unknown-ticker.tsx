import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Chip, Paper, Stack, Typography } from '@mui/material';

/** Tickers offered when the one in the URL is not known. */
export const SUGGESTED_TICKERS = ['SPY', 'QQQ', 'AAPL', 'NVDA', 'TSLA'] as const;

export const UNKNOWN_TICKER_TITLE = 'Unknown ticker';

/**
 * The ticker in the URL is not one the market data knows (404) or not a ticker at all (400). The
 * search in the header stays usable; a few liquid tickers are one click away.
 */
export function UnknownTicker({
  ticker,
  detail,
  onSelect,
  onShowAll,
}: {
  ticker: string;
  /** The API's reason for a malformed ticker. */
  detail?: string | null;
  onSelect: (ticker: string) => void;
  /** Offered on pages that can show every ticker. */
  onShowAll?: () => void;
}) {
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={UNKNOWN_TICKER_TITLE}
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}
    >
      <SearchOffIcon sx={{ fontSize: 44, color: 'text.secondary' }} />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {UNKNOWN_TICKER_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        There is no market data for “{ticker}”.{detail ? ` ${detail}` : ''} Search above, or pick one of these:
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {SUGGESTED_TICKERS.map((suggestion) => (
          <Chip key={suggestion} label={suggestion} clickable onClick={() => onSelect(suggestion)} />
        ))}
      </Stack>
      {onShowAll ? (
        <Button sx={{ mt: 2 }} onClick={onShowAll}>
          Show all tickers
        </Button>
      ) : null}
    </Paper>
  );
}
