import { LANDING_PATH } from '@flowdeck/contract';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** Spec §2: the unauthorised page, word for word. */
export function NotAuthorizedPage() {
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h1" sx={{ fontWeight: 800 }}>
        401
      </Typography>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        You are not authorized!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        You don&apos;t have permission to access this page. Go Home!
      </Typography>
      <Button component={RouterLink} to={LANDING_PATH} variant="contained">
        Back to Home
      </Button>
    </Box>
  );
}
