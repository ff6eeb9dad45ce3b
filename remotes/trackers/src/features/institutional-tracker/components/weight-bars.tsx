import { PanelSection } from '@flowdeck/ui-kit';
import { Box, Stack, Typography } from '@mui/material';

/** Labelled horizontal bars of percentages (sector allocation), largest first. */
export function WeightBars({
  title,
  subtitle,
  rows,
}: {
  title: string;
  subtitle: string;
  rows: ReadonlyArray<{ label: string; weight: number; note: string }>;
}) {
  const top = Math.max(0, ...rows.map((row) => row.weight));
  return (
    <PanelSection title={title} label={title} subtitle={subtitle}>
      {rows.length === 0 ? (
        <Typography sx={{ py: 2 }}>Nothing held this quarter.</Typography>
      ) : (
        <Stack component="ul" spacing={0.75} sx={{ m: 0, p: 0 }} aria-label={title}>
          {rows.map((row) => (
            <Box component="li" key={row.label} sx={{ listStyle: 'none' }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Typography variant="caption" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {row.label}
                </Typography>
                <Typography variant="caption" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {row.weight.toFixed(1)}% · {row.note}
                </Typography>
              </Stack>
              <Box sx={{ bgcolor: 'action.hover', borderRadius: 0.5, height: 8 }}>
                <Box
                  sx={{
                    width: `${top > 0 ? (row.weight / top) * 100 : 0}%`,
                    height: '100%',
                    bgcolor: 'primary.main',
                    borderRadius: 0.5,
                  }}
                />
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </PanelSection>
  );
}
