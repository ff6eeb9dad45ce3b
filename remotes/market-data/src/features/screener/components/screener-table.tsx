import type { ScreenerRow, ScreenerSort } from '@flowdeck/api-types';
import { SCREENER_FIELD_BY_ID } from '@flowdeck/endpoints/screener';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useValueColor } from '../../../hooks/use-value-color';
import { formatScreenerValue } from '../screener-format';
import { SymbolName } from '../../../components/symbol-name';

const NAME_WIDTH = { xs: 120, sm: 200 };
const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** Columns whose sign is the point: shown green above zero, red below. */
const SIGNED = new Set([
  'perfToday',
  'perfWeek',
  'perfMonth',
  'perfQuarter',
  'perfHalf',
  'perfYtd',
  'perfYear',
  'gap',
  'changeFromOpen',
  'sma20',
  'sma50',
  'sma200',
  'netPremium',
]);

export interface ScreenerTableProps {
  rows: readonly ScreenerRow[];
  columns: readonly string[];
  sort: ScreenerSort;
  empty: string;
  onSort: (sort: ScreenerSort) => void;
}

/** The screen's page of rows in the view's columns; a header click sorts by it (again: the other way). */
export function ScreenerTable({ rows, columns, sort, empty, onSort }: ScreenerTableProps) {
  const color = useValueColor();
  const header = (id: string, label: string, numeric: boolean) => (
    <TableCell
      key={id}
      align={numeric ? 'right' : 'left'}
      sortDirection={sort.field === id ? sort.direction : false}
      sx={{ whiteSpace: 'nowrap' }}
      title={SCREENER_FIELD_BY_ID.get(id)?.help}
    >
      <TableSortLabel
        active={sort.field === id}
        direction={sort.field === id ? sort.direction : numeric ? 'desc' : 'asc'}
        onClick={() =>
          onSort({
            field: id,
            direction: sort.field === id ? (sort.direction === 'desc' ? 'asc' : 'desc') : numeric ? 'desc' : 'asc',
          })
        }
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Screener results">
        <TableHead>
          <TableRow>
            {header('symbol', 'Ticker', false)}
            {columns.map((c) => {
              const field = SCREENER_FIELD_BY_ID.get(c);
              return header(c, field?.label ?? c, field?.format !== 'text');
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + 1}>
                <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                  {empty}
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.symbol} hover>
                <TableCell>
                  <SymbolName symbol={row.symbol} name={row.name} nameWidth={NAME_WIDTH} />
                </TableCell>
                {columns.map((c) => {
                  const field = SCREENER_FIELD_BY_ID.get(c);
                  const value = row[c];
                  const text = field?.format === 'text';
                  return (
                    <TableCell
                      key={c}
                      align={text ? 'left' : 'right'}
                      sx={{
                        ...NUMBER,
                        ...(text ? { maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' } : {}),
                        ...(SIGNED.has(c) && typeof value === 'number' ? { color: color(value) } : {}),
                      }}
                      title={text && typeof value === 'string' ? value : undefined}
                    >
                      {formatScreenerValue(field?.format ?? 'text', value)}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
