/** CSV downloads of the journal: trades as shown, and the statistics with their breakdowns. */
import type { JournalStats, TradeView } from '@flowdeck/endpoints/journal';

const cell = (value: string | number | null): string => {
  if (value === null) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const row = (values: (string | number | null)[]): string => values.map(cell).join(',');

export const TRADE_COLUMNS = [
  'Account',
  'Symbol',
  'Strategy',
  'Opened',
  'Closed',
  'Max quantity',
  'Entry',
  'Exit',
  'Gross P/L',
  'Fees',
  'Net P/L',
  'R',
  'MAE',
  'MFE',
  'Setup',
  'Mistake',
  'Tags',
  'Notes',
];

export function tradesCsv(trades: readonly TradeView[]): string {
  const lines = [row(TRADE_COLUMNS)];
  for (const t of trades) {
    lines.push(
      row([
        t.account,
        t.underlying,
        t.strategy,
        t.openedAt,
        t.closedAt,
        t.maxQuantity,
        t.entryPrice,
        t.exitPrice,
        t.gross,
        t.fees,
        t.net,
        t.r,
        t.mae,
        t.mfe,
        t.setup,
        t.mistake,
        t.tags.join(' '),
        t.notes,
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function statsCsv(stats: JournalStats): string {
  const lines = [row(['Statistic', 'Value'])];
  const headline: [string, number | null][] = [
    ['Trades', stats.trades],
    ['Wins', stats.wins],
    ['Losses', stats.losses],
    ['Scratches', stats.scratches],
    ['Win rate', stats.winRate],
    ['Gross P/L', stats.gross],
    ['Fees', stats.fees],
    ['Net P/L', stats.net],
    ['Profit factor', stats.profitFactor],
    ['Expectancy', stats.expectancy],
    ['Average win', stats.averageWin],
    ['Average loss', stats.averageLoss],
    ['Largest win', stats.largestWin],
    ['Largest loss', stats.largestLoss],
    ['Average R', stats.averageR],
    ['Max drawdown', stats.maxDrawdown],
    ['Average holding (s)', stats.averageHoldingSeconds],
  ];
  for (const [name, value] of headline) lines.push(row([name, value]));
  lines.push('', row(['Group', 'Key', 'Trades', 'Wins', 'Win rate', 'Net P/L', 'Expectancy']));
  for (const [group, rows] of Object.entries(stats.by)) {
    for (const g of rows) lines.push(row([group, g.key, g.trades, g.wins, g.winRate, g.net, g.expectancy]));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file through a temporary link (no server round trip). */
export function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
