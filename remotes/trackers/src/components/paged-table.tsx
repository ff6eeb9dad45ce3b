import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import {
  Box,
  Button,
  LinearProgress,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
} from '@mui/material';
import { formatThousands } from '@flowdeck/ui-kit';
import type { ReactNode } from 'react';

/** A column of a paged table: its header, and the server's sort key when the column sorts. */
export interface PagedColumn<S extends string> {
  id: string;
  label: string;
  sortKey?: S;
  align?: 'right';
  /** What the column means, behind an info icon beside its label. */
  help?: string;
  /** The width of the column's placeholder line while the first page loads (px). */
  skeletonWidth?: number;
}

/** The paging, sorting and loading state of a list the server filters, sorts and pages (1-based pages). */
export interface PagedTableState<S extends string> {
  total: number;
  /** The server stopped counting at `total`: the footer says "more than". */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  sort: S;
  order: 'asc' | 'desc';
  /** True while a new page, sort or filter loads behind the rows still shown (they dim, a bar runs). */
  refreshing: boolean;
  onSort: (key: S) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onClearFilters: () => void;
}

const SKELETON_ROWS = 8;
const SKELETON_WIDTH = 64;
/** The first column named `stickyColumn` stays in view while the rest of a wide table scrolls sideways. */
const STICKY_CELL = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

function HeaderLabel({ column }: { column: PagedColumn<string> }) {
  if (!column.help) return <>{column.label}</>;
  return (
    <Stack direction="row" spacing={0.5} component="span" sx={{ alignItems: 'center', display: 'inline-flex' }}>
      <span>{column.label}</span>
      <Tooltip title={column.help}>
        <InfoOutlinedIcon sx={{ fontSize: 15 }} color="action" aria-label={column.help} aria-hidden={false} />
      </Tooltip>
    </Stack>
  );
}

/**
 * The trackers' filter table (politicians, insiders): a wide table whose rows the server filters, sorts and
 * pages. It owns the header (sort labels, help icons, a sticky first column), the first load's placeholder
 * rows, the empty state with Clear filters, the refresh bar and the footer's paging; the page renders each row.
 */
export function PagedTable<R, S extends string>({
  label,
  updatingLabel,
  columns,
  stickyColumn,
  minWidth,
  rows,
  renderRow,
  empty,
  state,
}: {
  /** The table's accessible name. */
  label: string;
  /** The refresh bar's accessible name, e.g. "Updating trades". */
  updatingLabel: string;
  columns: readonly PagedColumn<S>[];
  stickyColumn?: string;
  /** Below this width the table scrolls sideways rather than wrapping its cells. */
  minWidth: number;
  /** Undefined until the first page came. */
  rows: readonly R[] | undefined;
  /** One `<TableRow>` per row, its cells in the columns' order (the sticky one with `stickyCellSx`). */
  renderRow: (row: R) => ReactNode;
  /** What an empty page says: what matched nothing, and what to try. */
  empty: { title: string; hint: string };
  state: PagedTableState<S>;
}) {
  const { total, totalCapped = false, page, pageSize, sort, order, refreshing } = state;
  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ height: 2 }}>
        {refreshing ? <LinearProgress aria-label={updatingLabel} sx={{ height: 2 }} /> : null}
      </Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={label}
          aria-busy={rows === undefined}
          sx={{ minWidth, '& th, & td': { px: 1 } }}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const active = column.sortKey === sort;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sortDirection={active ? order : false}
                    sx={{
                      ...(column.id === stickyColumn ? STICKY_CELL : {}),
                      whiteSpace: 'nowrap',
                      fontWeight: 600,
                      color: 'text.secondary',
                    }}
                  >
                    {column.sortKey ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? order : 'asc'}
                        onClick={() => column.sortKey && state.onSort(column.sortKey)}
                      >
                        <HeaderLabel column={column} />
                      </TableSortLabel>
                    ) : (
                      <HeaderLabel column={column} />
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {rows === undefined ? (
              // Placeholders are not rows to read: hidden from assistive technology (and from role queries,
              // so "the first row" is a row of data or the empty state, never a placeholder).
              Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <TableRow key={row} aria-hidden>
                  {columns.map((column) => (
                    <TableCell key={column.id}>
                      <Skeleton variant="text" width={column.skeletonWidth ?? SKELETON_WIDTH} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 8, borderBottom: 0 }}>
                  {/* Kept in view on a table scrolled sideways. */}
                  <Box sx={{ position: 'sticky', left: 0, width: 'min(100%, 80vw)', textAlign: 'center' }}>
                    <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {empty.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                      {empty.hint}
                    </Typography>
                    <Button variant="outlined" onClick={state.onClearFilters}>
                      Clear filters
                    </Button>
                  </Box>
                </TableCell>
              </TableRow>
            ) : (
              rows.map(renderRow)
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(page - 1, Math.max(0, Math.ceil(total / pageSize) - 1))}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...state.pageSizeOptions]}
        onPageChange={(_event, next) => state.onPageChange(next + 1)}
        onRowsPerPageChange={(event) => state.onPageSizeChange(Number(event.target.value))}
        labelRowsPerPage="Rows"
        labelDisplayedRows={({ from, to, count }) =>
          `${from}–${to} of ${totalCapped ? `more than ${formatThousands(count)}` : formatThousands(count)}`
        }
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } },
        }}
      />
    </Box>
  );
}

/** The sticky first column's cell style, for the row the page renders. */
export const stickyCellSx = STICKY_CELL;
