import type { TradeView } from '@flowdeck/endpoints/journal';
import { valueColor } from '@flowdeck/ui-kit';
import {
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDateTime, formatHolding, formatPl } from '../journal-format';

const hideOnPhone = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The trades shown, newest close first; a row opens the trade. */
export function TradesTable({
  trades,
  timeZone,
  onOpen,
}: {
  trades: readonly TradeView[];
  timeZone: string;
  onOpen: (id: string) => void;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Trades">
        <TableHead>
          <TableRow>
            <TableCell>Opened</TableCell>
            <TableCell>Symbol</TableCell>
            <TableCell sx={hideOnPhone}>Strategy</TableCell>
            <TableCell sx={hideOnPhone}>Account</TableCell>
            <TableCell align="right" sx={hideOnPhone}>
              Size
            </TableCell>
            <TableCell align="right">Net P/L</TableCell>
            <TableCell sx={hideOnPhone}>Held</TableCell>
            <TableCell sx={hideOnPhone}>Tags</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trades.map((t) => (
            <TableRow
              key={t.id}
              hover
              tabIndex={0}
              onClick={() => onOpen(t.id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') onOpen(t.id);
              }}
              sx={{ cursor: 'pointer' }}
              aria-label={`${t.underlying} ${t.strategy}, ${t.closedAt ? formatPl(t.net) : 'open'}`}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.openedAt, timeZone)}</TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {t.underlying}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' } }}>
                  {t.strategy} · {t.account}
                </Typography>
              </TableCell>
              <TableCell sx={hideOnPhone}>{t.strategy}</TableCell>
              <TableCell sx={hideOnPhone}>{t.account}</TableCell>
              <TableCell align="right" sx={hideOnPhone}>
                {t.maxQuantity}
              </TableCell>
              <TableCell align="right" sx={{ color: t.closedAt ? valueColor(t.net) : undefined, whiteSpace: 'nowrap' }}>
                {t.closedAt ? formatPl(t.net) : <Chip size="small" label="Open" />}
              </TableCell>
              <TableCell sx={hideOnPhone}>{formatHolding(t.holdingSeconds)}</TableCell>
              <TableCell sx={hideOnPhone}>
                <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                  {t.tags.map((tag) => (
                    <Chip key={tag} size="small" label={tag} variant="outlined" />
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
