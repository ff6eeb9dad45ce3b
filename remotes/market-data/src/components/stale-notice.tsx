import { Alert, Button } from '@mui/material';
import { formatAsOfClock } from '../lib/market-format';

/**
 * A refresh failed while figures were already on screen: they stay, with a note of their age and a
 * way to try again (the timer keeps trying too).
 */
export function StaleNotice({ message, asOf, onRetry }: { message: string; asOf: string; onRetry: () => void }) {
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      Could not refresh: {message}. Showing figures as of {formatAsOfClock(asOf)}.
    </Alert>
  );
}
