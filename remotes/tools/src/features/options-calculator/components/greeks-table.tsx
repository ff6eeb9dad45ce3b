import { memo } from 'react';
import type { Greeks } from '@flowdeck/options-math';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { StrategyAnalysis } from '../hooks/use-strategy-analysis';
import { NO_VALUE, describeLeg, formatMoney, formatNumber, formatSignedMoney } from './format';

export interface GreeksTableProps {
  analysis: StrategyAnalysis;
  symbol: string;
}

interface GreekColumn {
  key: keyof Greeks;
  label: string;
  /** What one unit means, for the header's tooltip text. */
  description: string;
  format: (value: number) => string;
}

/** Position greeks: delta and gamma in shares, theta, vega and rho in dollars. */
export const GREEK_COLUMNS: GreekColumn[] = [
  { key: 'delta', label: 'Delta', description: 'Shares-equivalent exposure', format: (v) => formatNumber(v) },
  { key: 'gamma', label: 'Gamma', description: 'Change of delta per $1 move', format: (v) => formatNumber(v, 3) },
  { key: 'theta', label: 'Theta/day', description: 'Dollars per calendar day', format: formatSignedMoney },
  { key: 'vega', label: 'Vega', description: 'Dollars per 1 vol point', format: formatSignedMoney },
  { key: 'rho', label: 'Rho', description: 'Dollars per 1 rate point', format: formatSignedMoney },
];

const NUMERIC = { align: 'right', sx: { whiteSpace: 'nowrap' } } as const;
/** The leg column stays in view while a phone scrolls the figures sideways. */
const STICKY = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', whiteSpace: 'nowrap' } as const;

/** Per-leg value and greeks, scaled to the position, with the position totals underneath. */
export const GreeksTable = memo(function GreeksTable({ analysis, symbol }: GreeksTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Legs and greeks">
        <TableHead>
          <TableRow>
            <TableCell sx={STICKY}>Leg</TableCell>
            <TableCell {...NUMERIC}>Theo price</TableCell>
            <TableCell {...NUMERIC}>Entry</TableCell>
            <TableCell {...NUMERIC}>Cost</TableCell>
            {GREEK_COLUMNS.map((column) => (
              <TableCell key={column.key} {...NUMERIC} title={column.description}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {analysis.legs.map((row) => (
            <TableRow key={row.id}>
              <TableCell component="th" scope="row" sx={STICKY}>
                <Typography variant="body2" component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                  {row.number}
                </Typography>
                {describeLeg(row.leg, symbol)}
              </TableCell>
              <TableCell {...NUMERIC}>{formatMoney(row.value)}</TableCell>
              <TableCell {...NUMERIC}>{formatMoney(row.entry)}</TableCell>
              <TableCell {...NUMERIC}>{formatMoney(row.cost)}</TableCell>
              {GREEK_COLUMNS.map((column) => (
                <TableCell key={column.key} {...NUMERIC}>
                  {column.format(row.position[column.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow sx={{ '& > *': { fontWeight: 700, borderTop: 2, borderTopColor: 'divider' } }}>
            <TableCell component="th" scope="row" sx={STICKY}>
              Total
            </TableCell>
            <TableCell {...NUMERIC}>{NO_VALUE}</TableCell>
            <TableCell {...NUMERIC}>{NO_VALUE}</TableCell>
            <TableCell {...NUMERIC}>{formatMoney(analysis.netDebit)}</TableCell>
            {GREEK_COLUMNS.map((column) => (
              <TableCell key={column.key} {...NUMERIC}>
                {column.format(analysis.totals[column.key])}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
});
