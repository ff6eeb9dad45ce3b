import { Alert, Box, Button, CircularProgress } from '@mui/material';

/** Loading spinner for a section waiting on server data. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      {/* The progressbar needs its own name (axe: aria-progressbar-name), not only the status around it. */}
      <CircularProgress size={28} aria-label={label} />
    </Box>
  );
}

/** A section whose data failed to load, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
