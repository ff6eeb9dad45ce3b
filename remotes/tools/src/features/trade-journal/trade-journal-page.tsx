import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import {
  COST_METHOD_LABELS,
  COST_METHODS,
  DEFAULT_JOURNAL_TIME_ZONE,
  type CostMethod,
} from '@flowdeck/endpoints/journal';
import { LoadError, Loading, PageHeader, PanelSection } from '@flowdeck/ui-kit';
import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, Chip, MenuItem, Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useJournal } from './api/get-journal';
import { useSaveCostMethod, useSaveTimeZone } from './api/journal-mutations';
import type { JournalFilters } from './api/types';
import { BreakdownTable } from './components/breakdown-table';
import { CalendarHeatmap } from './components/calendar-heatmap';
import { EquityCurve } from './components/equity-curve';
import { ExecutionsPanel } from './components/executions-panel';
import { ImportPanel } from './components/import-panel';
import { StatsStrip } from './components/stats-strip';
import { TradeDrawer } from './components/trade-drawer';
import { TradesTable } from './components/trades-table';
import { download, statsCsv, tradesCsv } from './csv-export';

const TABS = ['overview', 'trades', 'executions', 'import'] as const;
type JournalTab = (typeof TABS)[number];
const TAB_LABELS: Record<JournalTab, string> = {
  overview: 'Overview',
  trades: 'Trades',
  executions: 'Executions',
  import: 'Import',
};
const NO_FILTERS: JournalFilters = { account: '', from: '', to: '' };

/** Every zone the browser knows, and the saved one should it not be among them. */
function zones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

const localDay = (iso: string, timeZone: string): string => new Date(iso).toLocaleDateString('en-CA', { timeZone });

