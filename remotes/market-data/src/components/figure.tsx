import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface FigureProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  color?: string;
  /** Drawn under the value, e.g. a split bar. */
  children?: ReactNode;
}

/**
 * One labelled figure of a summary strip: denser than the kit's StatCard, so six or eight fit a row.
 * The figure is a group named by its label, which is how tests and screen readers find it.
 */
export function Figure({ label, value, hint, color, children }: FigureProps) {
  return (
    <Paper variant="outlined" role="group" aria-label={label} sx={{ px: 1.5, py: 1.25, minWidth: 0, height: '100%' }}>
      <Typography
        variant="caption"
        color="text.secondary"
        noWrap
        component="div"
        sx={{ textTransform: 'uppercase', letterSpacing: 0.6, fontSize: 11, fontWeight: 600 }}
      >
        {label}
      </Typography>
      <Typography
        component="div"
        sx={{ color, fontSize: 19, fontWeight: 700, lineHeight: 1.35, fontVariantNumeric: 'tabular-nums' }}
        noWrap
      >
        {value}
      </Typography>
      {children ? <Box sx={{ mt: 0.5 }}>{children}</Box> : null}
      {hint ? (
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          noWrap
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {hint}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** A responsive strip of figures: two a row on a phone, up to `columns` on a wide screen (more than six only on the widest). */
export function FigureStrip({
  columns = 6,
  label,
  children,
}: {
  columns?: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: `repeat(${Math.min(columns, 4)}, minmax(0, 1fr))`,
          lg: `repeat(${columns > 6 ? 4 : columns}, minmax(0, 1fr))`,
          xl: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}
