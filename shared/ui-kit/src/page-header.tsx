import type { ReactNode } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown as a chip: the spec requires "Simulated data" wherever the simulator feeds a page. */
  simulated?: boolean;
  actions?: ReactNode;
}

export const SIMULATED_DATA_LABEL = 'Simulated data';

export function PageHeader({ title, subtitle, simulated, actions }: PageHeaderProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' } }}>
      <Box sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {simulated ? <Chip size="small" color="warning" variant="outlined" label={SIMULATED_DATA_LABEL} /> : null}
        </Stack>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions}
    </Stack>
  );
}
