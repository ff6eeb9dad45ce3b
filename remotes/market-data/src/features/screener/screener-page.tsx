import type { ScreenerFilter, ScreenerResponse, ScreenerSort } from '@flowdeck/api-types';
import { readApiError } from '@flowdeck/api-client/error-shape';
import { NAV_PATHS } from '@flowdeck/contract';
import {
  MAX_SCREENER_PAGE_SIZE,
  SCREENER_FIELD_BY_ID,
  SCREENER_PRESETS,
  SCREENER_VIEW_IDS,
  SCREENER_VIEWS,
  type ScreenerView,
} from '@flowdeck/endpoints/screener';
import { formatSessionDay } from '@flowdeck/market-calendar';
import { useApi } from '@flowdeck/host-sdk';
import { LoadError, PageHeader, PanelSection } from '@flowdeck/ui-kit';
import {
  Alert,
  Box,
  Button,
  Chip,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ScannerNotice } from '../../components/scanner-notice';
import { pageTitle } from '../../paths';
import { getScreen, runScreen, useScreen } from './api/run-screen';
import { ColumnPicker } from './components/column-picker';
import { FilterPanel } from './components/filter-panel';
import { SavedScreensBar } from './components/saved-screens-bar';
import { ScreenerTable } from './components/screener-table';
import { screenerCsv } from './screener-csv';
import { formatScreenerValue } from './screener-format';
import { columnsOf, paramsOfScreenerState, screenerStateFromParams, type ScreenerUrlState } from './screener-params';

/** SMA200 is the longest average shown: with fewer sessions the page says why its columns are blank. */
const SMA200_SESSIONS = 200;

/** A filter as its chip reads: "Price 10 – 50", "Sector: Energy", "Optionable: Yes". */
function filterText(filter: ScreenerFilter): string {
  const field = SCREENER_FIELD_BY_ID.get(filter.field);
  const label = field?.label ?? filter.field;
  if (filter.is !== undefined) return `${label}: ${filter.is ? 'Yes' : 'No'}`;
  if (filter.in !== undefined) return `${label}: ${filter.in.join(', ')}`;
  const f = (v: number) => formatScreenerValue(field?.format ?? 'number', v);
  if (filter.min !== undefined && filter.max !== undefined) return `${label} ${f(filter.min)} – ${f(filter.max)}`;
  return filter.min !== undefined ? `${label} ≥ ${f(filter.min)}` : `${label} ≤ ${f(filter.max ?? 0)}`;
}

