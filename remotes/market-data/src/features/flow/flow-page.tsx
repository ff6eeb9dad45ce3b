import type { FlowTrade } from '@flowdeck/api-types';
import { useNotify } from '@flowdeck/host-sdk';
import { LoadError, PageHeader } from '@flowdeck/ui-kit';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Badge,
  Box,
  Button,
  Collapse,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SessionBar } from '../../components/session-bar';
import { useMarketSession } from '../../hooks/use-market-session';
import { FLOW_PATH, SYMBOL_PARAM, pageTitle } from '../../paths';
import { flowEmptyMessage } from './flow-empty';
import { useExportExcel } from './api/export-excel';
import { ColumnChooser } from './components/column-chooser';
import { ExportMenu } from './components/export-menu';
import { FlowFilterBar, TOGGLE_SX } from './components/flow-filter-bar';
import { FlowTable, TableProgress } from './components/flow-table';
import { LiveStatus } from './components/live-status';
import { SavedFiltersMenu } from './components/saved-filters-menu';
import { TradeDetail } from './components/trade-detail';
import { DEFAULT_VISIBLE_COLUMNS, NARROW_DEFAULT_COLUMNS, visibleColumns } from './flow-columns';
import { CSV_MIME_TYPE, buildCsv, buildExcelRequest, downloadFile, exportFilename } from './flow-export';
import { DEFAULT_FILTERS, type FlowFilters, activeFilterCount, parseTickers } from './flow-filters';
import { FLOW_PRESETS, type FlowPresetId, activePreset, applyPreset } from './flow-presets';
import { DEFAULT_SORT, type FlowRowStore, type FlowRowsSnapshot, type FlowSort, MAX_ROWS } from './flow-rows';
import { useFlowRowsValue } from './hooks/use-flow-rows';
import { useColumnChoice } from './hooks/use-column-choice';
import { useFlowFeed } from './hooks/use-flow-feed';

const SORT_LABELS: Record<FlowSort['key'], string> = { time: 'time', size: 'size', premium: 'premium' };

// Small parts that show a figure of the rows: they render on each live batch, the page does not.
function HeldCount({ store }: { store: FlowRowStore }) {
  const count = useFlowRowsValue(store, (snapshot) => snapshot.rows.length);
  return (
    <span>
      <strong>{count.toLocaleString('en-US')}</strong> {count === 1 ? 'order' : 'orders'}
    </span>
  );
}

function BufferedCount({ store }: { store: FlowRowStore }) {
  const buffered = useFlowRowsValue(store, (snapshot) => snapshot.buffered);
  return buffered > 0 ? <span>{buffered.toLocaleString('en-US')} new while paused</span> : null;
}

