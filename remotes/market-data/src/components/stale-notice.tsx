import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { formatAsOfClock } from '../lib/market-format';

/**
 * A refresh failed while figures were already on screen: they stay, with a note of their age and, where the
 * page offers it, a way to try again (the timer keeps trying too). The one stale notice of the ticker pages:
 * a page may word it for its own data (`children`).
 */
export function StaleNotice({
  message,
  asOf,
  onRetry,
  children,
}: {
  /** Why the refresh failed. */
  message: string;
  /** When the figures on screen were current. */
  asOf: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {children ?? `Could not refresh: ${message}. Showing figures as of ${formatAsOfClock(asOf)}.`}
    </Alert>
  );
}
