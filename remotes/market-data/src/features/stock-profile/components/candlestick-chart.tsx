import { abbreviate, formatDate, formatPrice } from '@flowdeck/ui-kit';
import { Box, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import {
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  HistogramSeries,
  createChart,
  type CandlestickData,
  type HistogramData,
  type IChartApi,
  type ISeriesApi,
  type MouseEventParams,
  type Time,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';

export interface CandlestickChartProps {
  candles: CandlestickData<Time>[];
  volume: HistogramData<Time>[];
  height: number;
}

interface ChartHandles {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
}

interface Legend {
  candle: CandlestickData<Time>;
  volume: number | undefined;
}

/** Volume sits on its own overlay scale in the bottom fifth of the price pane. */
const VOLUME_SCALE_ID = 'volume';

/**
 * A daily candlestick chart with a volume histogram (lightweight-charts). Follows the MUI theme,
 * tracks its container's width and shows the hovered bar's OHLC and volume.
 */
export function CandlestickChart({ candles, volume, height }: CandlestickChartProps) {
  const theme = useTheme();
  const containerRef = useRef<HTMLDivElement>(null);
  const handles = useRef<ChartHandles | null>(null);
  const [hovered, setHovered] = useState<Legend | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      width: container.clientWidth,
      crosshair: { mode: CrosshairMode.Normal },
      timeScale: { rightOffset: 2, fixLeftEdge: true, fixRightEdge: true },
      handleScale: { axisPressedMouseMove: { time: true, price: false } },
    });
    const candleSeries = chart.addSeries(CandlestickSeries, { borderVisible: false });
    candleSeries.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.26 } });
    const volumeSeries = chart.addSeries(HistogramSeries, {
      priceFormat: { type: 'volume' },
      priceScaleId: VOLUME_SCALE_ID,
      lastValueVisible: false,
      priceLineVisible: false,
    });
    chart.priceScale(VOLUME_SCALE_ID).applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });

    const onCrosshairMove = (param: MouseEventParams<Time>) => {
      const candle = param.seriesData.get(candleSeries);
      const bar = param.seriesData.get(volumeSeries);
      if (!candle || !('open' in candle)) {
        setHovered(null);
        return;
      }
      setHovered({ candle, volume: bar && 'value' in bar ? bar.value : undefined });
    };
    chart.subscribeCrosshairMove(onCrosshairMove);

    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width;
      if (width) chart.applyOptions({ width: Math.floor(width) });
    });
    observer.observe(container);
    handles.current = { chart, candles: candleSeries, volume: volumeSeries };
    return () => {
      observer.disconnect();
      chart.unsubscribeCrosshairMove(onCrosshairMove);
      chart.remove();
      handles.current = null;
    };
  }, []);

  useEffect(() => {
    handles.current?.chart.applyOptions({ height });
  }, [height]);

  const mode = theme.palette.mode;
  const textColor = theme.palette.text.secondary;
  const gridColor = theme.palette.divider;
  const fontFamily = theme.typography.fontFamily;
  const up = theme.palette.success.main;
  const down = theme.palette.error.main;
  useEffect(() => {
    const current = handles.current;
    if (!current) return;
    current.chart.applyOptions({
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor, fontFamily },
      grid: { vertLines: { color: gridColor }, horzLines: { color: gridColor } },
      rightPriceScale: { borderColor: gridColor },
      timeScale: { borderColor: gridColor },
    });
    current.candles.applyOptions({ upColor: up, downColor: down, wickUpColor: up, wickDownColor: down });
    // `mode` is listed so a palette switch re-applies even when a colour string happens to repeat.
  }, [mode, textColor, gridColor, fontFamily, up, down]);

  useEffect(() => {
    const current = handles.current;
    if (!current) return;
    current.candles.setData(candles);
    current.volume.setData(volume);
    current.chart.timeScale().fitContent();
  }, [candles, volume]);

  const lastCandle = candles.at(-1);
  const legend: Legend | null = hovered ?? (lastCandle ? { candle: lastCandle, volume: volume.at(-1)?.value } : null);

  return (
    <Box>
      <ChartLegend legend={legend} up={up} down={down} />
      <Box ref={containerRef} sx={{ width: '100%', height }} />
    </Box>
  );
}

/** OHLC and volume of the hovered bar (else the latest), above the chart so it never covers a candle. */
function ChartLegend({ legend, up, down }: { legend: Legend | null; up: string; down: string }) {
  if (!legend) return <Box sx={{ minHeight: 24 }} />;
  const { candle } = legend;
  const color = candle.close >= candle.open ? up : down;
  const items: [string, string][] = [
    ['O', formatPrice(candle.open)],
    ['H', formatPrice(candle.high)],
    ['L', formatPrice(candle.low)],
    ['C', formatPrice(candle.close)],
  ];
  if (legend.volume !== undefined) items.push(['Vol', abbreviate(legend.volume)]);
  return (
    <Stack direction="row" sx={{ minHeight: 24, mb: 0.5, columnGap: 1.25, flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {typeof candle.time === 'string' ? formatDate(candle.time) : ''}
      </Typography>
      {items.map(([label, value]) => (
        <Typography key={label} variant="caption" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
            {label}
          </Box>
          <Box component="span" sx={{ color: label === 'Vol' ? 'text.primary' : color }}>
            {value}
          </Box>
        </Typography>
      ))}
    </Stack>
  );
}
