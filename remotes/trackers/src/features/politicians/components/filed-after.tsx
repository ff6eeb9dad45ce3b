import { Chip, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { STOCK_ACT_DEADLINE_DAYS, STOCK_ACT_LATE_TOOLTIP } from '../constants';

function daysLabel(days: number, compact: boolean): string {
  if (compact) return `${days}d`;
  return days === 1 ? '1 day' : `${days} days`;
}

/** Days from trade to disclosure; past the STOCK Act's 45 days it is flagged, with the reason on hover. */
export function FiledAfter({ days, compact = false }: { days: number; compact?: boolean }) {
  if (days <= STOCK_ACT_DEADLINE_DAYS)
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        {daysLabel(days, compact)}
      </Typography>
    );
  return (
    <Tooltip title={STOCK_ACT_LATE_TOOLTIP}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        label={`${daysLabel(days, compact)} · late`}
        sx={(theme) => ({ fontWeight: 600, bgcolor: alpha(theme.palette.warning.main, 0.12) })}
      />
    </Tooltip>
  );
}
