import { Box, Skeleton } from '@mui/material';
import { formatDate, formatThousands, LoadError, StatCard } from '@flowdeck/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import type { InsiderCount } from '../api/types';

/** Header figures: how much the tracker covers, how fresh it is and how much came from real filings. */
export function CountStats({ count }: { count: UseQueryResult<InsiderCount> }) {
  const { data, isPending, isError, refetch } = count;
  if (isError)
    return (
      <Box sx={{ mb: 3 }}>
        <LoadError message="The tracker totals could not be loaded." onRetry={() => void refetch()} />
      </Box>
    );
  const value = (render: (d: InsiderCount) => string) => (isPending || !data ? <Skeleton width={80} /> : render(data));
  const imported = (d: InsiderCount) => (d.sources.form4 ?? 0) + (d.sources['sec-dataset'] ?? 0);
  return (
    <Box
      component="section"
      aria-label="Tracker totals"
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' } }}
    >
      <StatCard label="Transactions" value={value((d) => formatThousands(d.trades))} />
      <StatCard label="Open-market buys" value={value((d) => formatThousands(d.openMarketBuys))} />
      <StatCard label="Open-market sells" value={value((d) => formatThousands(d.openMarketSells))} />
      <StatCard label="From SEC filings" value={value((d) => formatThousands(imported(d)))} />
      <StatCard label="Latest filing" value={value((d) => (d.latestFiling ? formatDate(d.latestFiling) : '—'))} />
    </Box>
  );
}
