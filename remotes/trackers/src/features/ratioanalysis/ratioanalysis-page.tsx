import type { RatioGroup } from '@flowdeck/api-types';
import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { LoadError, Loading, PageHeader } from '@flowdeck/ui-kit';
import { Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { PeerPicker } from '../../components/research-kit/peer-picker';
import { TickerPicker } from '../../components/research-kit/ticker-picker';
import { usePeers } from '../../components/research-kit/use-peers';
import { useResearchSymbol } from '../../components/research-kit/use-research-symbol';
import { useRatios } from './api/get-ratios';
import { ForwardEpsNote } from './components/forward-eps-note';
import { RatioTable } from './components/ratio-table';

const SUBTITLE =
  'Valuation, profitability, liquidity, leverage, efficiency and growth over the fiscal years and the last twelve months, against the sector median and the peers you pick — each with its formula.';

const GROUPS: ReadonlyArray<{ value: RatioGroup; label: string }> = [
  { value: 'valuation', label: 'Valuation' },
  { value: 'profitability', label: 'Profitability' },
  { value: 'liquidity', label: 'Liquidity' },
  { value: 'leverage', label: 'Leverage' },
  { value: 'efficiency', label: 'Efficiency' },
  { value: 'growth', label: 'Growth' },
];

/** Ratio Analysis: one company's ratios over time, from its statements. */
export default function RatioAnalysisPage() {
  const [symbol, setSymbol] = useResearchSymbol();
  const [group, setGroup] = useState<RatioGroup>('valuation');
  const ratios = useRatios(symbol);
  const [peers, setPeers] = usePeers(symbol);
  const data = ratios.data;
  const rows =
    data?.definitions
      .filter((d) => d.group === group)
      .flatMap((definition) => {
        const series = data.ratios.find((r) => r.id === definition.id);
        return series ? [{ definition, series }] : [];
      }) ?? [];
  const groupLabel = GROUPS.find((g) => g.value === group)?.label ?? '';

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader
        title={specNavTitle(NAV_PATHS.ratioAnalysis)}
        simulated={data?.simulated ?? false}
        subtitle={SUBTITLE}
      />
      <Paper variant="outlined" sx={{ mb: 2, p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TickerPicker symbol={symbol} onSymbol={setSymbol} />
          {data ? (
            <Typography variant="body2" color="text.secondary" sx={{ pt: { sm: 1 }, overflowWrap: 'anywhere' }}>
              {data.symbol}
              {data.company ? ` · ${data.company}` : ''}
              {data.sector ? ` · ${data.sector}` : ''}
              {data.price !== null ? ` · last close $${data.price.toFixed(2)}` : ''}
            </Typography>
          ) : null}
        </Stack>
        <Box sx={{ mt: 2 }}>
          <PeerPicker self={symbol} peers={peers} onChange={setPeers} />
        </Box>
      </Paper>
      {ratios.isPending ? (
        <Loading label="Loading ratios…" />
      ) : ratios.isError ? (
        <LoadError message={`The ratios of ${symbol} could not be loaded.`} onRetry={() => void ratios.refetch()} />
      ) : data ? (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Tabs
            value={group}
            onChange={(_event, value: RatioGroup) => setGroup(value)}
            aria-label="Ratio group"
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {GROUPS.map((g) => (
              <Tab key={g.value} value={g.value} label={g.label} />
            ))}
          </Tabs>
          {data.periods.length === 0 ? (
            <Typography sx={{ p: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
              {data.symbol} files no financial statements (funds and indices do not), so it has no ratios.
            </Typography>
          ) : (
            <Box sx={{ borderTop: 1, borderColor: 'divider', opacity: ratios.isPlaceholderData ? 0.6 : 1 }}>
              <RatioTable analysis={data} rows={rows} label={`${groupLabel} ratios`} peers={peers} />
              {group === 'valuation' ? <ForwardEpsNote analysis={data} /> : null}
            </Box>
          )}
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
          >
            {data.simulated ? 'Simulated data' : `Source: ${data.source}`}. Fiscal years are valued at the close on
            their last day (a dash before the price history starts), TTM at the last close. A dash: an input is missing,
            or the ratio means nothing (a P/E on a loss). The sector median is over the companies of the sector with the
            ratio (TTM); the peers' figures are their latest (TTM), and their median is over those that have the ratio.
          </Typography>
        </Paper>
      ) : null}
    </Box>
  );
}
