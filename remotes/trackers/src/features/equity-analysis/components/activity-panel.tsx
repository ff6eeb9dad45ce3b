import { COMPACT_TABLE } from './compact';
import type { InsiderHistory, TickerConsensus } from '@flowdeck/api-types';
import { INSIDER_CODE_LABELS } from '@flowdeck/endpoints/insiders';
import { formatDate, formatUsd, PanelSection } from '@flowdeck/ui-kit';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { perShare, signedPct } from '../format';

const SHOWN_TRADES = 8;

/** Analyst consensus (firms by stance, target range) and the company's latest insider transactions. */
export function ActivityPanel({
  symbol,
  consensus,
  consensusNote,
  insiders,
  insidersNote,
}: {
  symbol: string;
  consensus: TickerConsensus | null;
  consensusNote: string | null;
  insiders: InsiderHistory | null;
  insidersNote: string | null;
}) {
  const covering = consensus ? consensus.buy + consensus.hold + consensus.sell : 0;
  const buys = insiders?.related.reduce((sum, r) => sum + r.buyValue, 0) ?? 0;
  const sells = insiders?.related.reduce((sum, r) => sum + r.sellValue, 0) ?? 0;
  return (
    <PanelSection
      title="Analysts and insiders"
      label="Analysts and insiders"
      subtitle="The analyst consensus (firms covering within a year, by their latest stance) and the latest Form 4 transactions."
    >
      <Box sx={{ mb: 2 }}>
        <Typography variant="subtitle2" component="h3">
          Analyst consensus
        </Typography>
        {consensus && covering > 0 ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {covering} firms: {consensus.buy} buy · {consensus.hold} hold · {consensus.sell} sell. Mean target{' '}
            {perShare(consensus.meanTarget)} ({signedPct(consensus.upside)} against the last close), range{' '}
            {perShare(consensus.lowTarget)} – {perShare(consensus.highTarget)}.
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {consensusNote ?? `No analyst firm has covered ${symbol} within the last year.`}
          </Typography>
        )}
      </Box>
      <Typography variant="subtitle2" component="h3">
        Insider activity
      </Typography>
      {insiders && insiders.trades.length > 0 ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Open-market buys {formatUsd(buys)}, sells {formatUsd(sells)} by {insiders.related.length} insiders on file.
          </Typography>
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" aria-label="Latest insider transactions" sx={COMPACT_TABLE}>
              <TableHead>
                <TableRow>
                  <TableCell>Traded</TableCell>
                  <TableCell>Insider</TableCell>
                  <TableCell>Transaction</TableCell>
                  <TableCell align="right">Value</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {insiders.trades.slice(0, SHOWN_TRADES).map((t) => (
                  <TableRow key={t.id}>
                    <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>{formatDate(t.tradeDate)}</TableCell>
                    <TableCell>
                      <Typography variant="body2">{t.insider}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {t.title}
                      </Typography>
                    </TableCell>
                    <TableCell>{INSIDER_CODE_LABELS[t.code]}</TableCell>
                    <TableCell
                      align="right"
                      sx={{ color: t.code === 'P' ? 'success.main' : t.code === 'S' ? 'error.main' : undefined }}
                    >
                      {t.value > 0 ? formatUsd(t.value) : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {insidersNote ?? `No insider transactions of ${symbol} are on file.`}
        </Typography>
      )}
    </PanelSection>
  );
}
