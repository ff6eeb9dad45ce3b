import type { AiPickHistoryPoint } from '@flowdeck/api-types';
import { formatMonthDay } from '@flowdeck/ui-kit';
import { Box, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** A stock's daily close (left axis) against the score it was given that day (right axis, 1–10). */
export function ScoreHistoryChart({ points }: { points: readonly AiPickHistoryPoint[] }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const tick = { fill: theme.palette.text.secondary, fontSize: 11 };
  if (points.every((p) => p.score === null))
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        No score yet for this stock.
      </Typography>
    );
  return (
    <Box role="img" aria-label="Score history against price">
      <ResponsiveContainer width="100%" height={small ? 220 : 260}>
        <ComposedChart data={[...points]} margin={{ top: 8, right: 4, bottom: 4, left: 4 }}>
          <CartesianGrid stroke={theme.palette.divider} vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(d: string) => formatMonthDay(d)}
            tick={tick}
            minTickGap={40}
            tickLine={false}
          />
          <YAxis
            yAxisId="price"
            domain={['auto', 'auto']}
            tick={tick}
            width={small ? 40 : 52}
            tickLine={false}
            axisLine={false}
          />
          <YAxis
            yAxisId="score"
            orientation="right"
            domain={[0, 10]}
            ticks={[1, 5, 10]}
            tick={tick}
            width={24}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}` }}
            labelFormatter={(d) => String(d)}
          />
          <Line
            yAxisId="price"
            dataKey="close"
            name="Close"
            stroke={theme.palette.info.main}
            dot={false}
            strokeWidth={1.5}
            isAnimationActive={false}
          />
          <Line
            yAxisId="score"
            dataKey="score"
            name="Score"
            type="stepAfter"
            stroke={theme.palette.warning.main}
            dot={false}
            strokeWidth={1.5}
            connectNulls={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
