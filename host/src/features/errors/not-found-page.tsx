import { DEFAULT_HOME_PATH, LANDING_PATH } from '@flowdeck/contract';
import { useAuthStore } from '@flowdeck/host-sdk';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { StatusPage } from '../../components/status-page';

/** Whether the visitor holds a user session (a guest link is not one). */
export function useSignedIn(): boolean {
  return useAuthStore((s) => s.token !== null || s.user !== null);
}

/** "Back to Home" leads a signed-in user to their dashboard, a visitor to the landing page. */
export function NotFoundPage() {
  const signedIn = useSignedIn();
  return (
    <StatusPage
      code="404"
      title="Page not found"
      actions={
        <Button component={RouterLink} to={signedIn ? DEFAULT_HOME_PATH : LANDING_PATH} variant="contained">
          Back to Home
        </Button>
      }
    >
      The page you are looking for does not exist or has moved.
    </StatusPage>
  );
}
