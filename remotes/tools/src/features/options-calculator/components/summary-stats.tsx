import type { PayoffBound } from '@flowdeck/options-math';
import { StatCard } from '@flowdeck/ui-kit';
import { Box } from '@mui/material';
import { Fragment, memo } from 'react';
import { useTheme } from '@mui/material/styles';
import type { StrategyAnalysis } from '../hooks/use-strategy-analysis';
import { UNLIMITED, formatChange, formatMoney, formatProbability, formatSignedMoney } from './format';

export interface SummaryStatsProps {
  analysis: StrategyAnalysis;
  spot: number;
}

function boundText(bound: PayoffBound): string {
  return bound.unlimited ? UNLIMITED : formatSignedMoney(bound.value);
}

/** The figures a trader checks first: cost, risk, reward, break-even and odds. */
export const SummaryStats = memo(function SummaryStats({ analysis, spot }: SummaryStatsProps) {
  const theme = useTheme();
  const { netDebit, payoff, probabilityOfProfit, expectedMove } = analysis;
  const credit = netDebit < 0;
  const up = theme.palette.success.main;
  const down = theme.palette.error.main;
  const roots = payoff.breakEvens;
  const colorOf = (bound: PayoffBound, positive: boolean) =>
    bound.unlimited ? (positive ? up : down) : bound.value > 0 ? up : bound.value < 0 ? down : undefined;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <StatCard
        label={credit ? 'Net credit' : 'Net debit'}
        value={formatMoney(Math.abs(netDebit))}
        hint={credit ? 'Received to open' : 'Paid to open'}
      />
      <StatCard
        label="Max profit"
        value={boundText(payoff.maxProfit)}
        color={colorOf(payoff.maxProfit, true)}
        hint={payoff.maxProfit.unlimited ? 'As the price rises' : 'At expiry'}
      />
      <StatCard
        label="Max loss"
        value={boundText(payoff.maxLoss)}
        color={colorOf(payoff.maxLoss, false)}
        hint={payoff.maxLoss.unlimited ? 'As the price rises' : 'At expiry'}
      />
      <StatCard
        label={roots.length > 1 ? 'Break-evens' : 'Break-even'}
        value={
          roots.length === 0
            ? 'None'
            : roots.map((root, i) => (
                <Fragment key={root}>
                  {i > 0 ? ' · ' : null}
                  <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(root)}</span>
                </Fragment>
              ))
        }
        hint={roots.length === 0 ? 'P/L never crosses zero' : roots.map((root) => formatChange(spot, root)).join(' · ')}
      />
      <StatCard
        label="Chance of profit"
        value={formatProbability(probabilityOfProfit)}
        hint="At expiry, lognormal at the IV"
      />
      <StatCard
        label="Expected move"
        value={`±${formatMoney(expectedMove)}`}
        hint={`1σ by expiry (${formatChange(spot, spot + expectedMove).replace('+', '±')})`}
      />
    </Box>
  );
});
