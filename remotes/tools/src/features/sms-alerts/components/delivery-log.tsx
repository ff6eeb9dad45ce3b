import type { SmsDelivery } from '@flowdeck/endpoints/sms-alerts';
import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

const STATUS_LABEL: Record<SmsDelivery['status'], string> = {
  sent: 'Sent',
  failed: 'Failed',
  daily_cap: 'Daily limit',
};
const STATUS_COLOR = { sent: 'success', failed: 'error', daily_cap: 'warning' } as const;

function when(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

function Status({ delivery }: { delivery: SmsDelivery }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip size="small" color={STATUS_COLOR[delivery.status]} label={STATUS_LABEL[delivery.status]} />
      {delivery.providerStatus ? (
        <Typography variant="caption" color="text.secondary">
          {delivery.providerStatus}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** The user's texts, newest first: a table from tablet width, stacked cards on a phone. */
export function DeliveryLog({ items, timeZone }: { items: SmsDelivery[]; timeZone: string }) {
  if (items.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        No texts yet. They appear here as your rules fire; send a test to try your phone.
      </Typography>
    );
  return (
    <>
      <Box sx={{ display: { xs: 'none', md: 'block' }, overflowX: 'auto' }}>
        <Table size="small" aria-label="Delivery log">
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell>Rule</TableCell>
              <TableCell>Text</TableCell>
              <TableCell align="right">Segments</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((d) => (
              <TableRow key={d.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(d.sentAt, timeZone)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.ruleName}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  {d.text}
                  {d.error ? (
                    <Typography variant="caption" color="error" component="div">
                      {d.error}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right">{d.segments}</TableCell>
                <TableCell>
                  <Status delivery={d} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Stack spacing={1} sx={{ display: { xs: 'flex', md: 'none' } }} role="list" aria-label="Delivery log">
        {items.map((d) => (
          <Box key={d.id} role="listitem" sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="subtitle2">{d.ruleName}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {when(d.sentAt, timeZone)}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ wordBreak: 'break-word', my: 0.5 }}>
              {d.text}
            </Typography>
            {d.error ? (
              <Typography variant="caption" color="error" component="div">
                {d.error}
              </Typography>
            ) : null}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Status delivery={d} />
              <Typography variant="caption" color="text.secondary">
                {d.segments} {d.segments === 1 ? 'segment' : 'segments'}
              </Typography>
            </Stack>
          </Box>
        ))}
      </Stack>
    </>
  );
}
