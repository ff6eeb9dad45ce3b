import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { LoadError, Loading, PageHeader, StatCard, formatThousands } from '@flowdeck/ui-kit';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTickerQuarter } from '../../hooks/use-ticker-quarter';
import { TickerQuarterBar } from '../../components/ticker-quarter-bar';
import { useLobbying } from './api/get-lobbying';
import { BiggestChanges, LobbyingFilings, SpendHistory, Tally, TopSpenders } from './components/lobbying-panels';
import { quarterLabel } from '../../lib/quarters';
import { changeText, spend } from './lobbying-format';
import { DisclosureTimelinePanel } from '../../lib/disclosure-timeline-panel';

const SUBTITLE =
  'Lobbying disclosed to Congress under the LDA: what each company spends per quarter, on which issues, through which firms and lobbyists, and whom they lobby.';

/** Lobbying: LDA spend per company and quarter, top spenders and biggest changes, for the market or one ticker. */
export default function LobbyingPage() {
  const { symbol, quarter, set } = useTickerQuarter();
  const request = useMemo(() => ({ x: symbol ?? 'all', ...(quarter ? { quarter } : {}) }), [symbol, quarter]);
  const report = useLobbying(request);

  const data = report.data;
  const now = data?.spendByQuarter.at(-1);
  const before = data?.spendByQuarter.at(-2);
  const change = now && before ? now.amount - before.amount : null;

  return (
    <Box>
      <PageHeader title={specNavTitle(NAV_PATHS.lobbying)} simulated={data?.simulated ?? false} subtitle={SUBTITLE} />
      <TickerQuarterBar symbol={symbol} report={data} onChange={set} />
      {report.isPending ? (
        <Loading label="Loading lobbying…" />
      ) : report.isError ? (
        <LoadError message="The lobbying report could not be loaded." onRetry={() => void report.refetch()} />
      ) : !data ? null : (
        <Stack spacing={2} sx={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <Stack direction="row" spacing={{ xs: 1, sm: 2 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <StatCard label={`Spend ${quarterLabel(data.quarter)}`} value={spend(now?.amount ?? 0)} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <StatCard label="Filings" value={formatThousands(now?.filings ?? 0)} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <StatCard
                label={`vs ${quarterLabel(data.previousQuarter)}`}
                value={
                  change === null || !before?.amount
                    ? '—'
                    : changeText(change, Math.round((change / before.amount) * 1000) / 10)
                }
              />
            </Box>
          </Stack>
          <SpendHistory
            rows={data.spendByQuarter}
            title={symbol ? `${symbol}${data.company ? ` · ${data.company}` : ''}` : 'All companies'}
          />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              gap: 2,
            }}
          >
            <TopSpenders rows={data.topSpenders} quarter={data.quarter} />
            <BiggestChanges rows={data.biggestChanges} quarter={data.quarter} previous={data.previousQuarter} />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(4, minmax(0, 1fr))',
              },
              gap: 2,
            }}
          >
            <Tally title="Issues" rows={data.issues} by="amount" />
            <Tally title="Registrants" rows={data.registrants} by="amount" />
            <Tally title="Lobbyists" rows={data.lobbyists} by="filings" />
            <Tally title="Government entities" rows={data.governmentEntities} by="filings" />
          </Box>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.25 }}>
              Filings for {quarterLabel(data.quarter)}, largest first
            </Typography>
            {data.filings.length === 0 ? (
              <Typography sx={{ p: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
                No lobbying reports{symbol ? ` for ${symbol}` : ''} in {quarterLabel(data.quarter)}. Reports show once
                the simulator files them or LDA data is imported (npm run import -- lda &lt;file&gt;); a company may
                simply not lobby.
              </Typography>
            ) : (
              <LobbyingFilings filings={data.filings} />
            )}
          </Paper>
        </Stack>
      )}
      <DisclosureTimelinePanel ticker={symbol} />
    </Box>
  );
}
