import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { readApiError } from '@flowdeck/api-client/error-shape';
import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { LoadError, PageHeader, formatThousands } from '@flowdeck/ui-kit';
import { useInsiderCount } from './api/get-insider-count';
import { useInsiderTrades } from './api/get-insider-trades';
import { CountStats } from './components/count-stats';
import { InsiderFilterBar } from './components/insider-filter-bar';
import { InsiderHistoryDrawer } from './components/insider-history-drawer';
import { InsiderTradesTable } from './components/insider-trades-table';
import { FORM4_DEADLINE_BUSINESS_DAYS } from './constants';
import { useInsiderQuery } from './hooks/use-insider-query';
import { DisclosureTimelinePanel } from '../../lib/disclosure-timeline-panel';

const SUBTITLE = `Officers, directors and 10% owners report their trades on SEC Form 4 within ${FORM4_DEADLINE_BUSINESS_DAYS} business days. Only code P (purchase) and S (sale) are open-market trades; grants, tax withholdings, exercises and gifts are labelled as such.`;

/** Insider Trading: Form 4 transactions with OpenInsider's columns, filters, presets and histories. */
export default function InsidersPage() {
  const { query, history, setFilter, clearFilters, toggleSort, setPage, setPageSize, openHistory, closeHistory } =
    useInsiderQuery();
  const trades = useInsiderTrades(query);
  const count = useInsiderCount();
  const fieldErrors = readApiError(trades.error).fieldErrors;
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  // The label stays while any row shown comes from the simulated seed.
  const simulated = (count.data?.sources.simulated ?? 0) > 0;

  return (
    <Box>
      <PageHeader title={specNavTitle(NAV_PATHS.insiders)} simulated={simulated} subtitle={SUBTITLE} />
      <CountStats count={count} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              Transactions
            </Typography>
            {trades.data ? (
              <Typography variant="body2" color="text.secondary">
                {trades.data.totalCapped ? 'More than ' : ''}
                {formatThousands(trades.data.total)} {trades.data.total === 1 ? 'transaction' : 'transactions'}
              </Typography>
            ) : null}
          </Stack>
          <InsiderFilterBar query={query} fieldErrors={fieldErrors} onFilterChange={setFilter} onClear={clearFilters} />
        </Box>
        <Divider />
        {trades.isError ? (
          <Box sx={{ p: 2 }}>
            {hasFieldErrors ? (
              <LoadError message="Some filters are not valid: fix the highlighted fields." />
            ) : (
              <LoadError
                message="The insider transactions could not be loaded."
                onRetry={() => void trades.refetch()}
              />
            )}
          </Box>
        ) : (
          <InsiderTradesTable
            trades={trades.data?.items}
            total={trades.data?.total ?? 0}
            totalCapped={trades.data?.totalCapped ?? false}
            page={query.page}
            pageSize={query.pageSize}
            sort={query.sort}
            order={query.order}
            refreshing={trades.isPlaceholderData}
            onSort={toggleSort}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
            onOpenHistory={openHistory}
            onClearFilters={clearFilters}
          />
        )}
      </Paper>
      <DisclosureTimelinePanel ticker={query.ticker} />
      <InsiderHistoryDrawer x={history} onClose={closeHistory} onOpenHistory={openHistory} />
    </Box>
  );
}
