import { formatUsd } from '@flowdeck/ui-kit';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useValueColor } from '../../../hooks/use-value-color';
import type { DteBucket, NetPremiumTotals } from '../api/get-net-flow';
import { bucketTotalsRows } from '../net-flow-data';

const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Session totals for every DTE bucket side by side, the one charted highlighted. */
export function BucketTotals({
  totals,
  selected,
}: {
  totals: Record<DteBucket, NetPremiumTotals>;
  selected: DteBucket;
}) {
  const colorOf = useValueColor();
  const rows = bucketTotalsRows(totals);
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label="Totals by expiry bucket"
        sx={{ '& th, & td': { px: { xs: 1, sm: 2 }, whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Expiries</TableCell>
            <TableCell align="right">Net calls</TableCell>
            <TableCell align="right">Net puts</TableCell>
            <TableCell align="right">Calls − puts</TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Calls at ask / bid
            </TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Puts at ask / bid
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const isSelected = row.bucket === selected;
            return (
              <TableRow
                key={row.bucket}
                aria-current={isSelected ? 'true' : undefined}
                // Marked by an accent rule rather than a tinted row, which would dull the coloured figures.
                sx={
                  isSelected
                    ? { '& > :first-child': { boxShadow: (t) => `inset 3px 0 0 ${t.palette.primary.main}` } }
                    : undefined
                }
              >
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: isSelected ? 700 : 500 }}>
                    {row.label}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                    {row.description}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ color: colorOf(row.netCallPremium) }}>
                  {formatUsd(row.netCallPremium, { signed: true })}
                </TableCell>
                <TableCell align="right" sx={{ color: colorOf(-row.netPutPremium) }}>
                  {formatUsd(row.netPutPremium, { signed: true })}
                </TableCell>
                <TableCell align="right" sx={{ color: colorOf(row.tide), fontWeight: 600 }}>
                  {formatUsd(row.tide, { signed: true })}
                </TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {formatUsd(row.callAskPremium)} / {formatUsd(row.callBidPremium)}
                </TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {formatUsd(row.putAskPremium)} / {formatUsd(row.putBidPremium)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
