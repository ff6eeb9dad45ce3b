import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { StatusPage } from '../../components/status-page';

export function ServerErrorPage() {
  return (
    <StatusPage
      code="500"
      title="Something went wrong on our side"
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button component={RouterLink} to="/" variant="outlined">
            Back to Home
          </Button>
        </>
      }
    >
      We have been notified. Please try again in a moment.
    </StatusPage>
  );
}
