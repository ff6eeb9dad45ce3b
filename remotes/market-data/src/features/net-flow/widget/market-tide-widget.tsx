import type { WidgetProps } from '@flowdeck/contract';
import { formatUsd, formatUsdShort } from '@flowdeck/ui-kit';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { WidgetEmpty, WidgetError, WidgetRoot, WidgetSkeleton } from '../../../components/widget-kit';
import { useValueColor } from '../../../hooks/use-value-color';
import { WIDGET_TITLES } from '../../../lib/widget-titles';
import { type NetFlowResponse, useNetFlow } from '../api/get-net-flow';
import { useLiveRefetch } from '../hooks/use-live-refetch';
import { DEFAULT_DTE_BUCKET, DEFAULT_INTERVAL, netFlowChartRows, sessionAxis, tideTilt } from '../net-flow-data';
import { formatClock, formatHourTick, formatMarketTime } from '../net-flow-format';

const TITLE = WIDGET_TITLES['market-tide'];
/** The Net Flow page's empty chart, said the same way. */
export const NO_TIDE_YET = 'No trades yet this session: the lines start at the 9:30 AM ET open.';
const TILT_TEXT = { bullish: 'Leaning bullish', bearish: 'Leaning bearish', neutral: 'Balanced' } as const;
/** The chart's least height, so a short card still draws a readable line. */
const CHART_MIN_HEIGHT = 96;
/** A tick every two hours: a small card has room for a few. */
const HOURS_PER_TICK = 2;

/**
 * Market tide (the Net Flow page's default view): every ticker's net call and net put premium since the
 * open, the difference between them, and a small chart of both lines. Polled, and refetched as live
 * trades arrive (as the page does); out of hours the API answers with the last session.
 */
export default function MarketTideWidget(_props: WidgetProps) {
  const query = useNetFlow(null, DEFAULT_DTE_BUCKET, DEFAULT_INTERVAL);
  const { refetch } = query;
  useLiveRefetch(null, !query.isError, refetch);

  let body;
  if (query.isPending) body = <WidgetSkeleton label="Loading market tide" rows={4} />;
  else if (query.isError && !query.data)
    body = (
      <WidgetError message={`Could not load market tide: ${query.error.message}`} onRetry={() => void refetch()} />
    );
  else body = <Tide data={query.data} />;
  return <WidgetRoot label={TITLE}>{body}</WidgetRoot>;
}

function Figure({ label, value, color }: { label: string; value: string; color: string | undefined }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        noWrap
        sx={{ m: 0, fontWeight: 700, color, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

function Tide({ data }: { data: NetFlowResponse }) {
  const theme = useTheme();
  const colorOf = useValueColor();
  const rows = useMemo(() => netFlowChartRows(data.points), [data.points]);
  const totals = data.totals[data.dte];
  const tide = totals.netCallPremium - totals.netPutPremium;
  const axis = sessionAxis(rows, data.session, HOURS_PER_TICK);
  const tick = { fill: theme.palette.text.secondary, fontSize: 10 };
  const call = theme.palette.success.main;
  const put = theme.palette.error.main;
  const last = rows.at(-1);

  return (
    <>
      <Box
        component="dl"
        aria-label="Session totals"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, m: 0, px: 1, pt: 1 }}
      >
        <Figure
          label="Net calls"
          value={formatUsd(totals.netCallPremium, { signed: true })}
          color={colorOf(totals.netCallPremium)}
        />
        <Figure
          label="Net puts"
          value={formatUsd(totals.netPutPremium, { signed: true })}
          color={colorOf(-totals.netPutPremium)}
        />
        <Figure label="Calls − puts" value={formatUsd(tide, { signed: true })} color={colorOf(tide)} />
      </Box>
      <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ px: 1 }}>
        {TILT_TEXT[tideTilt(tide)]} · session {data.session} · to {formatMarketTime(data.asOf)}
      </Typography>
      {axis && last ? (
        <Box
          role="img"
          aria-label={`Net call and net put premium since the open, to ${formatClock(last.time)} ET`}
          sx={{ flex: 1, minHeight: CHART_MIN_HEIGHT, px: 0.5, pb: 0.5 }}
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={rows} margin={{ top: 6, right: 6, bottom: 0, left: 0 }}>
              <XAxis
                dataKey="time"
                type="number"
                scale="time"
                domain={axis.domain}
                ticks={axis.ticks}
                tickFormatter={formatHourTick}
                tick={tick}
                tickLine={false}
                axisLine={{ stroke: theme.palette.divider }}
              />
              <YAxis tickFormatter={formatUsdShort} tick={tick} tickLine={false} axisLine={false} width={44} />
              <ReferenceLine y={0} stroke={theme.palette.text.secondary} strokeOpacity={0.5} />
              <Tooltip
                isAnimationActive={false}
                labelFormatter={(time) => (typeof time === 'number' ? `${formatClock(time)} ET` : time)}
                formatter={(value) => (typeof value === 'number' ? formatUsd(value) : value)}
                contentStyle={{
                  background: theme.palette.background.paper,
                  border: `1px solid ${theme.palette.divider}`,
                  fontSize: 12,
                }}
              />
              <Line
                dataKey="netCall"
                name="Net calls"
                stroke={call}
                strokeWidth={1.75}
                dot={false}
                isAnimationActive={false}
              />
              <Line
                dataKey="netPut"
                name="Net puts"
                stroke={put}
                strokeWidth={1.75}
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </Box>
      ) : (
        <WidgetEmpty>{NO_TIDE_YET}</WidgetEmpty>
      )}
    </>
  );
}
