import { Chip, Tooltip, Typography } from '@mui/material';
import { STOCK_ACT_DEADLINE_DAYS, STOCK_ACT_LATE_TOOLTIP } from '../constants';

function daysLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** Days from trade to disclosure; past the STOCK Act's 45 days it is flagged, with the reason on hover. */
export function FiledAfter({ days }: { days: number }) {
  if (days <= STOCK_ACT_DEADLINE_DAYS)
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        {daysLabel(days)}
      </Typography>
    );
  return (
    <Tooltip title={STOCK_ACT_LATE_TOOLTIP}>
      <Chip size="small" color="warning" label={`${daysLabel(days)} · late`} sx={{ fontWeight: 600 }} />
    </Tooltip>
  );
}
