import { Box } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useId } from 'react';

const WIDTH = 300;
const HEIGHT = 100;
/** Room above and below the curve, in view-box units. */
const PAD = 6;

export interface PayoffSparklineProps {
  /** Ascending underlying prices. */
  prices: readonly number[];
  /** P/L at expiry at each price. */
  values: readonly number[];
  spot: number;
  /** What the picture shows, for screen readers. */
  label: string;
}

/** The payoff at expiry as a small area: green above zero, red below, a tick at the current price. */
export function PayoffSparkline({ prices, values, spot, label }: PayoffSparklineProps) {
  const theme = useTheme();
  const id = useId();
  const lo = prices[0] ?? 0;
  const hi = prices[prices.length - 1] ?? 1;
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const x = (price: number) => ((price - lo) / (hi - lo || 1)) * WIDTH;
  const y = (value: number) => PAD + ((top - value) / (top - bottom || 1)) * (HEIGHT - 2 * PAD);
  const zero = y(0);
  const line = prices.map((price, i) => `${x(price).toFixed(1)},${y(values[i] ?? 0).toFixed(1)}`).join(' ');
  const area = `M0,${zero.toFixed(1)} L${line.replaceAll(' ', ' L')} L${WIDTH},${zero.toFixed(1)} Z`;
  const up = theme.palette.success.main;
  const down = theme.palette.error.main;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      sx={{ display: 'block', width: '100%', height: '100%', minHeight: 48 }}
    >
      <defs>
        <clipPath id={`${id}-up`}>
          <rect x={0} y={0} width={WIDTH} height={zero} />
        </clipPath>
        <clipPath id={`${id}-down`}>
          <rect x={0} y={zero} width={WIDTH} height={HEIGHT - zero} />
        </clipPath>
      </defs>
      <path d={area} fill={alpha(up, 0.25)} clipPath={`url(#${id}-up)`} />
      <path d={area} fill={alpha(down, 0.25)} clipPath={`url(#${id}-down)`} />
      <polyline
        points={line}
        fill="none"
        stroke={theme.palette.text.primary}
        strokeWidth={1.5}
        vectorEffect="non-scaling-stroke"
      />
      <line x1={0} x2={WIDTH} y1={zero} y2={zero} stroke={theme.palette.divider} vectorEffect="non-scaling-stroke" />
      {spot >= lo && spot <= hi ? (
        <line
          x1={x(spot)}
          x2={x(spot)}
          y1={0}
          y2={HEIGHT}
          stroke={theme.palette.primary.main}
          strokeDasharray="3 3"
          vectorEffect="non-scaling-stroke"
        />
      ) : null}
    </Box>
  );
}
