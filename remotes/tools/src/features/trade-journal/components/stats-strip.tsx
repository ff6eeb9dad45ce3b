import type { JournalStats } from '@flowdeck/endpoints/journal';
import { StatCard, valueColor } from '@flowdeck/ui-kit';
import { Box } from '@mui/material';
import { formatHolding, formatPl, formatRate } from '../journal-format';

/** The headline figures of the closed trades shown. */
export function StatsStrip({ stats }: { stats: JournalStats }) {
  const cards = [
    {
      label: 'Net P/L',
      value: formatPl(stats.net),
      color: valueColor(stats.net),
      hint: `Gross ${formatPl(stats.gross)} · fees ${formatPl(-stats.fees)}`,
    },
    {
      label: 'Win rate',
      value: formatRate(stats.winRate),
      hint: `${stats.wins} won · ${stats.losses} lost · ${stats.scratches} flat`,
    },
    {
      label: 'Profit factor',
      value: stats.profitFactor === null ? '—' : stats.profitFactor.toFixed(2),
      hint: 'Wins ÷ losses',
    },
    {
      label: 'Expectancy',
      value: formatPl(stats.expectancy),
      color: valueColor(stats.expectancy),
      hint: 'Net per trade',
    },
    {
      label: 'Average win / loss',
      value: `${formatPl(stats.averageWin)} / ${formatPl(stats.averageLoss)}`,
      hint: `Largest ${formatPl(stats.largestWin)} / ${formatPl(stats.largestLoss)}`,
    },
    {
      label: 'Max drawdown',
      value: formatPl(-stats.maxDrawdown),
      color: valueColor(-stats.maxDrawdown),
      hint: 'From an equity high',
    },
    {
      label: 'Average R',
      value: stats.averageR === null ? '—' : `${stats.averageR.toFixed(2)} R`,
      hint: 'Trades with a planned risk',
    },
    {
      label: 'Trades',
      value: String(stats.trades),
      hint: `Average hold ${formatHolding(stats.averageHoldingSeconds)}`,
    },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {cards.map((card) => (
        <StatCard key={card.label} label={card.label} value={card.value} hint={card.hint} color={card.color} />
      ))}
    </Box>
  );
}
