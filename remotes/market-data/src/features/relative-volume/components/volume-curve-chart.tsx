import { Box, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatVolume } from '../../../lib/scanner-format';
import { MARKET_TIME_ZONE } from '../../../market-time-zone';
import type { VolumeCurvePoint } from '../api/get-volume-curve';

const HEIGHT = 280;
const HEIGHT_SMALL = 240;
const TICK_TIME = new Intl.DateTimeFormat('en-US', { timeZone: MARKET_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

export interface CurveColors {
  today: string;
  average: string;
}

/** Volume of the part of the session so far, minute by minute, today against the average day. */
export function VolumeCurveChart({ points, colors }: { points: readonly VolumeCurvePoint[]; colors: CurveColors }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const rows = points.map((p) => ({ time: Date.parse(p.time), today: p.today, average: p.average }));
  const tick = { fill: theme.palette.text.secondary, fontSize: 11 };
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        No minutes in this part of the session yet.
      </Typography>
    );
  return (
    <Box role="img" aria-label="Volume curve: today against the average">
      <ResponsiveContainer width="100%" height={small ? HEIGHT_SMALL : HEIGHT}>
        <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 4, left: 4 }}>
          <CartesianGrid stroke={theme.palette.divider} vertical={false} />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(ms: number) => TICK_TIME.format(new Date(ms))}
            tick={tick}
            tickLine={false}
            axisLine={{ stroke: theme.palette.divider }}
            minTickGap={40}
          />
          <YAxis
            tickFormatter={(v: number) => formatVolume(v)}
            tick={tick}
            tickLine={false}
            axisLine={false}
            width={small ? 44 : 56}
          />
          <Tooltip
            isAnimationActive={false}
            labelFormatter={(ms) => TICK_TIME.format(new Date(Number(ms)))}
            formatter={(value, name) => [formatVolume(Number(value)), name === 'today' ? 'Today' : 'Average']}
            contentStyle={{ background: theme.palette.background.paper, borderColor: theme.palette.divider }}
          />
          <Line
            dataKey="average"
            name="average"
            stroke={colors.average}
            strokeDasharray="4 3"
            dot={false}
            strokeWidth={1.5}
            isAnimationActive={false}
          />
          <Line
            dataKey="today"
            name="today"
            stroke={colors.today}
            dot={false}
            strokeWidth={2}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
