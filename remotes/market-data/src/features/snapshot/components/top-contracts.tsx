import { formatUsd } from '@flowdeck/ui-kit';
import type { TopContract } from '@flowdeck/api-types';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { formatCount, formatPrintPrice, formatRatio } from '../../../lib/market-format';
import { contractLabel } from '../snapshot-data';
import { noneThisSession } from '../../../lib/session-empty';

export const TOP_CONTRACTS_LABEL = 'Top contracts';

const HEAD_SX = {
  '& th': {
    fontSize: 11,
    fontWeight: 700,
    color: 'text.secondary',
    textTransform: 'uppercase',
    letterSpacing: 0.4,
    py: 0.75,
    whiteSpace: 'nowrap',
  },
} as const;

/** The contracts with the most premium today: size against open interest and which way the money leaned. */
export function TopContracts({ contracts, trading }: { contracts: readonly TopContract[]; trading: boolean }) {
  const theme = useTheme();
  const up = theme.palette.success.main;
  const down = theme.palette.error.main;
  if (contracts.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {noneThisSession('options trades', trading)}
      </Typography>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={TOP_CONTRACTS_LABEL} sx={{ minWidth: 620 }}>
        <TableHead>
          <TableRow sx={HEAD_SX}>
            <TableCell>Contract</TableCell>
            <TableCell align="right">DTE</TableCell>
            <TableCell align="right">Premium</TableCell>
            <TableCell align="right">Volume</TableCell>
            <TableCell align="right">OI</TableCell>
            <TableCell align="right">Vol/OI</TableCell>
            <TableCell align="right">Last</TableCell>
            <TableCell sx={{ width: 120 }}>Bull / bear</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {contracts.map((contract) => {
            const directional = contract.bullishPremium + contract.bearishPremium;
            const bull = directional > 0 ? contract.bullishPremium / directional : null;
            const hot = contract.volumeOiRatio !== null && contract.volumeOiRatio >= 1;
            return (
              <TableRow
                key={contract.optionSymbol}
                hover
                sx={{ '& td': { py: 0.5, fontSize: 13, whiteSpace: 'nowrap' } }}
              >
                <TableCell sx={{ fontWeight: 700, color: contract.type === 'call' ? up : down }}>
                  <Tooltip title={contract.optionSymbol}>
                    <span>{contractLabel(contract)}</span>
                  </Tooltip>
                </TableCell>
                <TableCell align="right" sx={{ color: 'text.secondary' }}>
                  {contract.dte}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatUsd(contract.premium)}
                </TableCell>
                <TableCell align="right">{formatCount(contract.volume)}</TableCell>
                <TableCell align="right" sx={{ color: 'text.secondary' }}>
                  {formatCount(contract.openInterest)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ color: hot ? 'warning.main' : 'text.secondary', fontWeight: hot ? 700 : 400 }}
                >
                  {formatRatio(contract.volumeOiRatio)}
                </TableCell>
                <TableCell align="right">{formatPrintPrice(contract.lastPrice)}</TableCell>
                <TableCell>
                  {bull === null ? (
                    <Typography variant="caption" color="text.secondary">
                      Mid only
                    </Typography>
                  ) : (
                    <Tooltip
                      title={`Bullish ${formatUsd(contract.bullishPremium)} · bearish ${formatUsd(contract.bearishPremium)}`}
                    >
                      <Box
                        role="img"
                        aria-label={`${Math.round(bull * 100)}% bullish`}
                        sx={{ display: 'flex', height: 8, borderRadius: 4, overflow: 'hidden' }}
                      >
                        <Box sx={{ width: `${bull * 100}%`, bgcolor: up }} />
                        <Box sx={{ flexGrow: 1, bgcolor: down }} />
                      </Box>
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export { HEAD_SX as TABLE_HEAD_SX };
