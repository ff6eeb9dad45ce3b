import type { InstitutionalHolder } from '@flowdeck/api-types';
import { formatThousands, LoadError, Loading, PanelSection, StatCard, valueColor } from '@flowdeck/ui-kit';
import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { QuarterBars } from '../../../components/quarter-bars';
import { quarterLabel } from '../../../lib/quarters';
import { TickerSearch } from '../../../lib/ticker-search';
import { useEtfExposure } from '../api/get-etf-exposure';
import { useStockHolders } from '../api/get-stock-holders';
import { changeLabel, changeTone, signedShares, usd } from '../institutional-format';
import { QuarterSelect } from './quarter-select';
import { SourceLabel } from './source-label';

function HoldersTable({
  holders,
  onOpenFiler,
}: {
  holders: InstitutionalHolder[];
  onOpenFiler: (cik: string) => void;
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Holders">
        <TableHead>
          <TableRow>
            <TableCell sx={{ px: 1 }}>Filer</TableCell>
            <TableCell sx={{ px: 1 }}>Change</TableCell>
            <TableCell align="right" sx={{ px: 1 }}>
              Value
            </TableCell>
            <TableCell align="right" sx={{ px: 1, display: { xs: 'none', sm: 'table-cell' } }}>
              Shares
            </TableCell>
            <TableCell align="right" sx={{ px: 1, display: { xs: 'none', sm: 'table-cell' } }}>
              Δ shares
            </TableCell>
            <TableCell align="right" sx={{ px: 1, display: { xs: 'none', md: 'table-cell' } }}>
              % of portfolio
            </TableCell>
            <TableCell sx={{ px: 1, display: { xs: 'none', md: 'table-cell' } }}>Source</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {holders.map((h) => (
            <TableRow key={`${h.cik}|${h.putCall ?? ''}`}>
              <TableCell sx={{ px: 1, maxWidth: 240 }}>
                <Button
                  size="small"
                  onClick={() => onOpenFiler(h.cik)}
                  sx={{ p: 0, minWidth: 0, textAlign: 'left', textTransform: 'none', fontWeight: 700 }}
                >
                  {h.filer}
                </Button>
                {h.putCall ? (
                  <Typography
                    component="span"
                    variant="caption"
                    color="warning.main"
                    sx={{ ml: 0.75, fontWeight: 700 }}
                  >
                    {h.putCall.toUpperCase()}
                  </Typography>
                ) : null}
                <Box sx={{ display: { md: 'none' } }}>
                  <SourceLabel source={h.source} filingUrl={h.filingUrl} />
                </Box>
              </TableCell>
              <TableCell sx={{ px: 1 }}>
                <Chip size="small" variant="outlined" color={changeTone(h.change)} label={changeLabel(h.change)} />
              </TableCell>
              <TableCell align="right" sx={{ px: 1, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {usd(h.value)}
              </TableCell>
              <TableCell
                align="right"
                sx={{ px: 1, display: { xs: 'none', sm: 'table-cell' }, fontVariantNumeric: 'tabular-nums' }}
              >
                {formatThousands(h.shares)}
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  px: 1,
                  display: { xs: 'none', sm: 'table-cell' },
                  fontVariantNumeric: 'tabular-nums',
                  color: valueColor(h.sharesChange ?? 0),
                }}
              >
                {signedShares(h.sharesChange)}
              </TableCell>
              <TableCell align="right" sx={{ px: 1, display: { xs: 'none', md: 'table-cell' } }}>
                {h.portfolioWeight.toFixed(2)}%
              </TableCell>
              <TableCell sx={{ px: 1, display: { xs: 'none', md: 'table-cell' } }}>
                <SourceLabel source={h.source} filingUrl={h.filingUrl} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function EtfExposure({ ticker }: { ticker: string }) {
  const exposure = useEtfExposure({ ticker });
  const rows = exposure.data?.etfsHolding ?? [];
  return (
    <PanelSection
      title="ETF exposure"
      label="ETF exposure"
      subtitle={`Modelled ETFs holding ${ticker}: its weight in each fund and the shares that weight implies`}
    >
      {exposure.isError ? (
        <LoadError message="ETF exposure could not be loaded." onRetry={() => void exposure.refetch()} />
      ) : exposure.isPending ? (
        <Loading label="Loading ETF exposure…" />
      ) : rows.length === 0 ? (
        <Typography sx={{ py: 2 }}>
          None of the modelled ETFs ({exposure.data.etfs.map((e) => e.symbol).join(', ')}) holds {ticker}.
        </Typography>
      ) : (
        <Table size="small" aria-label="ETFs holding the stock">
          <TableHead>
            <TableRow>
              <TableCell sx={{ px: 1 }}>ETF</TableCell>
              <TableCell align="right" sx={{ px: 1 }}>
                Weight
              </TableCell>
              <TableCell align="right" sx={{ px: 1 }}>
                Value
              </TableCell>
              <TableCell align="right" sx={{ px: 1, display: { xs: 'none', sm: 'table-cell' } }}>
                Shares
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.etf}>
                <TableCell sx={{ px: 1, maxWidth: 0, width: '45%' }}>
                  <Typography sx={{ fontWeight: 700 }}>{row.etf}</Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="div"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {row.etfName}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ px: 1, fontVariantNumeric: 'tabular-nums' }}>
                  {row.weight.toFixed(2)}%
                </TableCell>
                <TableCell align="right" sx={{ px: 1, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {usd(row.value)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ px: 1, display: { xs: 'none', sm: 'table-cell' }, fontVariantNumeric: 'tabular-nums' }}
                >
                  {formatThousands(row.shares)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PanelSection>
  );
}

/** One stock: its 13F holders and their changes, holders per quarter, and the ETFs that hold it. */
export function StockView({
  symbol,
  quarter,
  onSymbolChange,
  onQuarterChange,
  onOpenFiler,
}: {
  symbol: string | undefined;
  quarter: string | undefined;
  onSymbolChange: (symbol: string | undefined) => void;
  onQuarterChange: (quarter: string) => void;
  onOpenFiler: (cik: string) => void;
}) {
  const holders = useStockHolders(symbol ? { ticker: symbol, ...(quarter ? { quarter } : {}) } : null);
  const data = holders.data;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TickerSearch symbol={symbol} onSymbolChange={onSymbolChange} placeholder="e.g. AAPL" allLabel="Clear" />
        {data ? <QuarterSelect quarter={data.quarter} quarters={data.quarters} onChange={onQuarterChange} /> : null}
      </Stack>
      {!symbol ? (
        <Typography sx={{ p: 3, textAlign: 'center' }}>
          Enter a ticker to see which 13F filers hold it, who bought and sold it last quarter, and which ETFs hold it.
        </Typography>
      ) : holders.isPending ? (
        <Loading label="Loading holders…" />
      ) : holders.isError || !data ? (
        <LoadError message="The holders could not be loaded." onRetry={() => void holders.refetch()} />
      ) : (
        <Stack spacing={2} sx={{ opacity: holders.isPlaceholderData ? 0.6 : 1 }}>
          <Typography variant="h6" component="h2">
            {data.ticker}
            {data.company ? ` · ${data.company}` : ''}
          </Typography>
          <Stack direction="row" spacing={{ xs: 1, sm: 2 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <StatCard label={`Holders ${quarterLabel(data.quarter)}`} value={formatThousands(data.totals.holders)} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <StatCard label="Value held" value={usd(data.totals.value)} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <StatCard
                label="Of shares out"
                value={data.totals.ownershipPct === null ? '—' : `${data.totals.ownershipPct.toFixed(2)}%`}
              />
            </Box>
          </Stack>
          <Typography variant="body2" aria-label="Holder changes">
            {data.totals.counts.new} new · {data.totals.counts.added} added · {data.totals.counts.reduced} reduced ·{' '}
            {data.totals.counts.soldOut} sold out · net {signedShares(data.totals.sharesChange)} shares against{' '}
            {quarterLabel(data.previousQuarter)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              gap: 2,
            }}
          >
            <QuarterBars
              rows={data.history.map((h) => ({ quarter: h.quarter, amount: h.value }))}
              title="Value held by filers"
              label="Value held by quarter"
              subtitle="Sum over the filers on file at each quarter's end"
              format={(amount) => usd(amount)}
              valueWidth={76}
            />
            <EtfExposure ticker={data.ticker} />
          </Box>
          <PanelSection
            title="Holders"
            label="Holders list"
            subtitle={`13F filers reporting ${data.ticker} for ${quarterLabel(data.quarter)}, largest first; sellers-out last`}
          >
            {data.holders.length === 0 ? (
              <Typography sx={{ py: 2 }}>
                No filer on file reported {data.ticker} for {quarterLabel(data.quarter)}.
              </Typography>
            ) : (
              <HoldersTable holders={data.holders} onOpenFiler={onOpenFiler} />
            )}
          </PanelSection>
        </Stack>
      )}
    </Stack>
  );
}
