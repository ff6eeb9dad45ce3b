import type { RecordHorizon } from '@flowdeck/api-types';
import { LEADERBOARD_MIN_CALLS, RECORD_HORIZON_LABELS, RECORD_HORIZONS } from '@flowdeck/endpoints/analyst-ratings';
import { LoadError, Loading, PanelSection } from '@flowdeck/ui-kit';
import {
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTrackRecord } from '../api/get-track-record';
import { rateText, signedPercent } from '../rating-format';

/** Firms or analysts ranked by how their buy and sell calls did against SPY. */
export function Leaderboard() {
  const [by, setBy] = useState<'firm' | 'analyst'>('firm');
  const [horizon, setHorizon] = useState<RecordHorizon>('m1');
  const records = useTrackRecord({ by, horizon });
  const rows = records.data?.records ?? [];
  return (
    <PanelSection
      title="Track record leaderboard"
      label="Track record leaderboard"
      subtitle={`A buy succeeds when the stock beats SPY over the window, a sell when it lags; at least ${LEADERBOARD_MIN_CALLS} measured calls.`}
      updating={records.isFetching && !records.isPending}
      action={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={by}
            aria-label="Rank"
            onChange={(_e, value: 'firm' | 'analyst' | null) => value && setBy(value)}
          >
            <ToggleButton value="firm">Firms</ToggleButton>
            <ToggleButton value="analyst">Analysts</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            select
            size="small"
            label="Window"
            value={horizon}
            onChange={(e) => setHorizon(e.target.value as RecordHorizon)}
            sx={{ width: 130 }}
          >
            {RECORD_HORIZONS.map((h) => (
              <MenuItem key={h} value={h}>
                {RECORD_HORIZON_LABELS[h]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      }
    >
      {records.isPending ? (
        <Loading label="Loading track records…" />
      ) : records.isError ? (
        <LoadError message="The leaderboard could not be loaded." onRetry={() => void records.refetch()} />
      ) : rows.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          No {by === 'firm' ? 'firm' : 'analyst'} has {LEADERBOARD_MIN_CALLS} calls whose{' '}
          {RECORD_HORIZON_LABELS[horizon]} window has ended yet: the price history is shorter than the window.
        </Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 420, overflow: 'auto' }}>
          <Table size="small" stickyHeader aria-label="Leaderboard" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>{by === 'firm' ? 'Firm' : 'Analyst'}</TableCell>
                <TableCell align="right">Success rate</TableCell>
                <TableCell align="right">Average return</TableCell>
                <TableCell align="right">Measured</TableCell>
                <TableCell align="right">Calls</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((record, index) => {
                const h = record.horizons[horizon];
                return (
                  <TableRow key={`${record.firm}|${record.analyst ?? ''}`} hover>
                    <TableCell>{index + 1}</TableCell>
                    <TableCell>
                      {record.analyst ?? record.firm}
                      {record.analyst ? (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {record.firm}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell align="right">{rateText(h.successRate)}</TableCell>
                    <TableCell align="right">{signedPercent(h.averageReturn)}</TableCell>
                    <TableCell align="right">{h.measured}</TableCell>
                    <TableCell align="right">{record.calls}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PanelSection>
  );
}
