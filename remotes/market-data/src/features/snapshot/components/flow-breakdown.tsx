import { formatUsd } from '@flowdeck/ui-kit';
import type { FlowSnapshotV2Response } from '@flowdeck/api-types';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { formatShare, formatWhole } from '../../../lib/market-format';
import { DTE_BUCKETS, DTE_LABELS, kindRows } from '../snapshot-data';
import { TABLE_HEAD_SX } from './top-contracts';

/** Net premium by days to expiry, then premium by kind of order (sweeps, blocks…). */
export function FlowBreakdown({ byDte, byKind }: Pick<FlowSnapshotV2Response, 'byDte' | 'byKind'>) {
  const theme = useTheme();
  const up = theme.palette.success.main;
  const down = theme.palette.error.main;
  const kinds = useMemo(() => kindRows(byKind), [byKind]);
  const tone = (value: number, bullishWhenPositive: boolean) =>
    value === 0 ? undefined : value > 0 === bullishWhenPositive ? up : down;
  return (
    <>
      <Table size="small" aria-label="Net premium by expiry window" sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow sx={TABLE_HEAD_SX}>
            <TableCell>Window</TableCell>
            <TableCell align="right">Net call</TableCell>
            <TableCell align="right">Net put</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {DTE_BUCKETS.map((bucket) => {
            const net = byDte[bucket];
            return (
              <TableRow
                key={bucket}
                sx={{ '& td': { py: 0.5, fontSize: 13, fontWeight: bucket === 'all' ? 700 : 500 } }}
              >
                <TableCell sx={{ color: 'text.secondary' }}>{DTE_LABELS[bucket]}</TableCell>
                <TableCell align="right" sx={{ color: tone(net.netCallPremium, true) }}>
                  {formatUsd(net.netCallPremium, { signed: true })}
                </TableCell>
                <TableCell align="right" sx={{ color: tone(net.netPutPremium, false) }}>
                  {formatUsd(net.netPutPremium, { signed: true })}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Typography
        variant="caption"
        color="text.secondary"
        component="h3"
        sx={{ mt: 2, mb: 0.5, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.4 }}
      >
        Premium by order kind
      </Typography>
      <Box role="list" aria-label="Premium by order kind">
        {kinds.map((row) => (
          <Box
            key={row.kind}
            role="listitem"
            sx={{
              display: 'grid',
              gridTemplateColumns: '76px minmax(0, 1fr) 72px 52px',
              alignItems: 'center',
              gap: 1,
              py: 0.4,
              fontSize: 13,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            <Box sx={{ color: 'text.secondary' }}>{row.label}</Box>
            <Box sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
              <Box
                sx={{ width: `${row.share * 100}%`, height: '100%', bgcolor: alpha(theme.palette.primary.main, 0.7) }}
              />
            </Box>
            <Box sx={{ textAlign: 'right', fontWeight: 600 }}>{formatUsd(row.premium)}</Box>
            <Box sx={{ textAlign: 'right', color: 'text.secondary' }} title={`${formatWhole(row.trades)} trades`}>
              {formatShare(row.share)}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}
