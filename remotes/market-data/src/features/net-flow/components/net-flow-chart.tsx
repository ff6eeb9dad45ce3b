import { formatPrice, formatUsd, formatUsdShort } from '@flowdeck/ui-kit';
import { Box, Paper, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import type { NetFlowPoint } from '../api/get-net-flow';
import { type NetFlowChartRow, netFlowChartRows, sessionAxis } from '../net-flow-data';
import { formatClock, formatHourTick } from '../net-flow-format';

const HEIGHT = 400;
const HEIGHT_SMALL = 300;

/** Running totals since the open as lines, or each interval's net premium as bars. */
export type NetFlowView = 'cumulative' | 'interval';

export interface SeriesColors {
  call: string;
  put: string;
  price: string;
}

function FlowTooltip({
  active,
  payload,
  colors,
  priceLabel,
  view,
}: Partial<TooltipContentProps<number, string>> & { colors: SeriesColors; priceLabel: string; view: NetFlowView }) {
  const row = payload?.[0]?.payload as NetFlowChartRow | undefined;
  if (!active || !row) return null;
  const call = view === 'cumulative' ? row.netCall : row.intervalCall;
  const put = view === 'cumulative' ? row.netPut : row.intervalPut;
  const lines = [
    { label: 'Net call premium', value: formatUsd(call), color: colors.call },
    { label: 'Net put premium', value: formatUsd(put), color: colors.put },
    { label: 'Calls − puts', value: formatUsd(call - put) },
    { label: priceLabel, value: row.price === null ? '–' : formatPrice(row.price), color: colors.price },
  ];
  return (
    <Paper elevation={6} sx={{ px: 1.5, py: 1, minWidth: 200, pointerEvents: 'none' }}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {formatClock(row.time)} ET{view === 'cumulative' ? ' · since the open' : ''}
      </Typography>
      {lines.map((line) => (
        <Box key={line.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="caption" color="text.secondary">
            {line.label}
          </Typography>
          <Typography variant="caption" sx={{ fontWeight: 600, color: line.color, fontVariantNumeric: 'tabular-nums' }}>
            {line.value}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}

/** Net call and net put premium over the session with the underlying's price on its own axis. */
export function NetFlowChart({
  points,
  session,
  view,
  colors,
  priceLabel,
}: {
  points: readonly NetFlowPoint[];
  /** The session the points belong to (its close ends the axis). */
  session: string;
  view: NetFlowView;
  colors: SeriesColors;
  /** What the price line is: the ticker, or SPY as market tide's reference. */
  priceLabel: string;
}) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const rows = useMemo(() => netFlowChartRows(points), [points]);
  const axis = sessionAxis(rows, session, small ? 2 : 1);
  const tick = { fill: theme.palette.text.secondary, fontSize: 11 };
  if (!axis) return null;

  return (
    <ResponsiveContainer width="100%" height={small ? HEIGHT_SMALL : HEIGHT}>
      <ComposedChart data={rows} margin={{ top: 8, right: 4, bottom: 4, left: 4 }} barGap={0} barCategoryGap="10%">
        <CartesianGrid stroke={theme.palette.divider} vertical={false} />
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
          interval="preserveStartEnd"
        />
        <YAxis
          yAxisId="premium"
          tickFormatter={formatUsdShort}
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={small ? 52 : 64}
        />
        <YAxis
          yAxisId="price"
          orientation="right"
          domain={['auto', 'auto']}
          tickFormatter={(v: number) => formatPrice(v)}
          tick={{ ...tick, fill: colors.price }}
          tickLine={false}
          axisLine={false}
          width={small ? 48 : 60}
        />
        <Tooltip
          content={<FlowTooltip colors={colors} priceLabel={priceLabel} view={view} />}
          cursor={{ stroke: theme.palette.text.secondary, strokeDasharray: '3 3' }}
          isAnimationActive={false}
        />
        <ReferenceLine yAxisId="premium" y={0} stroke={theme.palette.text.secondary} strokeOpacity={0.5} />
        {view === 'cumulative' ? (
          <>
            <Line
              yAxisId="premium"
              type="linear"
              dataKey="netCall"
              name="Net call premium"
              stroke={colors.call}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              yAxisId="premium"
              type="linear"
              dataKey="netPut"
              name="Net put premium"
              stroke={colors.put}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </>
        ) : (
          <>
            <Bar
              yAxisId="premium"
              dataKey="intervalCall"
              name="Net call premium"
              fill={colors.call}
              isAnimationActive={false}
            />
            <Bar
              yAxisId="premium"
              dataKey="intervalPut"
              name="Net put premium"
              fill={colors.put}
              isAnimationActive={false}
            />
          </>
        )}
        <Line
          yAxisId="price"
          type="linear"
          dataKey="price"
          name={priceLabel}
          stroke={colors.price}
          strokeWidth={1.5}
          strokeOpacity={0.9}
          dot={false}
          connectNulls
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
