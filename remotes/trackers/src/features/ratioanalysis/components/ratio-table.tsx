import type { RatioAnalysis, RatioDefinition, RatioSeries } from '@flowdeck/api-types';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { type PeerState, peerValuesOf } from '../../../components/research-kit/peers';
import { Sparkline } from '../../../components/research-kit/sparkline';
import { formatRatio } from '../ratio-format';

/**
 * Ratios of one group: a row per ratio with its formula, then the sector median, the chosen peers' median
 * and each peer's latest value, then the periods newest first (TTM, then the fiscal years back), so what
 * matters most is in view at every width.
 */
export function RatioTable({
  analysis,
  rows,
  label,
  peers,
}: {
  analysis: RatioAnalysis;
  rows: Array<{ definition: RatioDefinition; series: RatioSeries }>;
  label: string;
  peers: readonly PeerState[];
}) {
  const newestFirst = analysis.periods.map((_, i) => i).reverse();
  const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 'max-content' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>Ratio</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              Sector median
            </TableCell>
            {peers.length > 0 ? (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                Peer median
              </TableCell>
            ) : null}
            {peers.map((peer) => (
              <TableCell key={peer.symbol} align="right" sx={{ whiteSpace: 'nowrap' }} title={peer.note ?? undefined}>
                {peer.symbol} (latest)
              </TableCell>
            ))}
            {newestFirst.map((i) => (
              <TableCell key={analysis.periods[i]?.label ?? i} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {analysis.periods[i]?.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ definition, series }) => {
            const ofPeers = peerValuesOf(peers, definition.id);
            return (
              <TableRow key={definition.id} hover>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{
                    position: 'sticky',
                    left: 0,
                    bgcolor: 'background.paper',
                    zIndex: 1,
                    width: { xs: 170, sm: 260 },
                    maxWidth: { xs: 170, sm: 260 },
                  }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {definition.label}
                    </Typography>
                    <Sparkline values={series.values} label={definition.label} />
                  </Box>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'normal' }}>
                    {definition.formula}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ ...figure, color: 'text.secondary' }}>
                  {formatRatio(series.sectorMedian, definition.format)}
                </TableCell>
                {peers.length > 0 ? (
                  <TableCell align="right" sx={{ ...figure, color: 'text.secondary' }}>
                    {formatRatio(ofPeers.median, definition.format)}
                  </TableCell>
                ) : null}
                {ofPeers.values.map((value, i) => (
                  <TableCell key={peers[i]?.symbol ?? i} align="right" sx={{ ...figure, color: 'text.secondary' }}>
                    {formatRatio(value, definition.format)}
                  </TableCell>
                ))}
                {newestFirst.map((i) => (
                  <TableCell key={analysis.periods[i]?.label ?? i} align="right" sx={figure}>
                    {formatRatio(series.values[i] ?? null, definition.format)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