/** The Trade Journal: the user's executions grouped into trades, with statistics, a calendar and notes. */
export default function TradeJournalPage() {
  const [tab, setTab] = useState<JournalTab>('overview');
  const [filters, setFilters] = useState<JournalFilters>(NO_FILTERS);
  const [day, setDay] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const journal = useJournal(filters);
  const saveMethod = useSaveCostMethod();
  const saveZone = useSaveTimeZone();
  const data = journal.data;

  const shownTrades = useMemo(() => {
    if (!data) return [];
    if (!day) return data.trades;
    return data.trades.filter((t) => t.closedAt && localDay(t.closedAt, data.timeZone) === day);
  }, [data, day]);
  const knownTags = useMemo(() => [...new Set(data?.trades.flatMap((t) => t.tags) ?? [])].sort(), [data]);
  const openTrade = data?.trades.find((t) => t.id === openId) ?? null;
  const timeZone = data?.timeZone ?? DEFAULT_JOURNAL_TIME_ZONE;
  const zoneList = useMemo(() => zones(timeZone), [timeZone]);
  const empty = data !== undefined && data.trades.length === 0;
  const filtered = filters.account !== '' || filters.from !== '' || filters.to !== '';

  const setFilter = (key: keyof JournalFilters) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setFilters({ ...filters, [key]: e.target.value });
    setDay(null);
  };

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <PageHeader
        title={specNavTitle(NAV_PATHS.tradeJournal)}
        subtitle="Your executions grouped into trades, flat to flat, with P/L after fees, statistics and notes. Only you can see your journal."
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, flexShrink: 0 }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<Download />}
              disabled={!data || data.trades.length === 0}
              onClick={() => data && download('trades.csv', tradesCsv(data.trades))}
            >
              Trades CSV
            </Button>
            <Button
              variant="outlined"
              size="small"
              startIcon={<Download />}
              disabled={!data || data.stats.trades === 0}
              onClick={() => data && download('journal-stats.csv', statsCsv(data.stats))}
            >
              Stats CSV
            </Button>
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
              lg: 'repeat(5, minmax(0, 1fr))',
            },
          }}
        >
          <TextField
            select
            size="small"
            label="Account"
            value={filters.account}
            onChange={setFilter('account')}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">All accounts</MenuItem>
            {(data?.accounts ?? []).map((a) => (
              <MenuItem key={a} value={a}>
                {a}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Partial exits"
            value={data?.costMethod ?? 'fifo'}
            disabled={!data || saveMethod.isPending}
            onChange={(e) => saveMethod.mutate(e.target.value as CostMethod)}
          >
            {COST_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {COST_METHOD_LABELS[m]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Time zone"
            value={timeZone}
            disabled={!data || saveZone.isPending}
            onChange={(e) => {
              saveZone.mutate(e.target.value);
              setDay(null);
            }}
            slotProps={{ select: { native: true } }}
          >
            {zoneList.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </TextField>
          <TextField
            size="small"
            type="date"
            label="Opened from"
            value={filters.from}
            onChange={setFilter('from')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="Opened to"
            value={filters.to}
            onChange={setFilter('to')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </Paper>
      <Tabs
        value={tab}
        onChange={(_e, value: JournalTab) => setTab(value)}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ mb: 2 }}
      >
        {TABS.map((t) => (
          <Tab key={t} value={t} label={TAB_LABELS[t]} />
        ))}
      </Tabs>

      {tab === 'import' ? (
        <ImportPanel defaultTimeZone={timeZone} />
      ) : tab === 'executions' ? (
        <ExecutionsPanel account={filters.account} accounts={data?.accounts ?? []} timeZone={timeZone} />
      ) : journal.isPending ? (
        <Loading label="Loading your journal" />
      ) : journal.isError ? (
        <LoadError message="Your journal could not be loaded." onRetry={() => void journal.refetch()} />
      ) : empty ? (
        <Alert
          severity="info"
          action={
            filtered ? (
              <Button color="inherit" size="small" onClick={() => setFilters(NO_FILTERS)}>
                Clear filters
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => setTab('import')}>
                Import
              </Button>
            )
          }
        >
          {filtered
            ? 'No trades match these filters.'
            : 'Your journal is empty: import a CSV of executions from your broker, or add executions by hand.'}
        </Alert>
      ) : tab === 'overview' && data ? (
        <Stack spacing={2}>
          <StatsStrip stats={data.stats} />
          {data.stats.trades === 0 ? (
            <Alert severity="info">Statistics start with your first closed trade: every trade is still open.</Alert>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
              }}
            >
              <PanelSection
                title="Equity curve"
                label="Equity curve"
                subtitle="Cumulative net P/L after each closed trade"
              >
                <EquityCurve points={data.stats.equityCurve} />
              </PanelSection>
              <PanelSection
                title="Calendar"
                label="Calendar"
                subtitle="Green won, red lost, grey flat; a day opens its trades"
              >
                <CalendarHeatmap
                  days={data.stats.calendar}
                  onOpenDay={(date) => {
                    setDay(date);
                    setTab('trades');
                  }}
                />
              </PanelSection>
              <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
                <PanelSection title="Breakdown" label="Breakdown" subtitle="Where the results come from">
                  <BreakdownTable stats={data.stats} />
                </PanelSection>
              </Box>
            </Box>
          )}
        </Stack>
      ) : data ? (
        <Paper variant="outlined">
          <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {shownTrades.length} {shownTrades.length === 1 ? 'trade' : 'trades'}
            </Typography>
            {day ? <Chip label={`Closed on ${day}`} onDelete={() => setDay(null)} /> : null}
          </Stack>
          {shownTrades.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              No trade closed on that day.
            </Typography>
          ) : (
            <TradesTable trades={shownTrades} timeZone={timeZone} onOpen={setOpenId} />
          )}
        </Paper>
      ) : null}
      <TradeDrawer trade={openTrade} timeZone={timeZone} knownTags={knownTags} onClose={() => setOpenId(null)} />
    </Box>
  );
}
