import type { AiPickTrackPeriod } from '@flowdeck/api-types';
import { formatMonthDay } from '@flowdeck/ui-kit';
import { Box, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Growth of $1 held in the top decile, the bottom decile and SPY, rebalanced every horizon, out of sample. */
export function TrackRecordChart({ periods }: { periods: readonly AiPickTrackPeriod[] }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const tick = { fill: theme.palette.text.secondary, fontSize: 11 };
  if (periods.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        No full period has passed since the first score yet.
      </Typography>
    );
  const rows = [
    { date: 'Start', top: 1, bottom: 1, spy: 1 },
    ...periods.map((p) => ({ date: p.date, top: p.topGrowth, bottom: p.bottomGrowth, spy: p.benchmarkGrowth })),
  ];
  return (
    <Box role="img" aria-label="Track record: top decile, bottom decile and SPY">
      <ResponsiveContainer width="100%" height={small ? 220 : 260}>
        <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 4, left: 4 }}>
          <CartesianGrid stroke={theme.palette.divider} vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(d: string) => (d === 'Start' ? d : formatMonthDay(d))}
            tick={tick}
            tickLine={false}
            minTickGap={30}
          />
          <YAxis
            domain={['auto', 'auto']}
            tickFormatter={(v: number) => v.toFixed(2)}
            tick={tick}
            width={40}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}` }}
            formatter={(v) => (typeof v === 'number' ? v.toFixed(3) : String(v))}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line
            dataKey="top"
            name="Top decile (10)"
            stroke={theme.palette.success.main}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="bottom"
            name="Bottom decile (1)"
            stroke={theme.palette.error.main}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="spy"
            name="SPY"
            stroke={theme.palette.text.secondary}
            strokeDasharray="4 3"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
