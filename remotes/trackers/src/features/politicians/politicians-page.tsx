import LinkIcon from '@mui/icons-material/Link';
import { Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { useNotify } from '@flowdeck/host-sdk';
import { LoadError, PageHeader, formatThousands } from '@flowdeck/ui-kit';
import { useCallback } from 'react';
import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { usePoliticianTrades } from './api/get-politician-trades';
import { usePoliticians } from './api/get-politicians';
import { CountStats } from './components/count-stats';
import { PoliticianDrawer } from './components/politician-drawer';
import { TopTraders } from './components/top-traders';
import { TradeFilterBar } from './components/trade-filter-bar';
import { TradesTable } from './components/trades-table';
import { STOCK_ACT_DEADLINE_DAYS } from './constants';
import { readApiError } from '@flowdeck/api-client/error-shape';
import { useProfileParam } from './hooks/use-profile-param';
import { useTradeQuery } from './hooks/use-trade-query';
import { politicianFilterValue } from './politician-filter';
import { DisclosureTimelinePanel } from '../../lib/disclosure-timeline-panel';

const SUBTITLE = `Stock trades members of Congress disclose under the STOCK Act, which gives them ${STOCK_ACT_DEADLINE_DAYS} days to report.`;

/** The Politician Tracker: congressional stock trades with filters, sorting and per-member summaries. */
export default function PoliticiansPage() {
  const notify = useNotify();
  const { query, setFilter, clearFilters, toggleSort, setPage, setPageSize } = useTradeQuery();
  const { profileId, openProfile, closeProfile } = useProfileParam();
  const trades = usePoliticianTrades(query);
  const politicians = usePoliticians();
  const fieldErrors = readApiError(trades.error).fieldErrors;
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;

  const copyLink = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify('Link to this view copied', 'success');
    } catch {
      notify('Copy the address bar to share this view', 'info');
    }
  }, [notify]);

  return (
    <Box>
      <PageHeader
        title={specNavTitle(NAV_PATHS.politicians)}
        simulated
        subtitle={SUBTITLE}
        actions={
          <Button
            variant="outlined"
            startIcon={<LinkIcon />}
            onClick={() => void copyLink()}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            Copy link
          </Button>
        }
      />
      <CountStats />
      <TopTraders
        politicians={politicians.data}
        isError={politicians.isError}
        onRetry={() => void politicians.refetch()}
        onSelect={openProfile}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              Trades
            </Typography>
            {trades.data ? (
              <Typography variant="body2" color="text.secondary">
                {formatThousands(trades.data.total)} {trades.data.total === 1 ? 'trade' : 'trades'}
              </Typography>
            ) : null}
          </Stack>
          <TradeFilterBar
            query={query}
            politicians={politicians.data ?? []}
            politiciansLoading={politicians.isPending}
            fieldErrors={fieldErrors}
            onFilterChange={setFilter}
            onClear={clearFilters}
          />
        </Box>
        <Divider />
        {trades.isError ? (
          <Box sx={{ p: 2 }}>
            {hasFieldErrors ? (
              // The same filters would fail again: the way out is changing them, not a retry.
              <LoadError message="Some filters are not valid: fix the highlighted fields." />
            ) : (
              <LoadError message="The trades could not be loaded." onRetry={() => void trades.refetch()} />
            )}
          </Box>
        ) : (
          <TradesTable
            trades={trades.data?.items}
            total={trades.data?.total ?? 0}
            page={query.page}
            pageSize={query.pageSize}
            sort={query.sort}
            order={query.order}
            refreshing={trades.isPlaceholderData}
            onSort={toggleSort}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
            onPoliticianClick={openProfile}
            onClearFilters={clearFilters}
          />
        )}
      </Paper>
      <DisclosureTimelinePanel ticker={query.ticker} />
      <PoliticianDrawer
        politicianId={profileId}
        onClose={closeProfile}
        onShowAllTrades={(politician) =>
          setFilter('politician', politicianFilterValue(politician), { closeProfile: true })
        }
        onTickerClick={(ticker) => setFilter('ticker', ticker, { closeProfile: true })}
      />
    </Box>
  );
}
