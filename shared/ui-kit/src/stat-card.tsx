import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  color?: string;
}

/** A labelled figure, the building block of every summary strip. */
export function StatCard({ label, value, hint, color }: StatCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}>
        {label}
      </Typography>
      <Typography variant="h6" sx={{ color, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {hint ? (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </Paper>
  );
}
