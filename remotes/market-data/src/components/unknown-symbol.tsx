import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Chip, Paper, Stack, Typography } from '@mui/material';

/** Tickers offered when the one in the URL does not exist. */
const SUGGESTED_SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'SPY'] as const;

/** The symbol in the URL matches no company; the search above stays usable. */
export function UnknownSymbol({ symbol, onSelect }: { symbol: string; onSelect: (symbol: string) => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        Unknown symbol
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        No company trades as “{symbol}”. Search by ticker or company name, or try one of these:
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {SUGGESTED_SYMBOLS.map((suggestion) => (
          <Chip key={suggestion} label={suggestion} clickable onClick={() => onSelect(suggestion)} />
        ))}
      </Stack>
    </Paper>
  );
}
