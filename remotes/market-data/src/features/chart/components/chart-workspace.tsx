import type { BarInterval, BarsResponse, DarkPoolPrint, FlowTrade } from '@flowdeck/api-types';
import { Alert, Box, Button, LinearProgress, Link, Paper, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { UTCTimestamp } from 'lightweight-charts';
import { useCallback, useMemo, useState } from 'react';
import { DAILY_INTERVAL, barStartMs, chartInterval, isIntraday } from '../chart-intervals';
import { countEvents, eventsByBar } from '../chart-markers';
import { applyLiveTicks, chartTime, coveredUntilMs, sessionVwap, toPriceBars } from '../chart-series';
import { useChartPalette } from '../hooks/use-chart-palette';
import type { LiveChartFeed } from '../hooks/use-live-chart-feed';
import { BigTradesList, listEvents } from './big-trades-list';
import { ChartArea } from './chart-area';
import { ChartLegend } from './chart-legend';
import { ChartQuote } from './chart-quote';
import { IntervalPicker, type Overlay, OverlayControls } from './chart-toolbar';

const CHART_HEIGHT = 520;
const CHART_HEIGHT_SMALL = 340;
const NO_INTRADAY_NOTICE_ID = 'chart-no-intraday';
export const LIGHTWEIGHT_CHARTS_URL = 'https://www.tradingview.com/lightweight-charts/';

export interface ChartWorkspaceProps {
  symbol: string;
  /** Undefined while the first bars load. */
  response: BarsResponse | undefined;
  /** The bars shown are the previous ticker's or interval's while the new ones load. */
  refreshing: boolean;
  requested: BarInterval;
  interval: BarInterval;
  onIntervalChange: (interval: BarInterval) => void;
  overlays: Overlay[];
  onOverlaysChange: (overlays: Overlay[]) => void;
  minPremium: number;
  onMinPremiumChange: (value: number) => void;
  minNotional: number;
  onMinNotionalChange: (value: number) => void;
  trades: readonly FlowTrade[];
  prints: readonly DarkPoolPrint[];
  markersFailed: boolean;
  feed: LiveChartFeed;
  /** An earlier session picked on the page (its bars are final); null for the live chart. */
  finalSession?: string | null;
}

/**
 * Everything below the page header: the quote, interval and overlay controls, the legend, the chart and
 * the list of big trades. Draws what the bars response holds, with the live feed's ticks laid over it.
 */
export function ChartWorkspace({
  symbol,
  response,
  refreshing,
  requested,
  interval,
  onIntervalChange,
  overlays,
  onOverlaysChange,
  minPremium,
  onMinPremiumChange,
  minNotional,
  onMinNotionalChange,
  trades,
  prints,
  markersFailed,
  feed,
  finalSession = null,
}: ChartWorkspaceProps) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const palette = useChartPalette();
  const height = small ? CHART_HEIGHT_SMALL : CHART_HEIGHT;
  const [hoverTime, setHoverTime] = useState<UTCTimestamp | null>(null);
  const [focus, setFocus] = useState<{ time: UTCTimestamp } | null>(null);

  // What is drawn follows the response (a placeholder keeps its own ticker and interval until replaced).
  const shownInterval = response?.interval ?? interval;
  const shownTicker = response?.ticker ?? symbol;
  const intraday = isIntraday(shownInterval);
  const liveTicks = feed.ticks;

  const bars = useMemo(() => {
    if (!response) return [];
    // Live ticks belong to the ticker in the URL, not to a placeholder's.
    const ticks = response.ticker === symbol ? liveTicks : [];
    return applyLiveTicks(toPriceBars(response.bars), ticks, response.interval, coveredUntilMs(response.asOf));
  }, [response, liveTicks, symbol]);
  const vwapValues = useMemo(() => sessionVwap(bars, shownInterval), [bars, shownInterval]);

  const ownTrades = useMemo(() => trades.filter((t) => t.ticker === shownTicker), [trades, shownTicker]);
  const ownPrints = useMemo(() => prints.filter((p) => p.ticker === shownTicker), [prints, shownTicker]);
  const groups = useMemo(
    () => eventsByBar(ownTrades, ownPrints, bars, shownInterval),
    [ownTrades, ownPrints, bars, shownInterval],
  );
  const counts = useMemo(() => countEvents(groups), [groups]);
  const events = useMemo(() => listEvents(ownTrades, ownPrints), [ownTrades, ownPrints]);

  const timeIndex = useMemo(
    () => new Map(bars.map((b, i) => [chartTime(b.start, shownInterval), i])),
    [bars, shownInterval],
  );
  const hoveredIndex = hoverTime !== null ? timeIndex.get(hoverTime) : undefined;
  const legendIndex = hoveredIndex ?? bars.length - 1;
  const legendBar = bars[legendIndex] ?? null;
  const last = bars.at(-1) ?? null;
  const lastVwap = vwapValues.at(-1) ?? null;

  const intradayAvailable = response?.ticker === symbol ? response.intraday : true;
  const fellBack = requested !== interval;
  const vwapShown = overlays.includes('vwap') && intraday;

  const selectEvent = useCallback(
    (time: number) => setFocus({ time: chartTime(barStartMs(time, shownInterval), shownInterval) }),
    [shownInterval],
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, position: 'relative', overflow: 'hidden' }}>
        {refreshing ? (
          <LinearProgress
            aria-label="Loading chart"
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }}
          />
        ) : null}
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 1.5, mb: 1.5, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <ChartQuote
            ticker={shownTicker}
            last={last}
            previousBar={bars.at(-2) ?? null}
            vwap={intraday ? lastVwap : null}
            palette={palette}
            status={feed.status}
            finalSession={finalSession}
            refreshSeconds={chartInterval(shownInterval).refetchMs / 1000}
          />
          <IntervalPicker
            value={interval}
            intradayAvailable={intradayAvailable}
            describedBy={intradayAvailable ? undefined : NO_INTRADAY_NOTICE_ID}
            onChange={onIntervalChange}
          />
        </Stack>
        <OverlayControls
          overlays={overlays}
          onOverlaysChange={onOverlaysChange}
          vwapAvailable={intraday}
          counts={{ trades: counts.trades, prints: counts.prints }}
          minPremium={minPremium}
          onMinPremiumChange={onMinPremiumChange}
          minNotional={minNotional}
          onMinNotionalChange={onMinNotionalChange}
          palette={palette}
        />
        {!intradayAvailable ? (
          <Alert
            id={NO_INTRADAY_NOTICE_ID}
            severity="info"
            sx={{ mt: 1.5 }}
            action={
              fellBack ? (
                <Button color="inherit" size="small" onClick={() => onIntervalChange(DAILY_INTERVAL)}>
                  Keep 1D
                </Button>
              ) : undefined
            }
          >
            {`No intraday bars for ${symbol}: intraday intervals (1m to 1h) are kept for the most active symbols only. ${
              fellBack ? 'Showing daily bars instead.' : 'Daily bars are shown.'
            }`}
          </Alert>
        ) : null}
        {markersFailed ? (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            Some trade markers could not be loaded; they will be tried again shortly.
          </Alert>
        ) : null}
        <Box sx={{ mt: 1.5 }}>
          <ChartLegend
            bar={legendBar}
            previous={bars[legendIndex - 1] ?? null}
            vwap={intraday ? (vwapValues[legendIndex] ?? null) : null}
            interval={shownInterval}
            events={legendBar ? groups.get(legendBar.start) : undefined}
            palette={palette}
          />
          <ChartArea
            response={response}
            bars={bars}
            vwapValues={vwapValues}
            vwapShown={vwapShown}
            groups={groups}
            overlays={overlays}
            minPremium={minPremium}
            minNotional={minNotional}
            counts={counts}
            height={height}
            focus={focus}
            palette={palette}
            onHover={setHoverTime}
          />
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Times are New York (ET). Charts by{' '}
          <Link
            href={LIGHTWEIGHT_CHARTS_URL}
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
            underline="always"
          >
            TradingView Lightweight Charts™
          </Link>
          .
        </Typography>
      </Paper>
      <Box sx={{ position: 'relative', height: { lg: '100%' }, minHeight: { lg: 320 } }}>
        <Box sx={{ position: { lg: 'absolute' }, inset: { lg: 0 } }}>
          <BigTradesList
            events={events}
            flowShown={overlays.includes('flow')}
            darkPoolShown={overlays.includes('darkPool')}
            minPremium={minPremium}
            minNotional={minNotional}
            palette={palette}
            height="100%"
            onSelect={selectEvent}
          />
        </Box>
      </Box>
    </Box>
  );
}
