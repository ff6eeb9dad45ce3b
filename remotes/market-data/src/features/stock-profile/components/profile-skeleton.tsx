import { Box, Skeleton, Stack } from '@mui/material';

const STAT_PLACEHOLDERS = 8;

/** The profile's shape while its data loads. */
export function ProfileSkeleton({ symbol }: { symbol: string }) {
  return (
    <Stack spacing={2} role="status" aria-label={`Loading ${symbol}`}>
      <Skeleton variant="rounded" height={112} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {Array.from({ length: STAT_PLACEHOLDERS }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={84} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={460} />
    </Stack>
  );
}