function emptyMessage(data: ScreenerResponse): string {
  if (data.scanned === 0) return 'No prices for this session yet: the screen runs once the first quotes arrive.';
  const n = data.filters.length;
  return `No symbol of the ${data.scanned} passes ${n === 1 ? 'this filter' : `these ${n} filters`}. Remove one or widen a range.`;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export default function ScreenerPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const state = screenerStateFromParams(params);
  const query = useScreen(state);
  const data = query.data;
  const [exporting, setExporting] = useState(false);
  // A preset or saved screen shows its own filters and sort (from the answer) until one is changed.
  const filters = state.screen !== null ? (data?.filters ?? []) : state.filters;
  const sort = state.screen !== null ? (data?.sort ?? state.sort) : state.sort;
  const columns = columnsOf(state);

  const update = (change: Partial<ScreenerUrlState>) => setParams(paramsOfScreenerState({ ...state, ...change }));
  /** Any change to the filters or sort turns a preset or saved screen into an ordinary screen. */
  const edit = (change: { filters?: ScreenerFilter[]; sort?: ScreenerSort }) =>
    update({ screen: null, filters: change.filters ?? filters, sort: change.sort ?? sort, page: 1 });

  const exportCsv = async () => {
    if (!data) return;
    setExporting(true);
    try {
      const rows = [];
      const pages = Math.ceil(data.matched / MAX_SCREENER_PAGE_SIZE);
      for (let page = 1; page <= pages; page++) {
        const answer =
          state.screen !== null
            ? await getScreen(api, state.screen, page, undefined, MAX_SCREENER_PAGE_SIZE)
            : await runScreen(api, { filters, sort, page, pageSize: MAX_SCREENER_PAGE_SIZE });
        rows.push(...answer.items);
      }
      download(`screener-${data.session}.csv`, screenerCsv(rows, columns));
    } finally {
      setExporting(false);
    }
  };

  const failure = query.error ? readApiError(query.error) : null;
  const subtitle = data
    ? `${data.matched} of ${data.scanned} stocks and ETFs · ${formatSessionDay(data.session)}${data.live ? ' · live' : ''}`
    : 'Every listed stock and ETF, filtered by descriptive, fundamental, technical and options figures';

  return (
    <>
      <PageHeader title={pageTitle(NAV_PATHS.screener)} subtitle={subtitle} simulated={data?.source === 'simulated'} />
      <Paper variant="outlined" sx={{ px: 2, py: 1.5, mb: 2 }}>
        <Typography variant="overline" color="text.secondary" component="h2">
          Signals
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }} aria-label="Presets" role="group">
          {SCREENER_PRESETS.map((preset) => (
            <Tooltip key={preset.id} title={preset.description} describeChild>
              <Chip
                label={preset.name}
                size="small"
                clickable
                color={state.screen === preset.id ? 'primary' : 'default'}
                variant={state.screen === preset.id ? 'filled' : 'outlined'}
                onClick={() => update({ screen: preset.id, page: 1 })}
              />
            </Tooltip>
          ))}
        </Stack>
        <SavedScreensBar
          filters={filters}
          sort={sort}
          current={data?.screen?.kind === 'saved' ? data.screen.id : null}
          onOpen={(id) => update({ screen: id, page: 1 })}
          onDeleted={() => update({ screen: null, filters, sort, page: 1 })}
        />
      </Paper>
      <PanelSection title="Filters" label="Filters" subtitle="Set a min and/or max, pick values; each applies at once">
        <FilterPanel filters={filters} choices={data?.choices ?? {}} onChange={(next) => edit({ filters: next })} />
      </PanelSection>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 2 }}
        aria-label="Active filters"
      >
        {data?.screen ? (
          <Chip
            size="small"
            color="primary"
            label={`${data.screen.kind === 'preset' ? 'Preset' : 'Saved'}: ${data.screen.name}`}
          />
        ) : null}
        {filters.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No filter: every stock and ETF.
          </Typography>
        ) : (
          filters.map((f) => (
            <Chip
              key={f.field}
              size="small"
              label={filterText(f)}
              onDelete={() => edit({ filters: filters.filter((x) => x.field !== f.field) })}
            />
          ))
        )}
        {filters.length > 0 ? (
          <Button size="small" onClick={() => edit({ filters: [] })}>
            Clear all
          </Button>
        ) : null}
      </Stack>
      {data ? <ScannerNotice data={data} what="The session" /> : null}
      {data && data.historySessions < SMA200_SESSIONS ? (
        <Alert severity="info" sx={{ mb: 1.5, py: 0 }}>
          The database holds {data.historySessions} daily sessions: figures that need more (SMA200, 52-week high and
          low, perf. half and year) are blank until it holds them.
        </Alert>
      ) : null}
      {failure && failure.status === 404 ? (
        <LoadError
          message="This preset or saved screen does not exist (or is not yours)."
          onRetry={() => update({ screen: null })}
        />
      ) : query.error && !data ? (
        <LoadError
          message={`Could not run the screen: ${Object.values(failure?.fieldErrors ?? {})[0] ?? query.error.message}`}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <Skeleton variant="rounded" height={480} role="status" aria-label="Loading the screen" />
      ) : (
        <PanelSection
          title="Results"
          label="Results"
          subtitle={`Fundamentals: ${data.fundamentalsSource} · technicals: ${data.historySessions} daily sessions · options: today’s flow`}
          updating={query.isPlaceholderData}
          action={
            <Button
              size="small"
              variant="outlined"
              disabled={exporting || data.matched === 0}
              onClick={() => void exportCsv()}
            >
              {exporting ? 'Exporting…' : 'Export CSV'}
            </Button>
          }
        >
          <Tabs
            value={state.view}
            onChange={(_event, view: ScreenerView) => update({ view })}
            variant="scrollable"
            scrollButtons="auto"
            aria-label="Views"
            sx={{ mb: 1, minHeight: 40 }}
          >
            {SCREENER_VIEW_IDS.map((v) => (
              <Tab key={v} value={v} label={SCREENER_VIEWS[v].label} sx={{ minHeight: 40 }} />
            ))}
          </Tabs>
          {state.view === 'custom' ? (
            <ColumnPicker columns={columns} onChange={(picked) => update({ columns: picked })} />
          ) : null}
          <ScreenerTable
            rows={data.items}
            columns={columns}
            sort={sort}
            empty={emptyMessage(data)}
            onSort={(next) => edit({ sort: next })}
          />
          {data.pages > 1 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Pagination
                count={data.pages}
                page={data.page}
                size="small"
                siblingCount={0}
                onChange={(_event, page) => update({ page })}
                aria-label="Result pages"
              />
            </Box>
          ) : null}
        </PanelSection>
      )}
    </>
  );
}
