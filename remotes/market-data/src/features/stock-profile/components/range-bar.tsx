import { Box } from '@mui/material';

/** Where `value` sits between `low` and `high` (0–100, clamped). */
export function rangePosition(low: number, high: number, value: number): number {
  if (high <= low) return 50;
  return Math.min(100, Math.max(0, ((value - low) / (high - low)) * 100));
}

/** A thin track with a marker at the value's position in a low–high range. */
export function RangeBar({ low, high, value, label }: { low: number; high: number; value: number; label: string }) {
  const position = rangePosition(low, high, value);
  return (
    // Spans: the bar sits inside a StatCard hint, which is inline text.
    <Box
      component="span"
      role="meter"
      aria-label={label}
      aria-valuemin={low}
      aria-valuemax={high}
      aria-valuenow={value}
      sx={{
        display: 'block',
        position: 'relative',
        height: 6,
        mt: 1,
        mb: 0.5,
        borderRadius: 3,
        bgcolor: 'action.hover',
      }}
    >
      <Box
        component="span"
        sx={{
          position: 'absolute',
          inset: 0,
          width: `${position}%`,
          borderRadius: 3,
          bgcolor: 'primary.main',
          opacity: 0.35,
        }}
      />
      <Box
        component="span"
        sx={{
          position: 'absolute',
          top: '50%',
          left: `${position}%`,
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          transform: 'translate(-50%, -50%)',
          border: 2,
          borderColor: 'background.paper',
        }}
      />
    </Box>
  );
}
