import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Drawer,
  IconButton,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { LoadError, formatDate, formatThousands, formatUsd } from '@flowdeck/ui-kit';
import { useInsiderHistory } from '../api/get-insider';
import { formatQuantity, formatSharePrice, formatTradeValue, tradeTypeLabel } from '../format';

const DRAWER_WIDTH = 600;
const TITLE_ID = 'insider-history-title';

export interface InsiderHistoryDrawerProps {
  /** An insider's CIK or a company's ticker; null when the panel is closed. */
  x: string | null;
  onClose: () => void;
  onOpenHistory: (x: string) => void;
}

/** One insider's trades across companies, or one company's insiders and their trades. */
export function InsiderHistoryDrawer({ x, onClose, onOpenHistory }: InsiderHistoryDrawerProps) {
  const history = useInsiderHistory(x);
  // The first page carries the name, the related table and the total; every page adds its trades.
  const pages = history.data?.pages;
  const data = pages?.[0];
  const trades = pages?.flatMap((page) => page.trades) ?? [];
  const isInsider = data?.kind === 'insider';
  return (
    <Drawer
      anchor="right"
      open={x !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: DRAWER_WIDTH } }, 'aria-labelledby': TITLE_ID } }}
    >
      <Box sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}>
          <Box>
            <Typography variant="overline" color="text.secondary">
              {data ? (isInsider ? 'Insider history' : 'Company insiders') : 'History'}
            </Typography>
            <Typography id={TITLE_ID} variant="h6" component="h2">
              {data ? data.name : history.isPending && x !== null ? <Skeleton width={200} /> : x}
            </Typography>
            {data ? (
              <Typography variant="body2" color="text.secondary">
                {isInsider ? `CIK ${data.key}` : data.key} · {formatThousands(data.total)}{' '}
                {data.total === 1 ? 'transaction' : 'transactions'}, latest first
              </Typography>
            ) : null}
          </Box>
          <IconButton aria-label="Close history" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {history.isError ? (
          <LoadError message="This history could not be loaded." onRetry={() => void history.refetch()} />
        ) : null}
        {data ? (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {isInsider ? 'Companies' : 'Insiders'}
            </Typography>
            <Table size="small" aria-label={isInsider ? 'Companies' : 'Insiders'} sx={{ mb: 3 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{isInsider ? 'Company' : 'Insider'}</TableCell>
                  <TableCell align="right">Buys (P)</TableCell>
                  <TableCell align="right">Sells (S)</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.related.map((r) => (
                  <TableRow key={r.key}>
                    <TableCell>
                      <Link
                        component="button"
                        type="button"
                        underline="hover"
                        sx={{ textAlign: 'left', fontWeight: 600 }}
                        onClick={() => onOpenHistory(isInsider ? r.key : String(Number(r.key)))}
                      >
                        {r.name}
                      </Link>
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {r.title}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">
                      {r.buys} · {formatUsd(r.buyValue, { wholeBelow: 1000 })}
                    </TableCell>
                    <TableCell align="right">
                      {r.sells} · {formatUsd(r.sellValue, { wholeBelow: 1000 })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Transactions
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="History transactions" sx={{ minWidth: 520 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Trade date</TableCell>
                    <TableCell>{isInsider ? 'Ticker' : 'Insider'}</TableCell>
                    <TableCell>Type</TableCell>
                    <TableCell align="right">Price</TableCell>
                    <TableCell align="right">Qty</TableCell>
                    <TableCell align="right">Value</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {trades.map((t) => (
                    <TableRow key={t.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(t.tradeDate)}</TableCell>
                      <TableCell>{isInsider ? (t.ticker ?? t.company) : t.insider}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{tradeTypeLabel(t.code)}</TableCell>
                      <TableCell align="right">{formatSharePrice(t.price)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatQuantity(t)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatTradeValue(t)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            {data.total > data.pageSize ? (
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1, gap: 1 }}>
                <Typography variant="caption" color="text.secondary">
                  Showing {formatThousands(trades.length)} of {formatThousands(data.total)}
                </Typography>
                {history.hasNextPage ? (
                  <Button
                    size="small"
                    variant="outlined"
                    loading={history.isFetchingNextPage}
                    onClick={() => void history.fetchNextPage()}
                  >
                    Show {formatThousands(Math.min(data.pageSize, data.total - trades.length))} older
                  </Button>
                ) : null}
              </Stack>
            ) : null}
            {history.isFetchNextPageError ? (
              <LoadError
                message="Older transactions could not be loaded."
                onRetry={() => void history.fetchNextPage()}
              />
            ) : null}
          </>
        ) : null}
      </Box>
    </Drawer>
  );
}
