import { Chip } from '@mui/material';
import type { TradeType } from '../api/types';
import { TRADE_SIDES } from '../constants';

const SIDE_COLORS = { buy: 'success', sell: 'error', exchange: 'default' } as const;

/** Buy (green), Sell (red) or Exchange, as a disclosure's transaction type reads to a trader. */
export function TradeTypeChip({ type }: { type: TradeType }) {
  const { side, label } = TRADE_SIDES[type] ?? { side: 'exchange', label: type };
  return (
    <Chip
      size="small"
      variant="outlined"
      color={SIDE_COLORS[side]}
      label={label}
      sx={{ fontWeight: 600, minWidth: 48 }}
    />
  );
}
