import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Tickers offered when the one in the URL is not known. */
export const SUGGESTED_TICKERS = ['SPY', 'QQQ', 'AAPL', 'NVDA', 'TSLA'] as const;

export const UNKNOWN_TICKER_TITLE = 'Unknown ticker';

/** One more way out of an unknown ticker than picking another (e.g. every ticker, the whole market). */
export interface UnknownTickerAction {
  label: string;
  onClick: () => void;
  /** `contained` when it is the page's main way on. */
  variant?: 'text' | 'contained';
}

/**
 * The ticker in the URL is not one the page has data for: 404 (no such symbol) or 400 (not a ticker at all).
 * The search in the page header stays usable, and a few tickers the page has data for are one click away.
 * Every ticker page shows this one view; a page words it for its own data.
 */
export function UnknownTicker({
  ticker,
  detail,
  title = UNKNOWN_TICKER_TITLE,
  message,
  suggestions = SUGGESTED_TICKERS,
  onSelect,
  action,
}: {
  ticker: string;
  /** The API's reason for a malformed ticker. */
  detail?: string | null;
  title?: string;
  /** What happened and what to do; by default, that the market data knows no such ticker. */
  message?: ReactNode;
  suggestions?: readonly string[];
  onSelect: (ticker: string) => void;
  action?: UnknownTickerAction;
}) {
  return (
    <Paper variant="outlined" role="region" aria-label={title} sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {message ?? (
          <>
            There is no market data for “{ticker}”.{detail ? ` ${detail}` : ''} Search above, or pick one of these:
          </>
        )}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {suggestions.map((suggestion) => (
          <Chip key={suggestion} label={suggestion} clickable onClick={() => onSelect(suggestion)} />
        ))}
      </Stack>
      {action ? (
        <Button
          variant={action.variant ?? 'text'}
          sx={{ mt: action.variant === 'contained' ? 3 : 2 }}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ) : null}
    </Paper>
  );
}
