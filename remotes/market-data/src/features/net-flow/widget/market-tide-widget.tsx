import type { WidgetProps } from '@flowdeck/contract';
import { formatUsd, formatUsdShort } from '@flowdeck/ui-kit';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { WidgetEmpty, WidgetError, WidgetRoot, WidgetSkeleton } from '../../../components/widget-kit';
import { useValueColor } from '../../../hooks/use-value-color';
import { WIDGET_TITLES } from '../../../lib/widget-titles';
import { type NetFlowResponse, useNetFlow } from '../api/get-net-flow';
import { useLiveRefetch } from '../hooks/use-live-refetch';
import {
  DEFAULT_DTE_BUCKET,
  DEFAULT_INTERVAL,
  type NetFlowChartRow,
  netFlowChartRows,
  sessionAxis,
  tideTilt,
} from '../net-flow-data';
import { formatClock, formatHourTick, formatMarketTime } from '../net-flow-format';

const TITLE = WIDGET_TITLES['market-tide'];
/** The Net Flow page's empty chart, said the same way. */
export const NO_TIDE_YET = 'No trades yet this session: the lines start at the 9:30 AM ET open.';
const TILT_TEXT = { bullish: 'Leaning bullish', bearish: 'Leaning bearish', neutral: 'Balanced' } as const;
/** The chart's least height, so a short card still draws a readable line. */
const CHART_MIN_HEIGHT = 96;
/** A tick every two hours: a small card has room for a few. */
const HOURS_PER_TICK = 2;

/** The chart's drawing box (stretched to the card); lines keep their width whatever the stretch. */
const VIEW_WIDTH = 100;
const VIEW_HEIGHT = 60;

/**
 * Both lines since the open over the session's axis, with the zero line, the highest and lowest value and
 * the hour ticks: drawn as plain SVG, so the dashboard does not load a chart library for one small card (the
 * Net Flow page has the full chart with its tooltip).
 */
function TideLines({
  rows,
  domain,
  ticks,
  call,
  put,
}: {
  rows: readonly NetFlowChartRow[];
  domain: [number, number];
  ticks: readonly number[];
  call: string;
  put: string;
}) {
  const theme = useTheme();
  const values = rows.flatMap((r) => [r.netCall, r.netPut]);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const x = (time: number) => ((time - domain[0]) / (domain[1] - domain[0] || 1)) * VIEW_WIDTH;
  const y = (value: number) => ((top - value) / span) * VIEW_HEIGHT;
  const line = (key: 'netCall' | 'netPut') =>
    rows.map((r) => `${x(r.time).toFixed(2)},${y(r[key]).toFixed(2)}`).join(' ');
  const label = { position: 'absolute', fontSize: 10, color: 'text.secondary', lineHeight: 1 } as const;
  return (
    <Box sx={{ position: 'relative', height: '100%', pl: 5.5, pb: 1.75 }}>
      <Box component="span" sx={{ ...label, left: 0, top: 0 }}>
        {formatUsdShort(top)}
      </Box>
      <Box component="span" sx={{ ...label, left: 0, bottom: 14 }}>
        {formatUsdShort(bottom)}
      </Box>
      <svg
        viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height="100%"
        aria-hidden="true"
        style={{ display: 'block', overflow: 'visible' }}
      >
        <line
          x1={0}
          x2={VIEW_WIDTH}
          y1={y(0)}
          y2={y(0)}
          stroke={theme.palette.text.secondary}
          strokeOpacity={0.5}
          strokeDasharray="3 3"
          vectorEffect="non-scaling-stroke"
        />
        {(['netCall', 'netPut'] as const).map((key) => (
          <polyline
            key={key}
            points={line(key)}
            fill="none"
            stroke={key === 'netCall' ? call : put}
            strokeWidth={1.75}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      {ticks.map((tick) => (
        <Box
          key={tick}
          component="span"
          sx={{
            ...label,
            bottom: 0,
            left: `calc(44px + (100% - 44px) * ${x(tick) / VIEW_WIDTH})`,
            // Centred under its hour, but the last label ends at the edge rather than past it.
            transform: x(tick) > VIEW_WIDTH * 0.92 ? 'translateX(-100%)' : 'translateX(-50%)',
          }}
        >
          {formatHourTick(tick)}
        </Box>
      ))}
    </Box>
  );
}

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
          <TideLines rows={rows} domain={axis.domain} ticks={axis.ticks} call={call} put={put} />
        </Box>
      ) : (
        <WidgetEmpty>{NO_TIDE_YET}</WidgetEmpty>
      )}
    </>
  );
}
