import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { LoadError, Loading, PageHeader, StatCard, formatThousands } from '@flowdeck/ui-kit';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTickerQuarter } from '../../hooks/use-ticker-quarter';
import { TickerQuarterBar } from '../../components/ticker-quarter-bar';
import { useGovContracts } from './api/get-gov-contracts';
import { Agencies, AwardsTable, QuarterTotals, TopRecipients } from './components/contract-panels';
import { quarterLabel } from '../../lib/quarters';
import { obligation } from './contract-format';
import { DisclosureTimelinePanel } from '../../lib/disclosure-timeline-panel';

const SUBTITLE =
  'Federal contract awards from USAspending: what each company wins, from which agency, for what work (NAICS and PSC), quarter by quarter.';

/** Govt. Contracts: federal awards per company and quarter, the largest recent awards, for the market or one ticker. */
export default function GovContractsPage() {
  const { symbol, quarter, set } = useTickerQuarter();
  const request = useMemo(() => ({ x: symbol ?? 'all', ...(quarter ? { quarter } : {}) }), [symbol, quarter]);
  const report = useGovContracts(request);

  const data = report.data;
  const now = data?.totalsByQuarter.at(-1);

  return (
    <Box>
      <PageHeader
        title={specNavTitle(NAV_PATHS.govContracts)}
        simulated={data?.simulated ?? false}
        subtitle={SUBTITLE}
      />
      <TickerQuarterBar symbol={symbol} report={data} onChange={set} />
      {report.isPending ? (
        <Loading label="Loading contracts…" />
      ) : report.isError ? (
        <LoadError message="The contract awards could not be loaded." onRetry={() => void report.refetch()} />
      ) : !data ? null : (
        <Stack spacing={2} sx={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <Stack direction="row" spacing={{ xs: 1, sm: 2 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <StatCard label={`Obligated ${quarterLabel(data.quarter)}`} value={obligation(now?.amount ?? 0)} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <StatCard label="Awards" value={formatThousands(now?.awards ?? 0)} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <StatCard
                label="Largest"
                value={data.largestAwards[0] ? obligation(data.largestAwards[0].amount) : '—'}
              />
            </Box>
          </Stack>
          <QuarterTotals
            rows={data.totalsByQuarter}
            title={symbol ? `${symbol}${data.company ? ` · ${data.company}` : ''}` : 'All recipients'}
          />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              gap: 2,
            }}
          >
            <TopRecipients rows={data.topRecipients} quarter={data.quarter} />
            <Agencies rows={data.agencies} />
          </Box>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
              Largest awards
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.25 }}>
              {quarterLabel(data.quarter)}, by dollars obligated
            </Typography>
            {data.largestAwards.length === 0 ? (
              <Typography sx={{ p: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
                No contract awards{symbol ? ` for ${symbol}` : ''} in {quarterLabel(data.quarter)}. Awards show once the
                simulator makes them or USAspending data is imported (npm run import -- usaspending &lt;file&gt;); many
                companies hold no federal contracts.
              </Typography>
            ) : (
              <AwardsTable awards={data.largestAwards} label="Largest awards" />
            )}
          </Paper>
          {data.awards.length > data.largestAwards.length ? (
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
                All awards
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.25 }}>
                {quarterLabel(data.quarter)}, newest action first
              </Typography>
              <AwardsTable awards={data.awards} label="All awards" />
            </Paper>
          ) : null}
        </Stack>
      )}
      <DisclosureTimelinePanel ticker={symbol} />
    </Box>
  );
}
