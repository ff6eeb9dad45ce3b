import { formatUsdShort } from '@flowdeck/ui-kit';
import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type DarkPoolFilters, MIN_NOTIONAL_CHOICES } from '../../../lib/dark-pool-data';

function notionalLabel(value: number): string {
  return value === 0 ? 'Any' : `${formatUsdShort(value)}+`;
}

/** Narrow the feed (and its totals) by notional, to blocks, or to late prints. */
export function FilterBar({
  filters,
  onChange,
}: {
  filters: DarkPoolFilters;
  onChange: (next: DarkPoolFilters) => void;
}) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      role="group"
      aria-label="Filters"
    >
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase' }}>
        Min notional
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filters.minNotional}
        onChange={(_event, value: number | null) => value !== null && onChange({ ...filters, minNotional: value })}
        aria-label="Minimum notional"
        sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1, fontSize: 12 } }}
      >
        {MIN_NOTIONAL_CHOICES.map((value) => (
          <ToggleButton key={value} value={value}>
            {notionalLabel(value)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButton
        size="small"
        value="blocks"
        selected={filters.blocksOnly}
        onChange={() => onChange({ ...filters, blocksOnly: !filters.blocksOnly })}
        sx={{ py: 0.25, px: 1, fontSize: 12 }}
      >
        Blocks only
      </ToggleButton>
      <ToggleButton
        size="small"
        value="late"
        selected={filters.lateOnly}
        onChange={() => onChange({ ...filters, lateOnly: !filters.lateOnly })}
        sx={{ py: 0.25, px: 1, fontSize: 12 }}
      >
        Late only
      </ToggleButton>
    </Stack>
  );
}
