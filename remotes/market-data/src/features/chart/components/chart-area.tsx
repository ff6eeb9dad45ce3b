import type { BarsResponse } from '@flowdeck/api-types';
import { Box, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { UTCTimestamp } from 'lightweight-charts';
import { Suspense, lazy, useMemo } from 'react';
import { canvasSupported } from '../../../lib/canvas-support';
import { DAILY_INTERVAL, chartInterval, isIntraday } from '../chart-intervals';
import { type BarEvents, buildMarkers } from '../chart-markers';
import { type PriceBar, toCandles, toVolumeBars, toVwapLine } from '../chart-series';
import type { ChartPalette } from '../hooks/use-chart-palette';
import type { Overlay } from './chart-toolbar';

// The canvas charting library loads on demand, and never where there is no canvas to draw on.
const ChartCanvas = lazy(() => import('./chart-canvas').then((m) => ({ default: m.ChartCanvas })));

const VOLUME_OPACITY = 0.4;
const DARK_POOL_MARKER_OPACITY = 0.8;

export interface ChartAreaProps {
  response: BarsResponse | undefined;
  bars: PriceBar[];
  vwapValues: (number | null)[];
  vwapShown: boolean;
  groups: ReadonlyMap<number, BarEvents>;
  overlays: Overlay[];
  minPremium: number;
  minNotional: number;
  counts: { trades: number; prints: number };
  height: number;
  focus: { time: UTCTimestamp } | null;
  palette: ChartPalette;
  onHover: (time: UTCTimestamp | null) => void;
}

/** The canvas, or what stands in for it: a skeleton while loading, a note when there are no bars. */
export function ChartArea({
  response,
  bars,
  vwapValues,
  vwapShown,
  groups,
  overlays,
  minPremium,
  minNotional,
  counts,
  height,
  focus,
  palette,
  onHover,
}: ChartAreaProps) {
  const interval = response?.interval ?? DAILY_INTERVAL;
  const candles = useMemo(() => toCandles(bars, interval), [bars, interval]);
  const volume = useMemo(
    () =>
      toVolumeBars(bars, interval, {
        up: alpha(palette.bullish, VOLUME_OPACITY),
        down: alpha(palette.bearish, VOLUME_OPACITY),
      }),
    [bars, interval, palette.bullish, palette.bearish],
  );
  const vwap = useMemo(
    () => toVwapLine(bars, vwapValues, interval, palette.vwap),
    [bars, vwapValues, interval, palette.vwap],
  );
  const flowOn = overlays.includes('flow');
  const darkPoolOn = overlays.includes('darkPool');
  const markers = useMemo(
    () =>
      buildMarkers(groups, interval, {
        // Dark-pool squares sit on the candles: let the candles show through.
        colors: { ...palette, darkPool: alpha(palette.darkPool, DARK_POOL_MARKER_OPACITY) },
        flow: flowOn,
        darkPool: darkPoolOn,
        minPremium,
        minNotional,
      }),
    [groups, interval, palette, flowOn, darkPoolOn, minPremium, minNotional],
  );

  if (!response) return <Skeleton variant="rounded" height={height} aria-label="Loading chart" />;
  if (bars.length === 0)
    return (
      <Box sx={{ height, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography color="text.secondary">No bars yet for {response.ticker} in this session.</Typography>
      </Box>
    );

  const { description } = chartInterval(interval);
  const caption = [
    `${response.ticker} ${description} candlestick chart, ${bars.length} bars.`,
    vwapShown ? 'Session VWAP shown.' : 'VWAP hidden.',
    flowOn ? `${counts.trades} options trades marked.` : 'Options flow hidden.',
    darkPoolOn ? `${counts.prints} dark-pool prints marked.` : 'Dark pool hidden.',
  ].join(' ');

  return (
    <Box component="figure" aria-label={`${response.ticker} chart`} sx={{ m: 0 }}>
      {canvasSupported() ? (
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
          <ChartCanvas
            candles={candles}
            volume={volume}
            vwap={vwap}
            showVwap={vwapShown}
            markers={markers}
            intraday={isIntraday(interval)}
            height={height}
            viewKey={`${response.ticker}:${interval}`}
            focus={focus}
            colors={{
              up: palette.bullish,
              down: palette.bearish,
              vwap: palette.vwap,
              text: palette.text,
              grid: palette.grid,
              fontFamily: palette.fontFamily,
            }}
            onHover={onHover}
          />
        </Suspense>
      ) : (
        <Box sx={{ height: 120, display: 'grid', placeItems: 'center' }}>
          <Typography color="text.secondary">This browser cannot draw charts (no canvas support).</Typography>
        </Box>
      )}
      <Box
        component="figcaption"
        sx={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        {caption}
      </Box>
    </Box>
  );
}
