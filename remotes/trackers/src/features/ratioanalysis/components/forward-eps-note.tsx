import type { RatioAnalysis } from '@flowdeck/api-types';
import { Typography } from '@mui/material';
import { shortDate } from '../../../lib/dates';

const money = (value: number) => `${value < 0 ? '−' : ''}$${Math.abs(value).toFixed(2)}`;

/** Where the forward P/E comes from: the four quarters' consensus EPS it adds up, as the Earnings page shows them. */
export function ForwardEpsNote({ analysis }: { analysis: RatioAnalysis }) {
  const forward = analysis.forwardEps;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      aria-label="Forward EPS"
      sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      {forward ? (
        <>
          Forward EPS {money(forward.eps)}: the consensus of the next four reports —{' '}
          {forward.quarters.map((q) => `${q.fiscalQuarter} ${money(q.epsEstimate)} (${shortDate(q.date)})`).join(' + ')}
          {forward.quarters.some((q) => q.source !== 'Simulated data')
            ? `; from ${[...new Set(forward.quarters.map((q) => q.source))].join(', ')}`
            : ''}
          .
        </>
      ) : (
        `No forward P/E: ${analysis.symbol} has no consensus estimates for all of its next four quarters.`
      )}
    </Typography>
  );
}
