import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface TooltipLine {
  label: string;
  value: string;
  color?: string;
}

/** The panel every chart on the page shows on hover: a title and labelled figures. */
export function ChartTooltipPanel({ title, lines }: { title: ReactNode; lines: readonly TooltipLine[] }) {
  return (
    <Paper elevation={6} sx={{ px: 1.5, py: 1, minWidth: 170, pointerEvents: 'none' }}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {lines.map((line) => (
        <Box key={line.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="caption" color="text.secondary">
            {line.label}
          </Typography>
          <Typography variant="caption" sx={{ fontWeight: 600, color: line.color, fontVariantNumeric: 'tabular-nums' }}>
            {line.value}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}
