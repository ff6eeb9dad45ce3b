import type { BotMessageKind } from '@flowdeck/api-types';
import { formatDate } from '@flowdeck/ui-kit';
import {
  Box,
  Chip,
  Paper,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { HISTORY_PAGE_SIZE, useBotHistory, type HistoryFilter } from '../api/get-bot-history';

const FILTERS: Array<{ value: HistoryFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'test', label: 'Tests' },
  { value: 'flow', label: 'Flow' },
  { value: 'darkpool', label: 'Dark pool' },
  { value: 'gappers', label: 'Gappers' },
  { value: 'rules', label: 'Alert rules' },
];
const KIND_LABELS: Record<BotMessageKind, string> = {
  test: 'Test',
  flow: 'Flow',
  darkpool: 'Dark pool',
  gappers: 'Gappers',
  rules: 'Alert rule',
};

function when(iso: string): string {
  return `${formatDate(iso)} ${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

/** Spec §7 messageBot/history: everything the bot sent, by kind. */
export function BotHistory() {
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const [page, setPage] = useState(1);
  const history = useBotHistory(filter, page, true);
  const items = history.data?.items ?? [];
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Box sx={{ px: { xs: 2.5, md: 3 }, pt: 2.5 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          History
        </Typography>
        <Tabs
          value={filter}
          onChange={(_event, next: HistoryFilter) => {
            setFilter(next);
            setPage(1);
          }}
          variant="scrollable"
          aria-label="Message kinds"
          sx={{ mt: 1, minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
        >
          {FILTERS.map((item) => (
            <Tab key={item.value} value={item.value} label={item.label} />
          ))}
        </Tabs>
      </Box>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 3, py: 4, textAlign: 'center' }}>
          {history.isPending ? 'Loading…' : 'Nothing sent yet.'}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Messages sent">
            <TableHead>
              <TableRow>
                <TableCell>Sent</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell>Message</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((message) => (
                <TableRow key={message.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(message.createdAt)}</TableCell>
                  <TableCell>
                    <Chip label={KIND_LABELS[message.kind]} size="small" variant="outlined" />
                  </TableCell>
                  <TableCell>{message.summary}</TableCell>
                  <TableCell>
                    {message.status === 'sent' ? (
                      <Chip label="Sent" size="small" color="success" variant="outlined" />
                    ) : (
                      <>
                        <Chip label="Failed" size="small" color="error" variant="outlined" />
                        <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
                          {message.error}
                        </Typography>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {history.data && history.data.total > HISTORY_PAGE_SIZE ? (
        <TablePagination
          component="div"
          count={history.data.total}
          page={page - 1}
          rowsPerPage={HISTORY_PAGE_SIZE}
          rowsPerPageOptions={[HISTORY_PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next + 1)}
        />
      ) : null}
    </Paper>
  );
}
