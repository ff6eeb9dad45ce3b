import { formatDate, formatPercent } from '@flowdeck/ui-kit';
import { Box, Paper, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { Suspense, lazy, useMemo, useState } from 'react';
import type { DailyBar } from '../../../api/get-company-profile';
import { useValueColor } from '../../../hooks/use-value-color';
import { canvasSupported } from '../../../lib/canvas-support';
import {
  CHART_RANGES,
  type ChartRange,
  DEFAULT_CHART_RANGE,
  barsInRange,
  rangeChangePercent,
  toCandles,
  toVolumeBars,
} from './chart-data';

// The canvas charting library loads on demand, and never where there is no canvas to draw on.
const CandlestickChart = lazy(() => import('./candlestick-chart').then((m) => ({ default: m.CandlestickChart })));

const CHART_HEIGHT = 380;
const CHART_HEIGHT_SMALL = 280;
const VOLUME_OPACITY = 0.45;

/** Daily candles and volume with client-side range buttons. */
export function PriceChart({ bars }: { bars: readonly DailyBar[] }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const colorOf = useValueColor();
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);

  const inRange = useMemo(() => barsInRange(bars, range), [bars, range]);
  const up = theme.palette.success.main;
  const down = theme.palette.error.main;
  const candles = useMemo(() => toCandles(inRange), [inRange]);
  const volume = useMemo(
    () => toVolumeBars(inRange, { up: alpha(up, VOLUME_OPACITY), down: alpha(down, VOLUME_OPACITY) }),
    [inRange, up, down],
  );
  const change = rangeChangePercent(inRange);
  const first = inRange[0];
  const last = inRange.at(-1);
  const height = small ? CHART_HEIGHT_SMALL : CHART_HEIGHT;

  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h6" component="h2">
            Daily chart
          </Typography>
          {first && last ? (
            <Typography variant="body2" color="text.secondary">
              {formatDate(first.date)} – {formatDate(last.date)} · {inRange.length} sessions
              {change !== null ? (
                <Box component="span" sx={{ ml: 1, fontWeight: 600, color: colorOf(change) }}>
                  {range} {formatPercent(change)}
                </Box>
              ) : null}
            </Typography>
          ) : null}
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range}
          onChange={(_event, next: ChartRange | null) => {
            if (next) setRange(next);
          }}
          aria-label="Chart range"
        >
          {CHART_RANGES.map(({ id }) => (
            <ToggleButton key={id} value={id} sx={{ px: 1.5, py: 0.25 }}>
              {id}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {canvasSupported() ? (
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
          <CandlestickChart candles={candles} volume={volume} height={height} />
        </Suspense>
      ) : null}
    </Paper>
  );
}
