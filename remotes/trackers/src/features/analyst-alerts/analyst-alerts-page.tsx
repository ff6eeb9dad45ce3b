import type { AnalystRating } from '@flowdeck/api-types';
import { DISCORD_BOT_PATH, NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { ANALYST_SOCKET_EVENTS } from '@flowdeck/endpoints/analyst-ratings';
import { useAuthStore } from '@flowdeck/host-sdk';
import { LoadError, Loading, PageHeader, PanelSection, STREAM_STATUS_LABELS, useLiveArrivals } from '@flowdeck/ui-kit';
import DiscordIcon from '@mui/icons-material/ForumOutlined';
import SmsIcon from '@mui/icons-material/Sms';
import { Alert, Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { filterParams, matchesFilter, mergeAlerts, readFilter, writeFilter, type AlertFilter } from './alert-filter';
import { RECENT_ALERTS, useRecentAlerts } from './api/get-recent-alerts';
import { useSaveAsSmsRule } from './api/save-as-sms-rule';
import { AlertCard } from './components/alert-card';
import { AlertFilters } from './components/alert-filters';
import { useWatchlist } from '../../lib/watchlist';

const SUBTITLE =
  'Rating and price-target changes as the firms publish them, with each firm’s record of being right beside every alert.';
/** Alerts kept on the page: the recent ones plus arrivals, newest first. */
const SHOWN_ALERTS = 200;

/** Analyst Alerts: the live stream of rating actions, filtered as the subscriber chooses. */
export default function AnalystAlertsPage() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilter(params), [params]);
  const list = useWatchlist(filter.watchlistOnly);
  const watchlist = filter.watchlistOnly ? (list.data ?? null) : null;
  const emptyWatchlist = watchlist !== null && watchlist.length === 0;
  const filterKey = JSON.stringify(filterParams(filter, watchlist));
  const recent = useRecentAlerts(filter, watchlist, !filter.watchlistOnly || (watchlist !== null && !emptyWatchlist));
  const keep = useCallback((item: AnalystRating) => matchesFilter(item, filter, watchlist), [filter, watchlist]);
  const { fresh, status } = useLiveArrivals(ANALYST_SOCKET_EVENTS, filterKey, keep, SHOWN_ALERTS);

  const alerts = mergeAlerts(recent.data?.items ?? [], fresh, SHOWN_ALERTS);
  const freshIds = new Set(fresh.map((a) => a.id));
  const firms = [...new Set(alerts.map((a) => a.firm))].sort();
  const setFilter = (next: AlertFilter) => setParams(() => writeFilter(next), { replace: true });
  const saveAsRule = useSaveAsSmsRule();
  // A guest link has no account to keep rules in.
  const guest = useAuthStore((st) => Boolean(st.guestToken) && !st.token);
  // Rules post to Discord through the bot add-on.
  const botSub = useAuthStore((st) => st.user?.bot_sub ?? false);
  const savedVia = saveAsRule.variables?.via;

  return (
    <Box>
      <PageHeader
        title={specNavTitle(NAV_PATHS.analystAlerts)}
        simulated={recent.data?.simulated ?? false}
        subtitle={SUBTITLE}
        actions={
          <Box>
            <Chip size="small" color={status === 'live' ? 'success' : 'default'} label={STREAM_STATUS_LABELS[status]} />
          </Box>
        }
      />
      <Stack spacing={2}>
        <PanelSection
          title="Filters"
          label="Alert filters"
          subtitle="Alerts that pass every condition set here, as they arrive."
          action={
            guest ? null : (
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<SmsIcon />}
                  disabled={saveAsRule.isPending}
                  onClick={() => saveAsRule.mutate({ filter, via: 'sms' })}
                >
                  Text me these alerts
                </Button>
                {botSub ? (
                  <Button
                    variant="outlined"
                    size="small"
                    startIcon={<DiscordIcon />}
                    disabled={saveAsRule.isPending}
                    onClick={() => saveAsRule.mutate({ filter, via: 'discord' })}
                  >
                    Post to Discord
                  </Button>
                ) : null}
              </Stack>
            )
          }
        >
          {saveAsRule.isSuccess && savedVia === 'discord' ? (
            <Alert severity="success" sx={{ mb: 2 }} onClose={() => saveAsRule.reset()}>
              Saved as the alert rule “{saveAsRule.data.name}”. Your Discord bot posts matching actions as they arrive
              while it is on —{' '}
              <Link component={RouterLink} to={DISCORD_BOT_PATH}>
                Discord bot settings
              </Link>
              .
            </Alert>
          ) : saveAsRule.isSuccess ? (
            <Alert severity="success" sx={{ mb: 2 }} onClose={() => saveAsRule.reset()}>
              Saved as the SMS rule “{saveAsRule.data.name}”. It texts you as matching actions arrive while SMS alerts
              are on —{' '}
              <Link component={RouterLink} to={NAV_PATHS.smsAlerts}>
                manage SMS alerts
              </Link>
              .
            </Alert>
          ) : null}
          {saveAsRule.isError ? (
            <Alert severity="error" sx={{ mb: 2 }} onClose={() => saveAsRule.reset()}>
              This filter could not be saved as an alert rule: {saveAsRule.error.message}
            </Alert>
          ) : null}
          <AlertFilters filter={filter} firms={firms} onChange={setFilter} />
        </PanelSection>
        <PanelSection
          title="Alerts"
          label="Alerts"
          subtitle={`The latest ${RECENT_ALERTS} that pass the filter, then every new one on top as it happens (market time, New York).`}
          updating={recent.isFetching && !recent.isPending}
        >
          {filter.watchlistOnly && list.isError ? (
            <LoadError message="Your watchlist could not be loaded." onRetry={() => void list.refetch()} />
          ) : emptyWatchlist ? (
            <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
              Your watchlist is empty: add tickers to it on the Dashboard to see only their alerts.
            </Typography>
          ) : recent.isPending ? (
            <Loading label="Loading alerts…" />
          ) : recent.isError ? (
            <LoadError message="The alerts could not be loaded." onRetry={() => void recent.refetch()} />
          ) : alerts.length === 0 ? (
            <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
              No rating action passes this filter yet. New ones that do will appear here as they happen.
            </Typography>
          ) : (
            <Stack
              spacing={1}
              role="feed"
              aria-label="Analyst alerts"
              aria-busy={recent.isFetching}
              sx={{ maxHeight: '75vh', overflowY: 'auto', pr: 0.5 }}
            >
              {alerts.map((alert) => (
                <AlertCard key={alert.id} alert={alert} fresh={freshIds.has(alert.id)} />
              ))}
            </Stack>
          )}
        </PanelSection>
      </Stack>
    </Box>
  );
}
