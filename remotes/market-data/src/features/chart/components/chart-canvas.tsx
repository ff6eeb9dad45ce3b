import { Box } from '@mui/material';
import {
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  HistogramSeries,
  LineSeries,
  LineStyle,
  createChart,
  createSeriesMarkers,
  type CandlestickData,
  type HistogramData,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type LineData,
  type MouseEventParams,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';

export interface ChartColors {
  up: string;
  down: string;
  vwap: string;
  text: string;
  grid: string;
  fontFamily: string | undefined;
}

export interface ChartCanvasProps {
  candles: CandlestickData<UTCTimestamp>[];
  volume: HistogramData<UTCTimestamp>[];
  vwap: LineData<UTCTimestamp>[];
  showVwap: boolean;
  markers: SeriesMarker<UTCTimestamp>[];
  /** Intraday bars show times on the axis; daily bars only dates. */
  intraday: boolean;
  height: number;
  /** Ticker and interval: a new view starts at the latest bars; the same view keeps the user's zoom. */
  viewKey: string;
  /** A bar to bring into view (a new object each time, so the same bar can be asked for twice). */
  focus: { time: UTCTimestamp } | null;
  colors: ChartColors;
  /** The bar under the crosshair, or null when the pointer leaves the chart. */
  onHover: (time: UTCTimestamp | null) => void;
}

interface ChartHandles {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick', Time>;
  volume: ISeriesApi<'Histogram', Time>;
  vwap: ISeriesApi<'Line', Time>;
  markers: ISeriesMarkersPluginApi<Time>;
}

/** Volume sits on its own overlay scale in the bottom fifth of the price pane. */
const VOLUME_SCALE_ID = 'volume';
/** Bars a new view opens on at most (about a session of 5-minute bars); older ones are a scroll away. */
const INITIAL_VISIBLE_BARS = 160;
const MIN_VISIBLE_BARS = 20;
/** Room per bar a new view gives at least, so a phone opens on fewer, readable candles. */
const MIN_BAR_SPACING_PX = 5;
const RIGHT_OFFSET_BARS = 4;

/**
 * Candles, volume, a VWAP line and trade markers on one lightweight-charts pane, with the TradingView
 * attribution logo the library's licence asks for. Follows the given colours, tracks its container's
 * width and reports the bar under the crosshair.
 */
export function ChartCanvas({
  candles,
  volume,
  vwap,
  showVwap,
  markers,
  intraday,
  height,
  viewKey,
  focus,
  colors,
  onHover,
}: ChartCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const handles = useRef<ChartHandles | null>(null);
  const shownView = useRef<string | null>(null);
  const hover = useRef(onHover);
  useEffect(() => {
    hover.current = onHover;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      width: container.clientWidth,
      layout: { attributionLogo: true },
      crosshair: { mode: CrosshairMode.Normal },
      timeScale: { rightOffset: RIGHT_OFFSET_BARS, secondsVisible: false },
      handleScale: { axisPressedMouseMove: { time: true, price: true } },
    });
    const candleSeries = chart.addSeries(CandlestickSeries, { borderVisible: false });
    candleSeries.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.24 } });
    const volumeSeries = chart.addSeries(HistogramSeries, {
      priceFormat: { type: 'volume' },
      priceScaleId: VOLUME_SCALE_ID,
      lastValueVisible: false,
      priceLineVisible: false,
    });
    chart.priceScale(VOLUME_SCALE_ID).applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
    const vwapSeries = chart.addSeries(LineSeries, {
      lineWidth: 2,
      lineStyle: LineStyle.Solid,
      priceLineVisible: false,
      crosshairMarkerVisible: false,
      title: 'VWAP',
    });
    const markersPlugin = createSeriesMarkers(candleSeries, []);

    const onCrosshairMove = (param: MouseEventParams<Time>) => {
      hover.current(typeof param.time === 'number' ? (param.time as UTCTimestamp) : null);
    };
    chart.subscribeCrosshairMove(onCrosshairMove);

    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width;
      if (width) chart.applyOptions({ width: Math.floor(width) });
    });
    observer.observe(container);
    handles.current = { chart, candles: candleSeries, volume: volumeSeries, vwap: vwapSeries, markers: markersPlugin };
    return () => {
      observer.disconnect();
      chart.unsubscribeCrosshairMove(onCrosshairMove);
      markersPlugin.detach();
      chart.remove();
      handles.current = null;
      shownView.current = null;
    };
  }, []);

  useEffect(() => {
    handles.current?.chart.applyOptions({ height });
  }, [height]);

  const { up, down, vwap: vwapColor, text, grid, fontFamily } = colors;
  useEffect(() => {
    const current = handles.current;
    if (!current) return;
    current.chart.applyOptions({
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: text, fontFamily },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      rightPriceScale: { borderColor: grid },
      timeScale: { borderColor: grid },
    });
    current.candles.applyOptions({ upColor: up, downColor: down, wickUpColor: up, wickDownColor: down });
    current.vwap.applyOptions({ color: vwapColor });
  }, [up, down, vwapColor, text, grid, fontFamily]);

  useEffect(() => {
    handles.current?.chart.applyOptions({ timeScale: { timeVisible: intraday } });
  }, [intraday]);

  useEffect(() => {
    const current = handles.current;
    if (!current) return;
    current.candles.setData(candles);
    current.volume.setData(volume);
    current.vwap.setData(vwap);
    if (shownView.current !== viewKey && candles.length > 0) {
      shownView.current = viewKey;
      const count = candles.length;
      const width = containerRef.current?.clientWidth ?? 0;
      const visible = Math.max(
        MIN_VISIBLE_BARS,
        Math.min(INITIAL_VISIBLE_BARS, Math.floor(width / MIN_BAR_SPACING_PX)),
      );
      if (count > visible) {
        current.chart.timeScale().setVisibleLogicalRange({ from: count - visible, to: count - 1 + RIGHT_OFFSET_BARS });
      } else {
        current.chart.timeScale().fitContent();
      }
    }
  }, [candles, volume, vwap, viewKey]);

  useEffect(() => {
    handles.current?.vwap.applyOptions({ visible: showVwap });
  }, [showVwap]);

  useEffect(() => {
    handles.current?.markers.setMarkers(markers);
  }, [markers]);

  const latestCandles = useRef(candles);
  useEffect(() => {
    latestCandles.current = candles;
  });

  useEffect(() => {
    const current = handles.current;
    if (!current || !focus) return;
    const timeScale = current.chart.timeScale();
    const index = timeScale.timeToIndex(focus.time, true);
    if (index === null) return;
    const range = timeScale.getVisibleLogicalRange();
    const span = range ? range.to - range.from : INITIAL_VISIBLE_BARS;
    // Centre the bar, without scrolling past the latest one into empty space.
    const lastEdge = latestCandles.current.length - 1 + RIGHT_OFFSET_BARS;
    const to = Math.min(index + span / 2, Math.max(lastEdge, span));
    timeScale.setVisibleLogicalRange({ from: to - span, to });
    // The crosshair marks the bar, and the legend shows it, until the pointer moves.
    const candle = latestCandles.current.find((c) => c.time === focus.time);
    if (candle) current.chart.setCrosshairPosition(candle.close, candle.time, current.candles);
  }, [focus]);

  return <Box ref={containerRef} sx={{ width: '100%', height, position: 'relative' }} />;
}
