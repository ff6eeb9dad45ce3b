import { formatPrice } from '@flowdeck/ui-kit';
import { Box, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { MARKET_TIME_ZONE } from '../../../market-time-zone';
import type { VwapBandPoint } from '../api/get-vwap-bands';
import { bandRows } from '../vwap-params';

const HEIGHT = 300;
const HEIGHT_SMALL = 240;
const TICK_TIME = new Intl.DateTimeFormat('en-US', { timeZone: MARKET_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
/** Outer bands fade: ±1σ is the strongest line. */
const BAND_OPACITY = [0.9, 0.6, 0.35] as const;

export interface BandColors {
  price: string;
  vwap: string;
  band: string;
}

/** The minute closes with the session VWAP and its σ bands. */
export function VwapBandChart({
  points,
  bands,
  colors,
}: {
  points: readonly VwapBandPoint[];
  bands: readonly number[];
  colors: BandColors;
}) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const rows = bandRows(points, bands);
  const tick = { fill: theme.palette.text.secondary, fontSize: 11 };
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        No regular-session trades yet: VWAP starts at the 9:30 AM ET open.
      </Typography>
    );
  return (
    <Box role="img" aria-label="Price against VWAP and its σ bands">
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
            domain={['auto', 'auto']}
            tickFormatter={(v: number) => formatPrice(v)}
            tick={tick}
            tickLine={false}
            axisLine={false}
            width={small ? 48 : 60}
          />
          <Tooltip
            isAnimationActive={false}
            labelFormatter={(ms) => TICK_TIME.format(new Date(Number(ms)))}
            formatter={(value, name) => [formatPrice(Number(value)), String(name)]}
            contentStyle={{ background: theme.palette.background.paper, borderColor: theme.palette.divider }}
          />
          {bands.flatMap((k, i) =>
            (['upper', 'lower'] as const).map((side) => (
              <Line
                key={`${side}${k}`}
                dataKey={`${side}${k}`}
                name={`${side === 'upper' ? '+' : '−'}${k}σ`}
                stroke={colors.band}
                strokeOpacity={BAND_OPACITY[i] ?? 0.3}
                strokeDasharray="3 3"
                dot={false}
                strokeWidth={1}
                isAnimationActive={false}
              />
            )),
          )}
          <Line dataKey="vwap" name="VWAP" stroke={colors.vwap} dot={false} strokeWidth={2} isAnimationActive={false} />
          <Line
            dataKey="price"
            name="Price"
            stroke={colors.price}
            dot={false}
            strokeWidth={1.5}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
