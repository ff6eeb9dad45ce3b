import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Autocomplete,
  Badge,
  Box,
  Button,
  Chip,
  Collapse,
  Stack,
  TextField,
  Tooltip,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { INSIDER_CODES, INSIDER_PRESETS, INSIDER_ROLES } from '@flowdeck/endpoints/insiders';
import { useState } from 'react';
import type { InsiderCode, InsiderFilters, InsiderQuery } from '../api/types';
import {
  COMMON_CODES,
  DELAY_OPTIONS,
  PLAN_CHOICES,
  INSIDER_CODE_LABELS,
  INSIDER_PRESET_LABELS,
  INSIDER_ROLE_LABELS,
  PRESET_HELP,
} from '../constants';
import { tradeTypeLabel } from '../format';
import { activeFilterCount, type InsiderFilterKey } from '../hooks/use-insider-query';
import { CommitField } from './commit-field';
import { ChoiceFilter } from '../../../components/choice-filter';

export interface InsiderFilterBarProps {
  query: InsiderQuery;
  /** Field errors of the last request (`{ error: { field: message } }`), shown under their field. */
  fieldErrors: Record<string, string>;
  onFilterChange: <K extends InsiderFilterKey>(key: K, value: InsiderFilters[K]) => void;
  onClear: () => void;
}

const CODE_OPTIONS: InsiderCode[] = [...COMMON_CODES, ...INSIDER_CODES.filter((c) => !COMMON_CODES.includes(c))];

/** Presets as one row of chips, then every filter; on narrow screens the filters fold behind a button. */
export function InsiderFilterBar({ query, fieldErrors, onFilterChange, onClear }: InsiderFilterBarProps) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(query);
  const date = (key: 'filedFrom' | 'filedTo' | 'tradedFrom' | 'tradedTo', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={query[key] ?? ''}
      error={Boolean(fieldErrors[key])}
      helperText={fieldErrors[key]}
      onChange={(event) => onFilterChange(key, event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Box component="section" aria-label="Filters">
      <Stack direction="row" role="group" aria-label="Presets" sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        {INSIDER_PRESETS.map((preset) => {
          const selected = query.preset === preset;
          return (
            <Tooltip key={preset} title={PRESET_HELP[preset]} describeChild>
              <Chip
                label={INSIDER_PRESET_LABELS[preset]}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-pressed={selected}
                onClick={() => onFilterChange('preset', selected ? undefined : preset)}
              />
            </Tooltip>
          );
        })}
      </Stack>
      {compact ? (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: open ? 1.5 : 0 }}>
          <Button
            startIcon={
              <Badge color="primary" badgeContent={active}>
                <FilterListIcon />
              </Badge>
            }
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
          >
            {open ? 'Hide filters' : 'Filters'}
          </Button>
          <Button size="small" onClick={onClear} disabled={active === 0}>
            Clear filters
          </Button>
        </Stack>
      ) : null}
      <Collapse in={!compact || open} timeout="auto">
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)', lg: 'repeat(6, 1fr)' },
            alignItems: 'start',
          }}
        >
          <CommitField
            label="Ticker"
            placeholder="e.g. SNOW"
            value={query.ticker ?? ''}
            error={fieldErrors.ticker}
            onCommit={(ticker) => onFilterChange('ticker', ticker.toUpperCase() || undefined)}
          />
          <Autocomplete
            multiple
            size="small"
            sx={{ gridColumn: { sm: 'span 2' } }}
            options={CODE_OPTIONS}
            value={query.codes ?? []}
            onChange={(_event, codes) => onFilterChange('codes', codes.length > 0 ? codes : undefined)}
            getOptionLabel={(code) => tradeTypeLabel(code)}
            renderValue={(codes, getItemProps) =>
              codes.map((code, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={code} title={INSIDER_CODE_LABELS[code]} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label="Transaction codes"
                placeholder={query.codes ? undefined : 'Any code'}
                error={Boolean(fieldErrors.codes)}
                helperText={fieldErrors.codes}
              />
            )}
          />
          <ChoiceFilter
            label="Role"
            anyLabel="Any role"
            value={query.role}
            choices={INSIDER_ROLES.map((role) => ({ value: role, label: INSIDER_ROLE_LABELS[role] }))}
            error={fieldErrors.role}
            onChange={(value) => onFilterChange('role', value)}
          />
          <CommitField
            label="Min value ($)"
            inputMode="numeric"
            value={query.minValue ?? ''}
            error={fieldErrors.minValue}
            onCommit={(v) => onFilterChange('minValue', v || undefined)}
          />
          <CommitField
            label="Max value ($)"
            inputMode="numeric"
            value={query.maxValue ?? ''}
            error={fieldErrors.maxValue}
            onCommit={(v) => onFilterChange('maxValue', v || undefined)}
          />
          {date('filedFrom', 'Filed from')}
          {date('filedTo', 'Filed to')}
          {date('tradedFrom', 'Traded from')}
          {date('tradedTo', 'Traded to')}
          <ChoiceFilter
            label="Filing delay"
            anyLabel="Any delay"
            value={query.maxDelay}
            choices={DELAY_OPTIONS}
            error={fieldErrors.maxDelay}
            onChange={(value) => onFilterChange('maxDelay', value)}
          />
          <ChoiceFilter
            label="10b5-1 plan"
            anyLabel="Planned or not"
            value={query.plan}
            choices={PLAN_CHOICES}
            error={fieldErrors.plan}
            onChange={(value) => onFilterChange('plan', value)}
          />
          {compact ? null : (
            <Box sx={{ justifySelf: 'end', alignSelf: 'center' }}>
              <Button size="small" onClick={onClear} disabled={active === 0}>
                Clear filters
              </Button>
            </Box>
          )}
        </Box>
      </Collapse>
    </Box>
  );
}