function PauseButton({ store, paused, onToggle }: { store: FlowRowStore; paused: boolean; onToggle: () => void }) {
  const buffered = useFlowRowsValue(store, (snapshot) => snapshot.buffered);
  return (
    <Button
      size="small"
      variant={paused ? 'contained' : 'outlined'}
      color={paused ? 'warning' : 'inherit'}
      aria-pressed={paused}
      startIcon={paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
      onClick={onToggle}
    >
      {paused ? `Resume${buffered > 0 ? ` (${buffered.toLocaleString('en-US')} new)` : ''}` : 'Pause'}
    </Button>
  );
}

function tickersFromUrl(params: URLSearchParams): string[] {
  return parseTickers(params.get(SYMBOL_PARAM) ?? '').tickers;
}

/**
 * Flows (/flow): every options order as it prints, live, with presets, every filter, saved filters, a
 * column chooser, sorting, CSV and Excel export and each contract's day. `?symbol=` names the ticker(s).
 */
export default function FlowPage() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const notify = useNotify();
  const [searchParams, setSearchParams] = useSearchParams();
  // The ticker scope lives in the URL (?symbol=SPY or ?symbol=SPY,QQQ): links, reloads and back/forward keep it.
  const urlTickers = tickersFromUrl(searchParams).join(',');
  const [others, setOthers] = useState<Omit<FlowFilters, 'tickers'>>(DEFAULT_FILTERS);
  const filters = useMemo<FlowFilters>(
    () => ({ ...others, tickers: urlTickers ? urlTickers.split(',') : [] }),
    [others, urlTickers],
  );
  const setFilters = useCallback(
    ({ tickers, ...rest }: FlowFilters) => {
      setOthers(rest);
      if (tickers.join(',') === urlTickers) return;
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (tickers.length > 0) next.set(SYMBOL_PARAM, tickers.join(','));
          else next.delete(SYMBOL_PARAM);
          return next;
        },
        { replace: true },
      );
    },
    [urlTickers, setSearchParams],
  );
  const [sort, setSort] = useState<FlowSort>(DEFAULT_SORT);
  const [paused, setPaused] = useState(false);
  const [selected, setSelected] = useState<FlowTrade | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const columnChoice = useColumnChoice(narrow ? NARROW_DEFAULT_COLUMNS : DEFAULT_VISIBLE_COLUMNS);
  const columns = useMemo(() => visibleColumns(columnChoice.chosen), [columnChoice.chosen]);
  const session = useMarketSession();
  const feed = useFlowFeed(filters, sort, paused, session);
  const { store } = feed;
  const excel = useExportExcel((messages) => {
    for (const message of messages) notify(message, 'error');
  });

  const preset = activePreset(filters);
  const filterCount = activeFilterCount(filters);
  const { loadOlder } = feed;
  const onEndReached = useCallback(() => loadOlder(), [loadOlder]);
  const onOpen = useCallback((trade: FlowTrade) => setSelected(trade), []);
  const closeDetail = useCallback(() => setSelected(null), []);
  const togglePaused = useCallback(() => setPaused((p) => !p), []);
  const showTicker = useCallback(
    (ticker: string) => {
      setSelected(null);
      setFilters({ ...filters, tickers: [ticker] });
    },
    [filters, setFilters],
  );

  const filename = () => exportFilename(filters.tickers, new Date());
  const downloadCsv = () => {
    const { rows } = store.getSnapshot();
    downloadFile(new Blob([buildCsv(columns, rows)], { type: CSV_MIME_TYPE }), `${filename()}.csv`);
  };
  const downloadExcel = () => {
    const name = filename();
    excel.mutate(buildExcelRequest(columns, store.getSnapshot().rows, name), {
      onSuccess: (file) => file && downloadFile(file, `${name}.xlsx`),
    });
  };

  const scope = filters.tickers.length === 0 ? 'All tickers' : filters.tickers.join(', ');
  const placeholder = feed.error ? (
    <LoadError message={`Could not load the flow: ${feed.error.message}`} onRetry={feed.retry} />
  ) : feed.loading ? (
    <TableProgress label="Loading flow…" />
  ) : (
    <Typography color="text.secondary">
      {flowEmptyMessage(filters, { trading: session.live && session.status?.open === true, paused })}
    </Typography>
  );
  const { loadingOlder, hasOlder, loading } = feed;
  const footer = useCallback(
    ({ full }: FlowRowsSnapshot) =>
      loadingOlder ? (
        <TableProgress label="Loading older orders…" />
      ) : full ? (
        `Holding the newest ${MAX_ROWS.toLocaleString('en-US')} orders; older ones make room for new ones.`
      ) : hasOlder ? (
        <Button size="small" onClick={loadOlder}>
          Load older orders
        </Button>
      ) : loading ? null : (
        'The start of the session.'
      ),
    [loadingOlder, hasOlder, loading, loadOlder],
  );

  return (
    <>
      <PageHeader
        title={pageTitle(FLOW_PATH)}
        subtitle="Every options order as it prints · sweeps, blocks, splits and multi-leg · times in New York"
        simulated={feed.source === 'simulated'}
        actions={<LiveStatus status={feed.status} paused={paused} rate={feed.rate} />}
      />
      <SessionBar session={session} />
      <Paper variant="outlined" sx={{ p: 1.25, mb: 1.5 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label="Presets"
            value={preset}
            onChange={(_event, id: FlowPresetId | null) => {
              const chosen = FLOW_PRESETS.find((p) => p.id === id);
              if (chosen) setFilters(applyPreset(chosen, filters));
            }}
            sx={{ flexWrap: 'wrap' }}
          >
            {FLOW_PRESETS.map((p) => (
              <Tooltip key={p.id} title={p.description} describeChild disableInteractive>
                <ToggleButton value={p.id} sx={{ ...TOGGLE_SX, height: 34, whiteSpace: 'nowrap' }}>
                  {p.label}
                </ToggleButton>
              </Tooltip>
            ))}
          </ToggleButtonGroup>
          <Box sx={{ flexGrow: 1 }} />
          {narrow ? (
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              aria-expanded={filtersOpen}
              aria-controls="flow-filters"
              startIcon={
                <Badge badgeContent={filterCount} color="primary">
                  <TuneIcon fontSize="small" />
                </Badge>
              }
              onClick={() => setFiltersOpen((open) => !open)}
            >
              Filters
            </Button>
          ) : null}
          <PauseButton store={store} paused={paused} onToggle={togglePaused} />
          <ColumnChooser chosen={columnChoice.chosen} onToggle={columnChoice.toggle} onReset={columnChoice.reset} />
          <SavedFiltersMenu filters={filters} onApply={setFilters} />
          <ExportMenu store={store} exportingExcel={excel.isPending} onCsv={downloadCsv} onExcel={downloadExcel} />
        </Stack>
        <Collapse in={!narrow || filtersOpen} id="flow-filters">
          <Box sx={{ pt: 1.25 }}>
            <FlowFilterBar filters={filters} onChange={setFilters} />
          </Box>
        </Collapse>
      </Paper>
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        aria-live="off"
        sx={{ mb: 0.75, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
      >
        <HeldCount store={store} />
        <span>{scope}</span>
        {filterCount > 0 ? <span>{filterCount === 1 ? '1 filter' : `${filterCount} filters`}</span> : null}
        <span>
          Sorted by {SORT_LABELS[sort.key]},{' '}
          {sort.direction === 'desc'
            ? sort.key === 'time'
              ? 'newest'
              : 'largest'
            : sort.key === 'time'
              ? 'oldest'
              : 'smallest'}{' '}
          first
        </span>
        {paused ? <BufferedCount store={store} /> : null}
      </Typography>
      <FlowTable
        store={store}
        columns={columns}
        sort={sort}
        onSortChange={setSort}
        onOpen={onOpen}
        onEndReached={onEndReached}
        placeholder={placeholder}
        footer={footer}
        height={narrow ? '70vh' : 'max(420px, calc(100vh - 330px))'}
      />
      <TradeDetail trade={selected} onClose={closeDetail} onShowTicker={showTicker} />
    </>
  );
}
