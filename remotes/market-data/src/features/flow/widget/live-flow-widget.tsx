import type { FlowTrade } from '@flowdeck/api-types';
import type { WidgetProps } from '@flowdeck/contract';
import { useAuth } from '@flowdeck/host-sdk';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useMarketStatus } from '../../../api/get-market-status';
import {
  type WidgetColumn,
  WidgetEmpty,
  WidgetError,
  WidgetRoot,
  WidgetSkeleton,
  WidgetTable,
} from '../../../components/widget-kit';
import { WIDGET_TITLES } from '../../../lib/widget-titles';
import { type AlertFilter, useAlertFilters } from '../api/get-alert-filters';
import { flowEmptyMessage } from '../flow-empty';
import { DEFAULT_FILTERS, type FlowFilters } from '../flow-filters';
import { SIDE_LABELS, formatExpiry, formatPremium, formatStrike, premiumTier } from '../flow-format';
import { DEFAULT_SORT } from '../flow-rows';
import { fromAlertFilter } from '../saved-filters';
import { useFlowFeed } from '../hooks/use-flow-feed';
import { useFlowRows } from '../hooks/use-flow-rows';
import { ALL_FLOW, FILTER_ID_SETTING } from './live-flow-settings';

const TITLE = WIDGET_TITLES['live-flow'];
/** Orders the widget lists: the newest, a few screens of a small card. */
export const LIVE_FLOW_ROWS = 50;
export const FLOW_TABLE_LABEL = 'Options flow';
export const FILTER_SELECT_LABEL = 'Saved filter';
const ALL_FLOW_LABEL = 'All flow';
export const SAVED_FILTER_GONE = 'The saved filter this widget used was deleted: showing all flow.';
export const SAVED_FILTERS_UNREAD = 'Could not read your saved filters: showing all flow.';

/**
 * Live flow: the Flows page's feed (the newest page of GET flow/{x}, then every matching order pushed on
 * the socket) in a compact list. A saved Flows filter picked in the widget is applied as the Flows page
 * applies one (`fromAlertFilter`), to the request and to live orders alike. Out of hours the API answers
 * with the last session's orders.
 */
export default function LiveFlowWidget({ settings, setSetting }: WidgetProps) {
  const signedIn = useAuth().token !== null;
  const saved = useAlertFilters();
  const filterId = settings[FILTER_ID_SETTING] ?? ALL_FLOW;
  const list = saved.data?.filters ?? [];
  const chosen = list.find((filter) => filter.id === filterId);
  // A saved filter is awaited before the feed starts, so the widget does not fetch every order first.
  const waiting = signedIn && filterId !== ALL_FLOW && saved.isPending;
  // The filter named is gone (deleted on the Flows page) or unreadable: every order is shown, and said so.
  const missing = signedIn && filterId !== ALL_FLOW && !waiting && !chosen;

  return (
    <WidgetRoot label={TITLE}>
      {signedIn && list.length > 0 ? (
        <FilterSelect
          filters={list}
          value={chosen?.id ?? ALL_FLOW}
          onChange={(id) => setSetting(FILTER_ID_SETTING, id)}
        />
      ) : null}
      {missing ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 1 }}>
          {saved.isError ? SAVED_FILTERS_UNREAD : SAVED_FILTER_GONE}
        </Typography>
      ) : null}
      {waiting ? <WidgetSkeleton label="Loading flow" /> : <FlowList savedFilter={chosen ?? null} />}
    </WidgetRoot>
  );
}

function FilterSelect({
  filters,
  value,
  onChange,
}: {
  filters: readonly AlertFilter[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <Box sx={{ px: 1, pt: 1, pb: 0.5 }}>
      <TextField
        select
        size="small"
        fullWidth
        label={FILTER_SELECT_LABEL}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // "All flow" is the empty value: shown as a choice, with the label kept above it.
        slotProps={{
          select: { displayEmpty: true, MenuProps: { slotProps: { list: { dense: true } } } },
          inputLabel: { shrink: true },
        }}
      >
        <MenuItem value={ALL_FLOW}>{ALL_FLOW_LABEL}</MenuItem>
        {filters.map((filter) => (
          <MenuItem key={filter.id} value={filter.id}>
            {filter.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function FlowList({ savedFilter }: { savedFilter: AlertFilter | null }) {
  const theme = useTheme();
  const trading = useMarketStatus().data?.open === true;
  const filters = useMemo<FlowFilters>(
    () => (savedFilter ? fromAlertFilter(savedFilter) : DEFAULT_FILTERS),
    [savedFilter],
  );
  const feed = useFlowFeed(filters, DEFAULT_SORT, false);
  const { rows } = useFlowRows(feed.store);
  const shown = rows.slice(0, LIVE_FLOW_ROWS);

  const sentimentColor = (t: FlowTrade) =>
    t.sentiment === 'bullish'
      ? theme.palette.success.main
      : t.sentiment === 'bearish'
        ? theme.palette.error.main
        : theme.palette.text.secondary;
  const columns: WidgetColumn<FlowTrade>[] = [
    {
      key: 'contract',
      label: 'Contract',
      render: (t) => (
        <>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {t.ticker}
          </Box>{' '}
          {formatStrike(t.strike)}
          <Box
            component="span"
            sx={{ fontWeight: 700, color: t.type === 'call' ? 'success.main' : 'error.main' }}
            title={t.type === 'call' ? 'Call' : 'Put'}
          >
            {t.type === 'call' ? 'C' : 'P'}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }} title={`Expires ${formatExpiry(t.expiry)}`}>
            {formatExpiry(t.expiry).slice(0, 5)}
          </Box>
        </>
      ),
    },
    {
      key: 'premium',
      label: 'Premium',
      align: 'right',
      width: 72,
      render: (t) => (
        <Box component="span" sx={{ fontWeight: premiumTier(t.premium) ? 700 : 400 }}>
          {formatPremium(t.premium)}
        </Box>
      ),
    },
    {
      key: 'side',
      label: 'Side',
      align: 'right',
      width: 44,
      render: (t) => (
        <Box component="span" sx={{ color: sentimentColor(t), fontWeight: 600 }} title={SIDE_LABELS[t.side].long}>
          {SIDE_LABELS[t.side].short}
        </Box>
      ),
    },
  ];

  if (feed.error && shown.length === 0)
    return <WidgetError message={`Could not load the flow: ${feed.error.message}`} onRetry={feed.retry} />;
  if (feed.loading && shown.length === 0) return <WidgetSkeleton label="Loading flow" />;
  if (shown.length === 0) return <WidgetEmpty>{flowEmptyMessage(filters, { trading, paused: false })}</WidgetEmpty>;
  return <WidgetTable label={FLOW_TABLE_LABEL} columns={columns} rows={shown} rowKey={(t) => t.id} />;
}
