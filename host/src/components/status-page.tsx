import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Full-page status message (404, 500, unavailable) with a way on. */
export function StatusPage({
  code,
  title,
  children,
  actions,
}: {
  code?: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2, maxWidth: 640, mx: 'auto' }}>
      {code ? (
        <Typography variant="h1" sx={{ fontWeight: 800, opacity: 0.9 }}>
          {code}
        </Typography>
      ) : null}
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" component="div" sx={{ mb: 4 }}>
        {children}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
        {actions ?? (
          <Button component={RouterLink} to="/" variant="contained">
            Back to Home
          </Button>
        )}
      </Stack>
    </Box>
  );
}
