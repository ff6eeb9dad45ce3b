import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Chip, Paper, Stack, Typography } from '@mui/material';

/** Tickers with deep option chains, offered when the one in the URL has none. */
const SUGGESTED_TICKERS = ['SPY', 'QQQ', 'SPX', 'NVDA', 'TSLA', 'AAPL'] as const;

/** The ticker in the URL is unknown or lists no options; the search above stays usable. */
export function UnknownTicker({
  ticker,
  detail,
  onSelect,
}: {
  ticker: string;
  /** What the server said, e.g. "Unknown symbol ZZZZ". */
  detail: string;
  onSelect: (ticker: string) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        No gamma exposure for “{ticker}”
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {detail.replace(/\.$/, '')}. Search for a ticker with listed options, or try one of these:
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {SUGGESTED_TICKERS.map((suggestion) => (
          <Chip key={suggestion} label={suggestion} clickable onClick={() => onSelect(suggestion)} />
        ))}
      </Stack>
    </Paper>
  );
}
