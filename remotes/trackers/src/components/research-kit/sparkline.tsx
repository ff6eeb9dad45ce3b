import { Box } from '@mui/material';

/** A line's trend across its periods (gaps skipped), drawn small beside its label. */
export function Sparkline({ values, label }: { values: Array<number | null>; label: string }) {
  const known = values.map((v, i) => [i, v] as const).filter((p): p is readonly [number, number] => p[1] !== null);
  if (known.length < 2) return null;
  const ys = known.map(([, v]) => v);
  const [low, high] = [Math.min(...ys), Math.max(...ys)];
  const width = 56;
  const height = 18;
  const x = (i: number) => (values.length <= 1 ? 0 : (i / (values.length - 1)) * width);
  const y = (v: number) => (high === low ? height / 2 : height - ((v - low) / (high - low)) * (height - 2) - 1);
  const points = known.map(([i, v]) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const rising = (known.at(-1)?.[1] ?? 0) >= (known[0]?.[1] ?? 0);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={`${label} trend: ${rising ? 'rising' : 'falling'}`}
      viewBox={`0 0 ${width} ${height}`}
      sx={{ width, height, flex: 'none', color: rising ? 'success.main' : 'error.main' }}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} />
    </Box>
  );
}
