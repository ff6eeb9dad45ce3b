import { StatCard, formatPercent, formatPrice, formatThousands, formatUsd } from '@flowdeck/ui-kit';
import { Box } from '@mui/material';
import { NO_VALUE } from '../../../format';
import { useValueColor } from '../../../hooks/use-value-color';
import type { NetFlowPoint, NetPremiumTotals } from '../api/get-net-flow';
import { priceMove, tideTilt, volumeSplit } from '../net-flow-data';

const TILT_TEXT = {
  bullish: 'Bullish: calls bought, puts sold',
  bearish: 'Bearish: puts bought, calls sold',
  neutral: 'Balanced',
} as const;

/** The charted bucket's session totals, the tide they add up to, and the underlying's move. */
export function NetFlowFigures({
  totals,
  points,
  priceLabel,
}: {
  totals: NetPremiumTotals;
  points: readonly NetFlowPoint[];
  priceLabel: string;
}) {
  const colorOf = useValueColor();
  const tide = totals.netCallPremium - totals.netPutPremium;
  const move = priceMove(points);
  const volume = volumeSplit(points);
  return (
    <Box
      component="section"
      aria-label="Session totals"
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 1.5 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      <StatCard
        label="Net call premium"
        value={formatUsd(totals.netCallPremium, { signed: true })}
        color={colorOf(totals.netCallPremium)}
        hint="Ask-side minus bid-side calls"
      />
      <StatCard
        label="Net put premium"
        value={formatUsd(totals.netPutPremium, { signed: true })}
        color={colorOf(-totals.netPutPremium)}
        hint="Ask-side minus bid-side puts"
      />
      <StatCard
        label="Calls − puts"
        value={formatUsd(tide, { signed: true })}
        color={colorOf(tide)}
        hint={TILT_TEXT[tideTilt(tide)]}
      />
      <StatCard
        label={priceLabel}
        value={move ? formatPrice(move.last) : NO_VALUE}
        color={move ? colorOf(move.change) : undefined}
        hint={move ? `${formatPercent(move.changePercent)} since the open` : undefined}
      />
      <StatCard
        label="Put/call volume"
        value={volume.putCallRatio === null ? NO_VALUE : volume.putCallRatio.toFixed(2)}
        hint={`${formatThousands(volume.calls)} calls · ${formatThousands(volume.puts)} puts`}
      />
    </Box>
  );
}
