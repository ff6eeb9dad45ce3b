import { Box, Slider, Stack, TextField, Typography } from '@mui/material';
import { formatDate } from '@flowdeck/ui-kit';
import { formatShortDate } from './format';
import { type IsoDate, addDays, diffDays, isIsoDate } from '../stores/iso-date';

export interface ValuationDateControlProps {
  today: IsoDate;
  /** The last expiry: the end of the range. */
  lastExpiry: IsoDate;
  /** The first expiry, to say how long is left. */
  expiry: IsoDate;
  value: IsoDate;
  onChange: (date: IsoDate) => void;
}

function daysLabel(days: number): string {
  return `${days} day${days === 1 ? '' : 's'}`;
}

/** Moves the "at date" curve between today and the last expiry, by slider or by date. */
export function ValuationDateControl({ today, lastExpiry, expiry, value, onChange }: ValuationDateControlProps) {
  const maxDays = Math.max(0, diffDays(today, lastExpiry));
  const days = Math.min(maxDays, Math.max(0, diffDays(today, value)));
  const left = Math.max(0, diffDays(value, expiry));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        type="date"
        size="small"
        label="Valuation date"
        value={value}
        onChange={(event) => {
          // A cleared or half-typed date is ignored: the curve keeps its last valid date.
          if (isIsoDate(event.target.value)) onChange(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: lastExpiry } }}
        sx={{ minWidth: 170 }}
      />
      <Box sx={{ flexGrow: 1, px: { xs: 1, sm: 0 } }}>
        <Slider
          aria-label="Days from today"
          value={days}
          min={0}
          max={Math.max(1, maxDays)}
          step={1}
          disabled={maxDays === 0}
          onChange={(_, next) => onChange(addDays(today, next as number))}
          getAriaValueText={(d) => `${formatDate(addDays(today, d))}, ${daysLabel(d)} from today`}
          valueLabelDisplay="auto"
          valueLabelFormat={(d) => formatDate(addDays(today, d))}
          size="small"
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: -0.5 }}>
          <Typography variant="caption" color="text.secondary">
            Today
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatShortDate(lastExpiry)}
          </Typography>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 150, fontVariantNumeric: 'tabular-nums' }}>
        {days === 0 ? 'Today' : `T+${days}`} · {daysLabel(left)} to expiry
      </Typography>
    </Stack>
  );
}
