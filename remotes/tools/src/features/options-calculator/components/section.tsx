import { Box, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface SectionProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card; its title names the region for screen readers. */
export function Section({ title, subtitle, actions, children }: SectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}
