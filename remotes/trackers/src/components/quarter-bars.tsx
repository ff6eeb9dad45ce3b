import { PanelSection } from '@flowdeck/ui-kit';
import { Box, Stack, Typography } from '@mui/material';
import { barShares, quarterLabel } from '../lib/quarters';

/** An amount per quarter as horizontal bars, oldest first (Lobbying spend, contract obligations). */
export function QuarterBars({
  rows,
  title,
  label,
  subtitle,
  format,
  valueWidth,
}: {
  rows: ReadonlyArray<{ quarter: string; amount: number | null }>;
  title: string;
  label: string;
  subtitle: string;
  format: (amount: number | null) => string;
  /** Room for the widest figure, in px. */
  valueWidth: number;
}) {
  const shares = barShares(rows.map((row) => row.amount));
  return (
    <PanelSection title={title} label={label} subtitle={subtitle}>
      <Stack spacing={0.75} sx={{ mt: 1 }}>
        {rows.map((row, i) => (
          <Stack key={row.quarter} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="caption" sx={{ width: 56, flexShrink: 0 }}>
              {quarterLabel(row.quarter)}
            </Typography>
            <Box sx={{ flex: 1, minWidth: 0, bgcolor: 'action.hover', borderRadius: 0.5, height: 14 }}>
              <Box sx={{ width: `${shares[i] ?? 0}%`, height: '100%', bgcolor: 'primary.main', borderRadius: 0.5 }} />
            </Box>
            <Typography
              variant="caption"
              sx={{ width: valueWidth, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
            >
              {format(row.amount)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </PanelSection>
  );
}
