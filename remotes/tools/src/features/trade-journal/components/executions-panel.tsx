import { DEFAULT_ACCOUNT, type ExecutionView } from '@flowdeck/endpoints/journal';
import { LoadError, Loading } from '@flowdeck/ui-kit';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useExecutions } from '../api/get-executions';
import { useAddExecution, useDeleteExecution } from '../api/journal-mutations';
import { formatDateTime } from '../journal-format';

const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

function ManualEntry({ accounts }: { accounts: readonly string[] }) {
  const [refused, setRefused] = useState<Record<string, string>>({});
  const add = useAddExecution((error) => setRefused(error.fieldErrors));
  const [form, setForm] = useState({
    account: accounts[0] ?? DEFAULT_ACCOUNT,
    executedAt: '',
    symbol: '',
    side: 'buy',
    quantity: '',
    price: '',
    commission: '',
  });
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const errors = { ...refused, ...localErrors };
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.target.value });

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!form.executedAt) problems.executedAt = 'Enter the date and time of the fill.';
    if (!form.symbol.trim()) problems.symbol = 'Enter a ticker or an option symbol.';
    if (!(Number(form.quantity) > 0)) problems.quantity = 'Quantity must be above zero.';
    if (form.price === '' || !(Number(form.price) >= 0)) problems.price = 'Enter a price.';
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setRefused({});
    add.mutate(
      {
        account: form.account.trim() || DEFAULT_ACCOUNT,
        executedAt: new Date(form.executedAt).toISOString(),
        symbol: form.symbol,
        side: form.side as 'buy' | 'sell',
        quantity: Number(form.quantity),
        price: Number(form.price),
        ...(form.commission ? { commission: Number(form.commission) } : {}),
      },
      { onSuccess: (added) => added && setForm({ ...form, symbol: '', quantity: '', price: '', commission: '' }) },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        Add an execution
      </Typography>
      <Box
        component="form"
        aria-label="Add an execution"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <TextField
          size="small"
          label="Account"
          value={form.account}
          onChange={set('account')}
          error={!!errors.account}
          helperText={errors.account}
        />
        <TextField
          size="small"
          label="Date and time"
          type="datetime-local"
          value={form.executedAt}
          onChange={set('executedAt')}
          error={!!errors.executedAt}
          helperText={errors.executedAt ?? 'Your computer’s time zone'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        />
        <TextField
          size="small"
          label="Symbol"
          value={form.symbol}
          onChange={set('symbol')}
          error={!!errors.symbol}
          helperText={errors.symbol ?? 'AAPL, or AAPL 12/18/2026 250 C'}
        />
        <TextField size="small" select label="Side" value={form.side} onChange={set('side')}>
          <MenuItem value="buy">Buy</MenuItem>
          <MenuItem value="sell">Sell</MenuItem>
        </TextField>
        <TextField
          size="small"
          label="Quantity"
          value={form.quantity}
          onChange={set('quantity')}
          error={!!errors.quantity}
          helperText={errors.quantity ?? 'Shares or contracts'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          size="small"
          label="Price"
          value={form.price}
          onChange={set('price')}
          error={!!errors.price}
          helperText={errors.price ?? 'Per share or per contract'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          size="small"
          label="Commission"
          value={form.commission}
          onChange={set('commission')}
          error={!!errors.commission}
          helperText={errors.commission}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Box sx={{ alignSelf: 'start' }}>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add execution'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

function ExecutionsList({ account, timeZone }: { account: string; timeZone: string }) {
  const executions = useExecutions(account);
  const remove = useDeleteExecution();
  if (executions.isPending) return <Loading label="Loading executions" />;
  if (executions.isError)
    return <LoadError message="The executions could not be loaded." onRetry={() => void executions.refetch()} />;
  const { items, total } = executions.data;
  if (items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        No executions {account ? `in ${account} ` : ''}yet: add one above or import a file.
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label="Executions">
        <TableHead>
          <TableRow>
            <TableCell>Time</TableCell>
            <TableCell>Symbol</TableCell>
            <TableCell>Side</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell sx={hideOnPhone}>Account</TableCell>
            <TableCell align="right" sx={hideOnPhone}>
              Fees
            </TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((e: ExecutionView) => (
            <TableRow key={e.id}>
              <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>{formatDateTime(e.executedAt, timeZone)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{e.description}</TableCell>
              <TableCell>{e.side === 'buy' ? 'Buy' : 'Sell'}</TableCell>
              <TableCell align="right">{e.quantity}</TableCell>
              <TableCell align="right">{e.price}</TableCell>
              <TableCell sx={hideOnPhone}>{e.account}</TableCell>
              <TableCell align="right" sx={hideOnPhone}>
                {(e.commission + e.fees).toFixed(2)}
              </TableCell>
              <TableCell padding="none">
                <IconButton
                  aria-label={`Delete ${e.side} ${e.quantity} ${e.description}`}
                  size="small"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(e.id)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > items.length ? (
        <Typography variant="caption" color="text.secondary" sx={{ p: 1, display: 'block' }}>
          The newest {items.length} of {total} executions.
        </Typography>
      ) : null}
    </TableContainer>
  );
}

/** Fills typed by hand, and every fill of the journal with a way to delete a wrong one. */
export function ExecutionsPanel({
  account,
  accounts,
  timeZone,
}: {
  account: string;
  accounts: readonly string[];
  timeZone: string;
}) {
  return (
    <Stack spacing={2}>
      <ManualEntry accounts={accounts} />
      <Paper variant="outlined">
        <ExecutionsList account={account} timeZone={timeZone} />
      </Paper>
    </Stack>
  );
}
