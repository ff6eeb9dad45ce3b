import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Chip, Paper, Stack, Typography } from '@mui/material';

/** Tickers with busy option flow, offered when the one in the URL is unknown. */
const SUGGESTED_TICKERS = ['SPY', 'QQQ', 'NVDA', 'TSLA', 'AAPL'] as const;

/** The ticker in the URL is unknown; market tide and the search stay one click away. */
export function UnknownTicker({
  ticker,
  detail,
  onSelect,
  onMarketTide,
}: {
  ticker: string;
  /** What the server said, e.g. "Unknown symbol ZZZZ". */
  detail: string;
  onSelect: (ticker: string) => void;
  onMarketTide: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        No net flow for “{ticker}”
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {detail.replace(/\.$/, '')}. Search for another ticker, try one of these, or see the whole market.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {SUGGESTED_TICKERS.map((suggestion) => (
          <Chip key={suggestion} label={suggestion} clickable onClick={() => onSelect(suggestion)} />
        ))}
      </Stack>
      <Button variant="contained" sx={{ mt: 3 }} onClick={onMarketTide}>
        Show market tide
      </Button>
    </Paper>
  );
}
