import { Box, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { formatSignedPercent } from '../../../lib/scanner-format';
import type { SectorHeatRow } from '../api/get-biggest-movers';

/** A sector's mean move at which its tile is fully coloured. */
const FULL_HEAT_PERCENT = 3;

/** One tile per sector, green for a mean gain and red for a loss, stronger the bigger the move. */
export function SectorHeat({ sectors }: { sectors: readonly SectorHeatRow[] }) {
  const theme = useTheme();
  if (sectors.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        No symbol has traded in this part of the session yet.
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label="Sector heat"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          xl: 'repeat(6, minmax(0, 1fr))',
        },
        gap: 1,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {sectors.map((s) => {
        const strength = Math.min(1, Math.abs(s.changePercent) / FULL_HEAT_PERCENT);
        const base = s.changePercent >= 0 ? theme.palette.success.main : theme.palette.error.main;
        return (
          <Box
            component="li"
            key={s.sector}
            aria-label={`${s.sector} ${formatSignedPercent(s.changePercent)}`}
            sx={{
              p: 1,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: alpha(base, 0.08 + 0.45 * strength),
              minWidth: 0,
            }}
          >
            <Typography variant="caption" component="p" sx={{ fontWeight: 600 }} noWrap title={s.sector}>
              {s.sector}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {formatSignedPercent(s.changePercent)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {s.advancers} up · {s.decliners} down
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
