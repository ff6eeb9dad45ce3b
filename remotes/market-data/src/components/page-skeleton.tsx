import { Box, Paper, Skeleton, Stack } from '@mui/material';

/** Placeholder shaped like the page (a strip of figures, a table and a side panel) while data loads. */
export function PageSkeleton({ label, figures = 6 }: { label: string; figures?: number }) {
  return (
    <Stack spacing={2} role="status" aria-label={label}>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            lg: `repeat(${figures}, minmax(0, 1fr))`,
          },
        }}
      >
        {Array.from({ length: figures }, (_, i) => (
          <Paper key={i} variant="outlined" sx={{ px: 1.5, py: 1.25 }}>
            <Skeleton width="50%" />
            <Skeleton width="70%" height={30} />
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 400px' } }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} height={24} width={`${90 - i * 6}%`} />
          ))}
        </Paper>
      </Box>
    </Stack>
  );
}
