import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { StatusPage } from '../../components/status-page';

/** Shown on the routes of a remote whose code could not be loaded; Retry really reloads it. */
export function RemoteUnavailablePage({ title, onRetry }: { title: string; onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <StatusPage
      title={`${title} is temporarily unavailable`}
      actions={
        <Button
          variant="contained"
          disabled={retrying}
          startIcon={retrying ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          onClick={() => {
            setRetrying(true);
            void onRetry().finally(() => setRetrying(false));
          }}
        >
          Retry
        </Button>
      }
    >
      This part of FlowDeck could not be loaded just now. Everything else keeps working; try again in a moment.
    </StatusPage>
  );
}
