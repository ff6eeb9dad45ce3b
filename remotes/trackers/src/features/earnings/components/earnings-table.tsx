import type { EarningsReport } from '@flowdeck/api-types';
import { formatUsdShort } from '@flowdeck/ui-kit';
import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { TickerLink } from '../../../components/ticker-link';
import { EstimateActual, ImpliedMoveText, PastMoves, TimeChip } from './earnings-figures';

function Company({ report }: { report: EarningsReport }) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <TickerLink ticker={report.symbol} />
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {report.company ?? ''}
        {report.marketCap ? ` · ${formatUsdShort(report.marketCap)}` : ''}
      </Typography>
    </Stack>
  );
}

function Source({ report }: { report: EarningsReport }) {
  return (
    <Typography variant="caption" color="text.secondary">
      {report.source}
    </Typography>
  );
}

/** One day's reports: a table from laptop width, cards on phones and tablets. */
export function EarningsTable({ reports, label }: { reports: EarningsReport[]; label: string }) {
  return (
    <>
      <TableContainer sx={{ display: { xs: 'none', lg: 'block' } }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>Company</TableCell>
              <TableCell>Time</TableCell>
              <TableCell>Quarter</TableCell>
              <TableCell>EPS</TableCell>
              <TableCell>Revenue</TableCell>
              <TableCell>Implied move</TableCell>
              <TableCell>Last 8 moves</TableCell>
              <TableCell>Source</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reports.map((report) => (
              <TableRow key={report.id} hover>
                <TableCell sx={{ maxWidth: 220 }}>
                  <Company report={report} />
                </TableCell>
                <TableCell>
                  <TimeChip time={report.time} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{report.fiscalQuarter}</TableCell>
                <TableCell>
                  <EstimateActual kind="eps" report={report} />
                </TableCell>
                <TableCell>
                  <EstimateActual kind="revenue" report={report} />
                </TableCell>
                <TableCell>
                  <ImpliedMoveText report={report} />
                </TableCell>
                <TableCell>
                  <PastMoves moves={report.pastMoves} actual={report.actualMove} />
                </TableCell>
                <TableCell>
                  <Source report={report} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack component="ul" aria-label={label} sx={{ display: { xs: 'flex', lg: 'none' }, m: 0, p: 0 }}>
        {reports.map((report) => (
          <Box
            component="li"
            key={report.id}
            sx={{ listStyle: 'none', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <Company report={report} />
              <Stack sx={{ alignItems: 'flex-end', flexShrink: 0 }} spacing={0.5}>
                <TimeChip time={report.time} />
                <Typography variant="caption" color="text.secondary">
                  {report.fiscalQuarter}
                </Typography>
              </Stack>
            </Stack>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' },
                gap: 1.5,
                mt: 1,
              }}
            >
              <Box>
                <Typography variant="overline" color="text.secondary">
                  EPS
                </Typography>
                <EstimateActual kind="eps" report={report} />
              </Box>
              <Box>
                <Typography variant="overline" color="text.secondary">
                  Revenue
                </Typography>
                <EstimateActual kind="revenue" report={report} />
              </Box>
              <Box>
                <Typography variant="overline" color="text.secondary">
                  Implied move
                </Typography>
                <ImpliedMoveText report={report} />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="overline" color="text.secondary">
                  Last 8 moves
                </Typography>
                <PastMoves moves={report.pastMoves} actual={report.actualMove} />
              </Box>
            </Box>
            <Source report={report} />
          </Box>
        ))}
      </Stack>
    </>
  );
}
