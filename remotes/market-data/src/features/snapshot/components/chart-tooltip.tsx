import { Box, Paper, Typography } from '@mui/material';

export interface TooltipLine {
  label: string;
  value: string;
  color?: string;
}

/** The panel every chart on the page shows on hover. */
export function ChartTooltip({ title, lines }: { title: string; lines: readonly TooltipLine[] }) {
  return (
    <Paper variant="outlined" sx={{ px: 1.25, py: 0.75, boxShadow: 6, minWidth: 150 }}>
      <Typography variant="caption" sx={{ fontWeight: 700 }} component="div">
        {title}
      </Typography>
      {lines.map((line) => (
        <Box
          key={line.label}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            fontSize: 12,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {line.label}
          </Box>
          <Box component="span" sx={{ color: line.color, fontWeight: 600 }}>
            {line.value}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

/** A row of colour keys under a chart title. */
export function ChartKey({ items }: { items: ReadonlyArray<{ label: string; color: string; line?: boolean }> }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 0.5 }}>
      {items.map((item) => (
        <Box
          key={item.label}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 12, color: 'text.secondary' }}
        >
          <Box
            aria-hidden
            sx={{
              width: item.line ? 14 : 10,
              height: item.line ? 2 : 10,
              borderRadius: item.line ? 0 : 0.5,
              bgcolor: item.color,
            }}
          />
          {item.label}
        </Box>
      ))}
    </Box>
  );
}
