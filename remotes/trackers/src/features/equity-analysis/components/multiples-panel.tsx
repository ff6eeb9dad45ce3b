import { COMPACT_TABLE } from './compact';
import type { RatioAnalysis } from '@flowdeck/api-types';
import { PanelSection } from '@flowdeck/ui-kit';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { PeerPicker } from '../../../components/research-kit/peer-picker';
import type { PeerState } from '../../../components/research-kit/peers';
import { signedPct, times } from '../format';
import { multipleRows } from '../peers';

/**
 * The company's TTM multiples against the peers the subscriber picks (their median) and its sector's
 * median: the premium is read against the peers when any of them has the multiple, else the sector.
 */
export function MultiplesPanel({
  ratios,
  peers,
  onPeersChange,
}: {
  ratios: RatioAnalysis;
  peers: readonly PeerState[];
  onPeersChange: (peers: string[]) => void;
}) {
  const ttm = ratios.periods.length - 1;
  const rows = multipleRows(
    ratios,
    peers.map((p) => p.ratios),
  );
  const hasPeers = peers.length > 0;
  return (
    <PanelSection
      title="Multiples vs peers"
      label="Multiples vs peers"
      subtitle={`${ratios.periods[ttm]?.label ?? 'Latest'} multiples at the last close against the peers you pick and the median of the ${ratios.sector ?? 'sector'} companies that have them.`}
    >
      <PeerPicker self={ratios.symbol} peers={peers} onChange={onPeersChange} />
      {rows.length === 0 ? (
        <Typography>No multiples: the company has no statements to value.</Typography>
      ) : (
        <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" aria-label="Multiples vs peers" sx={COMPACT_TABLE}>
            <TableHead>
              <TableRow>
                <TableCell>Multiple</TableCell>
                <TableCell align="right">{ratios.symbol}</TableCell>
                {peers.map((p) => (
                  <TableCell key={p.symbol} align="right">
                    {p.symbol}
                  </TableCell>
                ))}
                {hasPeers ? <TableCell align="right">Peer median</TableCell> : null}
                <TableCell align="right">Sector median</TableCell>
                <TableCell align="right">Premium</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.definition.id}>
                  <TableCell component="th" scope="row">
                    <Typography variant="body2">{r.definition.label}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {r.definition.formula}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{times(r.value)}</TableCell>
                  {r.peerValues.map((v, i) => (
                    <TableCell key={peers[i]?.symbol ?? i} align="right">
                      {times(v)}
                    </TableCell>
                  ))}
                  {hasPeers ? <TableCell align="right">{times(r.peerMedian)}</TableCell> : null}
                  <TableCell align="right">{times(r.sectorMedian)}</TableCell>
                  <TableCell
                    align="right"
                    sx={{ color: r.premium === null ? undefined : r.premium > 0 ? 'error.main' : 'success.main' }}
                  >
                    {signedPct(r.premium)}
                    {r.versus ? (
                      <Typography variant="caption" color="text.secondary" component="div">
                        vs {r.versus}
                      </Typography>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="caption" color="text.secondary">
        A dash: the multiple means nothing (a P/E on a loss), a peer has not loaded, or fewer than three sector
        companies have it. With no peer picked, or none with the multiple, the premium is against the sector median.
      </Typography>
    </PanelSection>
  );
}
