import { useId } from 'react';

const VIEW_WIDTH = 100;
const VIEW_HEIGHT = 32;
const PADDING = 2;

/** SVG polyline points for `values`, scaled to fill the view box (highest value at the top). */
export function sparklinePoints(
  values: readonly number[],
  width = VIEW_WIDTH,
  height = VIEW_HEIGHT,
): [number, number][] {
  if (values.length < 2) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = width / (values.length - 1);
  return values.map((value, i) => [
    Number((i * step).toFixed(2)),
    Number((PADDING + (1 - (value - min) / span) * (height - 2 * PADDING)).toFixed(2)),
  ]);
}

/** A small line of recent closes with a soft fill beneath. */
export function Sparkline({
  values,
  color,
  height = 48,
  label,
}: {
  values: readonly number[];
  color: string;
  height?: number;
  label: string;
}) {
  // useId output may hold characters that are awkward inside url(#…).
  const gradientId = `spark-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const points = sparklinePoints(values);
  if (points.length === 0) return null;
  const line = points.map(([x, y]) => `${x},${y}`).join(' ');
  const area = `M0,${VIEW_HEIGHT} L${points.map(([x, y]) => `${x},${y}`).join(' L')} L${VIEW_WIDTH},${VIEW_HEIGHT} Z`;
  return (
    <svg
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      preserveAspectRatio="none"
      width="100%"
      height={height}
      role="img"
      aria-label={label}
      style={{ display: 'block' }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={color} stopOpacity={0.28} />
          <stop offset="1" stopColor={color} stopOpacity={0} />
        </linearGradient>
      </defs>
      <path d={area} fill={`url(#${gradientId})`} />
      <polyline
        points={line}
        fill="none"
        stroke={color}
        strokeWidth={1.75}
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
