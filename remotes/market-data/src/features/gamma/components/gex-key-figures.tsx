import { NO_VALUE } from '../../../format';
import { formatPrice, formatThousands, formatUsd, StatCard } from '@flowdeck/ui-kit';
import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { GammaExposureResponse } from '../api/get-gamma-exposure';
import { LEVEL_LABELS, REGIME_TEXT, gammaRegime } from '../gex-data';
import { formatFromSpot, formatStrike } from '../gex-format';
import { levelColors } from './level-colors';

/** Totals, the marked levels and the regime they imply, above the charts. */
export function GexKeyFigures({ data }: { data: GammaExposureResponse }) {
  const theme = useTheme();
  const colors = levelColors(theme);
  const signColor = (value: number) => (value >= 0 ? theme.palette.success.main : theme.palette.error.main);
  const regime = gammaRegime(data.spot, data.zeroGamma, data.totals.net);
  const level = (value: number | null) => (value === null ? NO_VALUE : formatStrike(value));
  const fromSpot = (value: number | null) =>
    value === null ? 'Not found in range' : `${formatFromSpot(value, data.spot)} from spot`;

  return (
    <Box
      component="section"
      aria-label="Key levels"
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 1.5 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
        mb: 2,
      }}
    >
      <StatCard
        label="Net GEX"
        value={formatUsd(data.totals.net)}
        color={signColor(data.totals.net)}
        hint={`Calls ${formatUsd(data.totals.call)} · Puts ${formatUsd(data.totals.put)}`}
      />
      <StatCard
        label={LEVEL_LABELS.spot}
        value={formatPrice(data.spot)}
        hint={`${data.ticker} · ${formatThousands(data.contracts)} contracts`}
      />
      <StatCard
        label={LEVEL_LABELS.callWall}
        value={level(data.callWall)}
        color={colors.callWall}
        hint={fromSpot(data.callWall)}
      />
      <StatCard
        label={LEVEL_LABELS.putWall}
        value={level(data.putWall)}
        color={colors.putWall}
        hint={fromSpot(data.putWall)}
      />
      <StatCard
        label={LEVEL_LABELS.zeroGamma}
        value={level(data.zeroGamma)}
        color={colors.zeroGamma}
        hint={fromSpot(data.zeroGamma)}
      />
      <StatCard
        label="Regime"
        value={REGIME_TEXT[regime].title}
        color={regime === 'long' ? theme.palette.success.main : theme.palette.error.main}
        hint={REGIME_TEXT[regime].hint}
      />
    </Box>
  );
}
