import { Box, Skeleton } from '@mui/material';
import { formatDate, formatThousands, LoadError, StatCard } from '@flowdeck/ui-kit';
import { usePoliticianCount } from '../api/get-politician-count';

/** Header figures: how much the tracker covers and how fresh it is. */
export function CountStats() {
  const { data, isPending, isError, refetch } = usePoliticianCount();
  if (isError)
    return (
      <Box sx={{ mb: 3 }}>
        <LoadError message="The tracker totals could not be loaded." onRetry={() => void refetch()} />
      </Box>
    );
  const value = (render: () => string) => (isPending ? <Skeleton width={80} /> : render());
  return (
    <Box
      component="section"
      aria-label="Tracker totals"
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
    >
      <StatCard label="Trades" value={value(() => formatThousands(data?.trades ?? 0))} />
      <StatCard label="Politicians" value={value(() => formatThousands(data?.politicians ?? 0))} />
      <StatCard label="Tickers" value={value(() => formatThousands(data?.tickers ?? 0))} />
      <StatCard
        label="Latest filing"
        value={value(() => (data?.latestDisclosure ? formatDate(data.latestDisclosure) : '—'))}
      />
    </Box>
  );
}
