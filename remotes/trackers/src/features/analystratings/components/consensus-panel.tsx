import type { TickerConsensus } from '@flowdeck/api-types';
import { StatCard } from '@flowdeck/ui-kit';
import { Box, Stack, Typography } from '@mui/material';
import { consensusWord, signedPercent, targetText } from '../rating-format';
import { TargetRangeChart } from './target-range-chart';

/** A ticker's consensus: the word, the distribution of current ratings, mean target and upside, and the range chart. */
export function ConsensusPanel({ consensus }: { consensus: TickerConsensus }) {
  const total = consensus.buy + consensus.hold + consensus.sell;
  const word = consensusWord(consensus);
  const parts = [
    ['Buy', consensus.buy, 'success.main'],
    ['Hold', consensus.hold, 'warning.main'],
    ['Sell', consensus.sell, 'error.main'],
  ] as const;
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1, sm: 2 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <StatCard label="Consensus" value={word ?? '—'} hint={`${total} firm${total === 1 ? '' : 's'} rating`} />
        <StatCard
          label="Mean target"
          value={targetText(consensus.meanTarget)}
          hint={`${targetText(consensus.lowTarget)} – ${targetText(consensus.highTarget)}`}
        />
        <StatCard
          label="Upside"
          value={signedPercent(consensus.upside)}
          hint={`from ${targetText(consensus.price)} last close`}
        />
        <StatCard
          label="Ratings"
          value={`${consensus.buy} / ${consensus.hold} / ${consensus.sell}`}
          hint="buy / hold / sell"
        />
      </Box>
      {total > 0 ? (
        <Box
          role="img"
          aria-label={`Ratings: ${consensus.buy} buy, ${consensus.hold} hold, ${consensus.sell} sell`}
          sx={{ display: 'flex', height: 12, borderRadius: 1, overflow: 'hidden' }}
        >
          {parts.map(([label, count, color]) =>
            count > 0 ? <Box key={label} sx={{ flex: count, bgcolor: color }} /> : null,
          )}
        </Box>
      ) : (
        <Typography color="text.secondary">
          No firm rates {consensus.ticker} now: none has acted on it within a year, or all ended coverage.
        </Typography>
      )}
      <TargetRangeChart consensus={consensus} />
    </Stack>
  );
}
