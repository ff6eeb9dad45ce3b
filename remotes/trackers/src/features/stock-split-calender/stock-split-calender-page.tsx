import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { LoadError, Loading, PageHeader, StatCard } from '@flowdeck/ui-kit';
import {
  Box,
  Button,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dateIn, shortDate } from '../../lib/dates';
import { useStockSplits } from './api/get-stock-splits';
import { SplitsTable } from './components/splits-table';
import { readSplitParams, windowOf, type SplitTypeFilter, type SplitView } from './split-view';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

const SUBTITLE =
  'Forward and reverse splits by ex-date: the ratio, the dates that matter to holders, and where the price lands after.';

/** The Stock Split Calendar: upcoming and recent splits, forward and reverse, for the market or one ticker. */
export default function StockSplitCalenderPage() {
  const [params, setParams] = useSearchParams();
  const { view, type, symbol } = readSplitParams(params);
  const today = dateIn(Date.now());
  const { from, to } = windowOf(view, today);
  const request = useMemo(
    () => ({ x: symbol ?? 'all', from, to, ...(type ? { type } : {}) }),
    [symbol, from, to, type],
  );
  const splits = useStockSplits(request);
  const [draft, setDraft] = useState(symbol ?? '');
  const draftValid = draft.trim() === '' || TICKER_PATTERN.test(draft.trim().toUpperCase());

  const set = (key: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const submitSymbol = () => {
    if (draftValid) set('symbol', draft.trim().toUpperCase() || undefined);
  };

  const rows = splits.data?.splits ?? [];
  const ordered = view === 'recent' ? [...rows].reverse() : rows;
  const forward = rows.filter((split) => split.type === 'forward').length;
  const what = `${type ? `${type} ` : ''}splits${symbol ? ` for ${symbol}` : ''}`;

  return (
    <Box>
      <PageHeader
        title={specNavTitle(NAV_PATHS.stockSplitCalendar)}
        simulated={splits.data?.simulated ?? false}
        subtitle={SUBTITLE}
      />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={view}
          onChange={(_event, value: SplitView) => set('view', value === 'upcoming' ? undefined : value)}
          aria-label="Which splits"
        >
          <Tab value="upcoming" label="Upcoming" />
          <Tab value="recent" label="Recent" />
        </Tabs>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ p: 2, borderTop: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={type ?? 'all'}
            aria-label="Split type"
            onChange={(_event, value: SplitTypeFilter | 'all' | null) => {
              if (value) set('type', value === 'all' ? undefined : value);
            }}
          >
            <ToggleButton value="all">All</ToggleButton>
            <ToggleButton value="forward">Forward</ToggleButton>
            <ToggleButton value="reverse">Reverse</ToggleButton>
          </ToggleButtonGroup>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label="Ticker"
              placeholder="e.g. NVDA"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') submitSymbol();
              }}
              error={!draftValid}
              helperText={draftValid ? ' ' : 'Letters, digits, "." or "-" (up to 12)'}
              slotProps={{ htmlInput: { 'aria-label': 'Ticker', style: { textTransform: 'uppercase' } } }}
              sx={{ width: 160 }}
            />
            <Button variant="outlined" onClick={submitSymbol}>
              Show
            </Button>
            {symbol ? (
              <Button
                onClick={() => {
                  setDraft('');
                  set('symbol', undefined);
                }}
              >
                All tickers
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Paper>
      <Stack direction="row" spacing={{ xs: 1, sm: 2 }} sx={{ mb: 2 }}>
        {[
          [view === 'upcoming' ? 'Upcoming' : 'Recent', rows.length],
          ['Forward', forward],
          ['Reverse', rows.length - forward],
        ].map(([label, value]) => (
          <Box key={label} sx={{ flex: 1, minWidth: 0 }}>
            <StatCard label={String(label)} value={splits.data ? String(value) : '—'} />
          </Box>
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.25 }}>
          Ex-dates {shortDate(from)} – {shortDate(to)}
        </Typography>
        {splits.isPending ? (
          <Loading label="Loading splits…" />
        ) : splits.isError ? (
          <LoadError message="The split calendar could not be loaded." onRetry={() => void splits.refetch()} />
        ) : ordered.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
            No {what} with ex-dates between {shortDate(from)} and {shortDate(to)}.
          </Typography>
        ) : (
          <Box sx={{ opacity: splits.isPlaceholderData ? 0.6 : 1 }}>
            <SplitsTable splits={ordered} upcoming={view === 'upcoming'} />
          </Box>
        )}
      </Paper>
    </Box>
  );
}
