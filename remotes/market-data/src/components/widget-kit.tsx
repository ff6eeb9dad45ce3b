import { Alert, Box, Button, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Rows a widget's loading skeleton draws (the card is a few rows tall at its smallest). */
const SKELETON_ROWS = 5;

/**
 * A dashboard widget's content root: fills the card the dashboard draws, scrolls inside it, and never
 * pushes the grid sideways (`minWidth: 0`). Named by the widget's title, so it is a region a test or a
 * screen reader can find.
 */
export function WidgetRoot({ label, children, sx }: { label: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="section"
      aria-label={label}
      // It scrolls inside its card: reachable by keyboard.
      tabIndex={0}
      sx={[
        { height: '100%', overflow: 'auto', minWidth: 0, display: 'flex', flexDirection: 'column' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

/** The widget is waiting for its first answer: a few grey rows the size of its content. */
export function WidgetSkeleton({ label, rows = SKELETON_ROWS }: { label: string; rows?: number }) {
  return (
    <Stack role="status" aria-label={label} spacing={0.75} sx={{ p: 1 }}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={22} />
      ))}
    </Stack>
  );
}

/** Nothing to show: one sentence that says why, and what would fill the widget. */
export function WidgetEmpty({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        flexGrow: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        textAlign: 'center',
        color: 'text.secondary',
        typography: 'body2',
      }}
    >
      {children}
    </Box>
  );
}

/** The widget's data failed to load: the reason, small, with Retry. */
export function WidgetError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ m: 1, py: 0, typography: 'body2', '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

export interface WidgetColumn<T> {
  key: string;
  label: string;
  align?: 'left' | 'right';
  /** A spelled-out header for screen readers and the tooltip. */
  title?: string;
  /** Fixed width (px or %); columns without one share what is left. */
  width?: number | string;
  render: (row: T) => ReactNode;
}

/**
 * A widget's table: few columns, dense rows, the first column (the ticker) taking what is left and cut
 * with an ellipsis, so a 250 px card never scrolls sideways. `onRowClick` makes each row a target.
 */
export function WidgetTable<T>({
  label,
  columns,
  rows,
  rowKey,
  onRowClick,
  isSelected,
}: {
  label: string;
  columns: readonly WidgetColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  onRowClick?: (row: T) => void;
  /** The row the widget follows (its symbol): highlighted. */
  isSelected?: (row: T) => boolean;
}) {
  return (
    <Table
      size="small"
      stickyHeader
      aria-label={label}
      sx={{
        tableLayout: 'fixed',
        width: '100%',
        '& th, & td': {
          px: 0.75,
          py: 0.5,
          fontSize: 13,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          fontVariantNumeric: 'tabular-nums',
        },
        '& th': { fontSize: 11, fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase' },
        '& th:first-of-type, & td:first-of-type': { pl: 1 },
        '& th:last-of-type, & td:last-of-type': { pr: 1 },
      }}
    >
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key} align={column.align} title={column.title} sx={{ width: column.width }}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={rowKey(row)}
            hover
            selected={isSelected?.(row) ?? false}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            sx={{
              '&:last-child td': { borderBottom: 0 },
              cursor: onRowClick ? 'pointer' : undefined,
              // The picked row is marked by a bar, not a fill: coloured figures keep their contrast on it.
              '&.Mui-selected, &.Mui-selected:hover': {
                bgcolor: 'transparent',
                boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}`,
              },
            }}
          >
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align}>
                {column.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
