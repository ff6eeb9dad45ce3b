import { formatUsd, formatUsdShort } from '@flowdeck/ui-kit';
import type { NetFlowPoint } from '@flowdeck/api-types';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import {
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
import { formatClockShort, formatPrintPrice } from '../../../lib/market-format';
import { ChartKey, ChartTooltip } from './chart-tooltip';

const HEIGHT = 250;

function NetFlowTooltip({
  active,
  payload,
  up,
  down,
}: Partial<TooltipContentProps<number, string>> & { up: string; down: string }) {
  const point = payload?.[0]?.payload as NetFlowPoint | undefined;
  if (!active || !point) return null;
  return (
    <ChartTooltip
      title={`${formatClockShort(point.time)} ET`}
      lines={[
        { label: 'Net call (cum.)', value: formatUsd(point.cumulativeNetCallPremium, { signed: true }), color: up },
        { label: 'Net put (cum.)', value: formatUsd(point.cumulativeNetPutPremium, { signed: true }), color: down },
        { label: 'Net call (5 min)', value: formatUsd(point.netCallPremium, { signed: true }) },
        { label: 'Net put (5 min)', value: formatUsd(point.netPutPremium, { signed: true }) },
        ...(point.price !== null ? [{ label: 'Price', value: formatPrintPrice(point.price) }] : []),
      ]}
    />
  );
}

/**
 * Cumulative net call and net put premium since the open, in five-minute steps, over the price: calls
 * rising while puts fall is the bullish picture, and the other way round.
 */
export function NetFlowChart({ points }: { points: readonly NetFlowPoint[] }) {
  const theme = useTheme();
  const up = theme.palette.success.main;
  const down = theme.palette.error.main;
  const price = theme.palette.text.secondary;
  if (points.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        Net flow starts at the open.
      </Typography>
    );
  }
  const axis = { fontSize: 11, fill: theme.palette.text.secondary };
  return (
    <Box role="img" aria-label="Cumulative net call and put premium since the open">
      <ChartKey
        items={[
          { label: 'Net call premium', color: up, line: true },
          { label: 'Net put premium', color: down, line: true },
          { label: 'Price', color: price, line: true },
        ]}
      />
      <Box sx={{ height: HEIGHT }}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={points as NetFlowPoint[]} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
            <CartesianGrid stroke={theme.palette.divider} vertical={false} />
            <XAxis
              dataKey="time"
              tickFormatter={formatClockShort}
              tick={axis}
              minTickGap={24}
              stroke={theme.palette.divider}
            />
            <YAxis
              yAxisId="premium"
              tickFormatter={formatUsdShort}
              tick={axis}
              width={64}
              stroke={theme.palette.divider}
            />
            <YAxis
              yAxisId="price"
              orientation="right"
              domain={['auto', 'auto']}
              tickFormatter={(v: number) => formatPrintPrice(v)}
              tick={axis}
              width={56}
              stroke={theme.palette.divider}
            />
            <ReferenceLine yAxisId="premium" y={0} stroke={theme.palette.text.disabled} />
            <Tooltip content={<NetFlowTooltip up={up} down={down} />} />
            <Line
              yAxisId="price"
              dataKey="price"
              stroke={price}
              strokeDasharray="3 3"
              dot={false}
              strokeWidth={1.25}
              isAnimationActive={false}
              connectNulls
            />
            <Line
              yAxisId="premium"
              dataKey="cumulativeNetCallPremium"
              stroke={up}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
            <Line
              yAxisId="premium"
              dataKey="cumulativeNetPutPremium"
              stroke={down}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </Box>
    </Box>
  );
}
