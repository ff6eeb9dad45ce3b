import type { FlowTrade } from '@flowdeck/api-types';
import { Button, CircularProgress, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { FlowColumn } from '../flow-columns';
import { contractLabel, formatPremium } from '../flow-format';
import type { FlowRowStore, FlowRowsSnapshot, FlowSort } from '../flow-rows';
import { useFlowRows } from '../hooks/use-flow-rows';
import { renderFlowCell } from './flow-cells';

export const ROW_HEIGHT = 30;
const HEADER_HEIGHT = 34;
const OVERSCAN = 6;
const CELL_GAP = 8;
const ROW_PADDING = 8;
/** Older pages are asked for this many rows before the end. */
const END_REACHED_ROWS = 40;
/** The view counts as "at the top" (following the tape) within this many pixels. */
const TOP_SLACK = ROW_HEIGHT / 2;

/** The whole table is styled here once; rows and cells are plain elements with class names. */
const Root = styled('div')(({ theme }) => {
  const dark = theme.palette.mode === 'dark';
  const { success, error, warning, info, secondary, text, divider, background } = theme.palette;
  const badge = (color: string) => ({ color, backgroundColor: alpha(color, dark ? 0.14 : 0.1) });
  return {
    position: 'relative',
    overflow: 'auto',
    contain: 'strict',
    outline: 'none',
    fontSize: 12.5,
    fontVariantNumeric: 'tabular-nums',
    backgroundColor: background.paper,
    border: `1px solid ${divider}`,
    borderRadius: theme.shape.borderRadius,
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
    // Rows are flex lines of fixed-width cells (cheaper to lay out than a grid each batch), as wide as
    // their columns so the table scrolls sideways on narrow screens.
    '& .fh, & .fr': {
      display: 'flex',
      gap: CELL_GAP,
      alignItems: 'center',
      padding: `0 ${ROW_PADDING}px`,
      minWidth: 'var(--flow-width)',
      boxSizing: 'border-box',
    },
    '& .fh > .fc, & .fr > .fc': { flex: 'none' },
    '& .fh > .fc:last-child, & .fr > .fc:last-child': { flexGrow: 1 },
    '& .fh': {
      position: 'sticky',
      top: 0,
      zIndex: 2,
      height: HEADER_HEIGHT,
      backgroundColor: dark ? '#171d2b' : '#eef1f7',
      borderBottom: `1px solid ${divider}`,
      color: text.secondary,
      fontSize: 11.5,
      fontWeight: 700,
      textTransform: 'uppercase',
      letterSpacing: 0.4,
    },
    '& .fh button': {
      all: 'unset',
      cursor: 'pointer',
      display: 'inline-flex',
      alignItems: 'center',
      gap: 2,
      borderRadius: 4,
      '&:hover': { color: text.primary },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    },
    '& .fh .sorted': { color: theme.palette.primary.main },
    '& .fb': { position: 'relative' },
    '& .fr': {
      position: 'absolute',
      top: 0,
      left: 0,
      right: 0,
      height: ROW_HEIGHT,
      borderBottom: `1px solid ${divider}`,
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      // A row's size is known and its layout and paint never reach outside it.
      contain: 'strict',
      '&:hover': { backgroundColor: alpha(text.primary, 0.04) },
      '&.active': {
        boxShadow: `inset 3px 0 0 ${theme.palette.primary.main}`,
        backgroundColor: alpha(theme.palette.primary.main, 0.1),
      },
      // The last batch is tinted until the next one arrives: no animation, so a busy feed costs no
      // repaint per frame (at 1,000 trades/s every row in view is new each second anyway).
      '&.fresh': { backgroundColor: alpha(theme.palette.primary.main, dark ? 0.16 : 0.1) },
      '&.whale-row': { backgroundColor: alpha(warning.main, dark ? 0.07 : 0.09) },
    },
    '& .fc': { overflow: 'hidden', textOverflow: 'ellipsis' },
    '& .left': { textAlign: 'left' },
    '& .right': { textAlign: 'right' },
    '& .center': { textAlign: 'center' },
    '& .tk': { fontWeight: 700, color: text.primary, letterSpacing: 0.2 },
    '& .call': { color: success.main, fontWeight: 700, fontSize: 11.5 },
    '& .put': { color: error.main, fontWeight: 700, fontSize: 11.5 },
    '& .muted': { color: text.secondary },
    '& .hot': { color: warning.main, fontWeight: 600 },
    '& .bd': {
      display: 'inline-block',
      minWidth: 30,
      padding: '1px 6px',
      borderRadius: 4,
      fontSize: 11,
      fontWeight: 700,
      lineHeight: '16px',
      textAlign: 'center',
    },
    '& .sd.bullish': badge(success.main),
    '& .sd.bearish': badge(error.main),
    '& .sd.neutral': badge(text.secondary),
    '& .kd.sweep': badge(warning.main),
    '& .kd.block': badge(secondary.main),
    '& .kd.split': badge(info.main),
    '& .kd.multi_leg': badge(dark ? '#c4b5fd' : '#6d28d9'),
    '& .pm': { fontWeight: 500 },
    '& .pm.notable': { fontWeight: 700 },
    '& .pm.big': { fontWeight: 800, color: warning.main },
    '& .pm.whale': {
      fontWeight: 800,
      padding: '1px 5px',
      borderRadius: 4,
      color: dark ? '#1a1300' : '#ffffff',
      backgroundColor: warning.main,
    },
    '& .tg': {
      display: 'inline-block',
      marginRight: 4,
      padding: '0 5px',
      borderRadius: 4,
      fontSize: 10.5,
      fontWeight: 700,
      lineHeight: '16px',
      border: `1px solid ${alpha(text.secondary, 0.35)}`,
      color: text.secondary,
    },
    '& .tg.unusual': { borderColor: alpha(warning.main, 0.7), color: warning.main },
    '& .tg.opening': { borderColor: alpha(info.main, 0.7), color: info.main },
    '& .tg.above_ask': { borderColor: alpha(success.main, 0.7), color: success.main },
    '& .state': {
      position: 'absolute',
      left: 0,
      right: 0,
      padding: theme.spacing(4, 2),
      textAlign: 'center',
    },
  };
});

export interface FlowTableProps {
  /** The rows; the table subscribes to the store itself, so live batches re-render only the table. */
  store: FlowRowStore;
  columns: readonly FlowColumn[];
  sort: FlowSort;
  onSortChange: (sort: FlowSort) => void;
  onOpen: (trade: FlowTrade) => void;
  /** The view is near the last row: time for older pages. */
  onEndReached: () => void;
  /** Shown in place of rows (loading, error, nothing matches). */
  placeholder?: ReactNode;
  /** Under the last row (loading older pages, the end of the session). */
  footer?: (snapshot: FlowRowsSnapshot) => ReactNode;
  height: CSSProperties['height'];
}

interface RowProps {
  trade: FlowTrade;
  index: number;
  top: number;
  columns: readonly FlowColumn[];
  fresh: boolean;
  active: boolean;
  onOpen: (trade: FlowTrade, index: number) => void;
}

const FlowRow = memo(function FlowRow({ trade, index, top, columns, fresh, active, onOpen }: RowProps) {
  const whale = trade.premium >= 1_000_000;
  return (
    <div
      id={`flow-row-${trade.id}`}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={active}
      aria-label={`${contractLabel(trade)} ${formatPremium(trade.premium)}`}
      className={`fr${fresh ? ' fresh' : ''}${active ? ' active' : ''}${whale ? ' whale-row' : ''}`}
      style={{ transform: `translateY(${top}px)` }}
      onClick={() => onOpen(trade, index)}
    >
      {columns.map((column) => (
        <div key={column.id} role="gridcell" className={`fc ${column.align}`} style={{ width: column.width }}>
          {renderFlowCell(column.id, trade)}
        </div>
      ))}
    </div>
  );
});

function SortHeader({
  column,
  sort,
  onSortChange,
}: {
  column: FlowColumn;
  sort: FlowSort;
  onSortChange: (s: FlowSort) => void;
}) {
  const key = column.sortKey;
  const sorted = key !== undefined && sort.key === key;
  const ariaSort = sorted ? (sort.direction === 'desc' ? 'descending' : 'ascending') : undefined;
  return (
    <div
      role="columnheader"
      aria-sort={ariaSort}
      className={`fc ${column.align}${sorted ? ' sorted' : ''}`}
      title={column.title}
      style={{ width: column.width }}
    >
      {key ? (
        <button
          type="button"
          aria-label={`Sort by ${column.title.toLowerCase()}`}
          onClick={() => onSortChange({ key, direction: sorted && sort.direction === 'desc' ? 'asc' : 'desc' })}
        >
          {column.label}
          <span aria-hidden>{sorted ? (sort.direction === 'desc' ? '▼' : '▲') : ''}</span>
        </button>
      ) : (
        column.label
      )}
    </div>
  );
}

/**
 * The flow table: a virtualised grid (only the rows in view are in the DOM, so 100,000 held rows cost
 * what 40 do). New trades slide in at the top while the view is at the top; once the reader has scrolled
 * away the table holds still (new trades are kept, not shown) and a button counts them; back at the top
 * it follows the tape again. Keyboard: the grid takes focus, arrows / Page Up / Page Down / Home / End
 * move the active row, Enter opens it.
 */
export const FlowTable = memo(function FlowTable({
  store,
  columns,
  sort,
  onSortChange,
  onOpen,
  onEndReached,
  placeholder,
  footer,
  height,
}: FlowTableProps) {
  const latest = useFlowRows(store);
  // Scrolled away from the top, the reader is reading: the rows hold still (no 1,000-row shifts a
  // second under their eyes, no re-rendering) and a button counts the trades that arrived meanwhile.
  const [frozen, setFrozen] = useState<{ store: FlowRowStore; snapshot: FlowRowsSnapshot } | null>(null);
  const snapshot = frozen && frozen.store === store ? frozen.snapshot : latest;
  const { rows, fresh } = snapshot;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [newAbove, setNewAbove] = useState(0);
  const counted = useRef(latest.fresh);
  useEffect(() => {
    if (latest.fresh === counted.current) return;
    counted.current = latest.fresh;
    if (frozen && frozen.store === store && frozen.snapshot !== latest) setNewAbove((n) => n + latest.fresh.size);
  }, [latest, frozen, store]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    // Scrolling renders like any update rather than synchronously inside the scroll event.
    useFlushSync: false,
  });

  // When held rows are replaced while scrolled away (older pages loaded at the bottom), the rows in view
  // stay where they are. The scroll position is remembered from scroll events: reading scrollTop after
  // React changed the DOM would force a synchronous layout.
  const scrollTop = useRef(0);
  const anchor = useRef<{ rows: readonly FlowTrade[]; trade: FlowTrade | undefined; index: number }>({
    rows,
    trade: undefined,
    index: 0,
  });
  const recordAnchor = useCallback((current: readonly FlowTrade[]) => {
    const index = Math.floor(scrollTop.current / ROW_HEIGHT);
    anchor.current = { rows: current, trade: current[index], index };
  }, []);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    const previous = anchor.current;
    if (element && previous.rows !== rows && previous.trade && scrollTop.current > TOP_SLACK) {
      const index = rows.indexOf(previous.trade);
      const moved = index - previous.index;
      if (index >= 0 && moved !== 0) {
        scrollTop.current += moved * ROW_HEIGHT;
        element.scrollTop = scrollTop.current;
      }
    }
    recordAnchor(rows);
  }, [rows, recordAnchor]);

  const items = virtualizer.getVirtualItems();
  // Rows are keyed by slot (any run of `slots` consecutive rows gets distinct keys): when a batch arrives
  // or the view scrolls, each slot keeps its DOM and only its text changes.
  const slots = Math.ceil((virtualizer.scrollRect?.height ?? 900) / ROW_HEIGHT) + 2 * OVERSCAN + 2;
  const last = items[items.length - 1];
  const nearEnd = last !== undefined && last.index >= rows.length - END_REACHED_ROWS;
  useLayoutEffect(() => {
    if (nearEnd) onEndReached();
  }, [nearEnd, onEndReached]);
  // At the bottom while held still: take in the older rows just loaded (the view keeps its place).
  useEffect(() => {
    if (frozen && frozen.store === store && nearEnd && latest.oldestId !== frozen.snapshot.oldestId)
      setFrozen({ store, snapshot: latest });
  }, [frozen, store, nearEnd, latest]);
  // Another filter set or sort starts at the top, following the tape.
  const view = `${sort.key}:${sort.direction}`;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    scrollTop.current = 0;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
    setFrozen(null);
    setNewAbove(0);
  }, [store, view]);

  const open = useCallback(
    (trade: FlowTrade) => {
      setActiveId(trade.id);
      onOpen(trade);
    },
    [onOpen],
  );

  const moveTo = (index: number) => {
    const target = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (!target) return;
    setActiveId(target.id);
    virtualizer.scrollToIndex(rows.indexOf(target), { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || rows.length === 0) return;
    const found = activeId === null ? -1 : rows.findIndex((t) => t.id === activeId);
    const current =
      found >= 0 ? found : (items.find((i) => i.start >= (scrollRef.current?.scrollTop ?? 0))?.index ?? 0) - 1;
    const page = Math.max(1, Math.floor(((scrollRef.current?.clientHeight ?? 300) - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(current + 1),
      ArrowUp: () => moveTo(Math.max(0, current - 1)),
      PageDown: () => moveTo(current + page),
      PageUp: () => moveTo(Math.max(0, current - page)),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
      Enter: () => {
        const trade = rows[Math.max(0, current)];
        if (trade) open(trade);
      },
    };
    const action = keys[event.key === ' ' ? 'Enter' : event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const width = columns.reduce((sum, c) => sum + c.width, 0) + CELL_GAP * (columns.length - 1) + 2 * ROW_PADDING;
  const activeRendered = activeId !== null && items.some((i) => rows[i.index]?.id === activeId);

  return (
    <div style={{ position: 'relative' }}>
      <Root
        ref={scrollRef}
        role="grid"
        aria-label="Options flow"
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length}
        aria-activedescendant={activeRendered ? `flow-row-${activeId}` : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onScroll={(event) => {
          scrollTop.current = event.currentTarget.scrollTop;
          if (scrollTop.current <= TOP_SLACK) {
            if (frozen) {
              setFrozen(null);
              setNewAbove(0);
            }
          } else if (!frozen || frozen.store !== store) setFrozen({ store, snapshot });
          recordAnchor(rows);
        }}
        style={{ height, ['--flow-width' as string]: `${width}px` }}
      >
        <div className="fh" role="row" aria-rowindex={1}>
          {columns.map((column) => (
            <SortHeader key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
          ))}
        </div>
        <div className="fb" role="rowgroup" style={{ height: virtualizer.getTotalSize() - HEADER_HEIGHT }}>
          {items.map((item) => {
            const trade = rows[item.index];
            if (!trade) return null;
            return (
              <FlowRow
                key={item.index % slots}
                trade={trade}
                index={item.index}
                top={item.start - HEADER_HEIGHT}
                columns={columns}
                fresh={fresh.has(trade.id)}
                active={trade.id === activeId}
                onOpen={open}
              />
            );
          })}
          {rows.length === 0 && placeholder ? <div className="state">{placeholder}</div> : null}
        </div>
        {rows.length > 0 && footer?.(snapshot) ? (
          <Typography component="div" variant="caption" color="text.secondary" sx={{ py: 1.5, textAlign: 'center' }}>
            {footer(snapshot)}
          </Typography>
        ) : null}
      </Root>
      {newAbove > 0 ? (
        <Button
          size="small"
          variant="contained"
          onClick={() => {
            scrollRef.current?.scrollTo({ top: 0 });
          }}
          sx={{
            position: 'absolute',
            top: HEADER_HEIGHT + 8,
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: 3,
            borderRadius: 99,
          }}
        >
          ↑ {newAbove.toLocaleString('en-US')} new {newAbove === 1 ? 'trade' : 'trades'}
        </Button>
      ) : null}
    </div>
  );
});

/** A small spinner with a label, for the table's placeholder and footer. */
export function TableProgress({ label }: { label: string }) {
  return (
    <span role="status" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <CircularProgress size={14} aria-hidden />
      {label}
    </span>
  );
}
