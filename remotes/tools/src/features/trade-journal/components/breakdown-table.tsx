import type { JournalStats } from '@flowdeck/endpoints/journal';
import { valueColor } from '@flowdeck/ui-kit';
import {
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { formatPl, formatRate } from '../journal-format';

const GROUPS: { key: keyof JournalStats['by']; label: string }[] = [
  { key: 'tag', label: 'Tag' },
  { key: 'setup', label: 'Setup' },
  { key: 'mistake', label: 'Mistake' },
  { key: 'symbol', label: 'Symbol' },
  { key: 'weekday', label: 'Weekday' },
  { key: 'hour', label: 'Hour opened' },
  { key: 'holding', label: 'Holding time' },
];

/** Results grouped by one dimension at a time. */
export function BreakdownTable({ stats }: { stats: JournalStats }) {
  const [group, setGroup] = useState<keyof JournalStats['by']>('symbol');
  const rows = stats.by[group];
  const label = GROUPS.find((g) => g.key === group)?.label ?? group;
  return (
    <>
      <TextField
        select
        size="small"
        label="Group by"
        value={group}
        onChange={(e) => setGroup(e.target.value as keyof JournalStats['by'])}
        sx={{ mb: 1, minWidth: 180 }}
      >
        {GROUPS.map((g) => (
          <MenuItem key={g.key} value={g.key}>
            {g.label}
          </MenuItem>
        ))}
      </TextField>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No closed trade has a {label.toLowerCase()} yet
          {group === 'tag' || group === 'setup' || group === 'mistake' ? ': open a trade to add one.' : '.'}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={`Results by ${label.toLowerCase()}`}>
            <TableHead>
              <TableRow>
                <TableCell>{label}</TableCell>
                <TableCell align="right">Trades</TableCell>
                <TableCell align="right">Win rate</TableCell>
                <TableCell align="right">Net P/L</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  Expectancy
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell>{r.key}</TableCell>
                  <TableCell align="right">{r.trades}</TableCell>
                  <TableCell align="right">{formatRate(r.winRate)}</TableCell>
                  <TableCell align="right" sx={{ color: valueColor(r.net) }}>
                    {formatPl(r.net)}
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {formatPl(r.expectancy)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
