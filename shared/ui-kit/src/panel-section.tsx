import { Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PanelSectionProps {
  title: string;
  /** The section's accessible name. */
  label: string;
  subtitle: ReactNode;
  /** A control beside the title (a toggle, a selector). */
  action?: ReactNode;
  /** Shows a thin progress bar while newer data loads over the shown data. */
  updating?: boolean;
  children: ReactNode;
}

/** A titled, outlined panel of a data page: heading, one-line subtitle, optional action, content. */
export function PanelSection({ title, label, subtitle, action, updating = false, children }: PanelSectionProps) {
  return (
    <Paper
      component="section"
      aria-label={label}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, position: 'relative' }}
    >
      {updating ? (
        <LinearProgress
          aria-label="Updating"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, borderRadius: 1 }}
        />
      ) : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 1, alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        </Box>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
