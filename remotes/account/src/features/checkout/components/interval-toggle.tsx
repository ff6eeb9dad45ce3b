import type { PlanInterval } from '@flowdeck/api-types';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';

/** Monthly or yearly billing; the yearly side names the price list's one yearly saving (as the plan cards do). */
export function IntervalToggle({
  value,
  saving,
  onChange,
}: {
  value: PlanInterval;
  saving: number | null;
  onChange: (interval: PlanInterval) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_event, next: PlanInterval | null) => {
        if (next) onChange(next);
      }}
      aria-label="Billing period"
      sx={{
        p: 0.5,
        borderRadius: 99,
        bgcolor: 'action.hover',
        '& .MuiToggleButton-root': {
          border: 0,
          borderRadius: '99px !important',
          px: 2.5,
          py: 0.75,
          fontWeight: 600,
          textTransform: 'none',
        },
        '& .Mui-selected': { bgcolor: 'background.paper', boxShadow: 1 },
      }}
    >
      <ToggleButton value="month">Monthly</ToggleButton>
      <ToggleButton value="year">
        Yearly
        {saving ? (
          <Box component="span" sx={{ ml: 1, color: 'success.main', fontWeight: 700 }}>
            −{saving}%
          </Box>
        ) : null}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
