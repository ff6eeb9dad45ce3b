import FilterListIcon from '@mui/icons-material/FilterList';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import {
  Autocomplete,
  Badge,
  Box,
  Button,
  Collapse,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import type { PoliticianSummary, TradeFilters, TradeQuery } from '../api/types';
import {
  AMOUNT_BRACKETS,
  CHAMBERS,
  PARTIES,
  PARTY_LABELS,
  STOCK_ACT_DEADLINE_DAYS,
  TRADE_TYPE_FILTERS,
  US_STATES,
} from '../constants';
import { activeFilterCount, type FilterKey } from '../hooks/use-trade-query';
import { politicianFilterValue } from '../politician-filter';
import { TickerField } from './ticker-field';
import { ChoiceFilter } from '../../../components/choice-filter';

export interface TradeFilterBarProps {
  query: TradeQuery;
  politicians: PoliticianSummary[];
  politiciansLoading: boolean;
  /** Field errors of the last request (`{ error: { field: message } }`), shown under their field. */
  fieldErrors: Record<string, string>;
  onFilterChange: <K extends FilterKey>(key: K, value: TradeFilters[K]) => void;
  onClear: () => void;
}

/** Every filter of the trades table. On narrow screens it folds behind a "Filters" button. */
export function TradeFilterBar({
  query,
  politicians,
  politiciansLoading,
  fieldErrors,
  onFilterChange,
  onClear,
}: TradeFilterBarProps) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(query);
  const selectedPolitician = politicians.find((p) => politicianFilterValue(p) === query.politician) ?? null;
  const selectedState = US_STATES.find((s) => s.code === query.state) ?? null;

  const clearButton = (
    <Button size="small" onClick={onClear} disabled={active === 0}>
      Clear filters
    </Button>
  );

  return (
    <Box component="section" aria-label="Filters">
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
          {clearButton}
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
          <Autocomplete
            sx={{ gridColumn: { sm: 'span 2' } }}
            size="small"
            options={politicians}
            loading={politiciansLoading}
            value={selectedPolitician}
            onChange={(_event, value) => onFilterChange('politician', value ? politicianFilterValue(value) : undefined)}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderOption={({ key, ...props }, option) => (
              <li key={key} {...props}>
                <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'baseline' }}>
                  <Typography variant="body2" sx={{ flexGrow: 1 }}>
                    {option.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {option.party}-{option.state} · {option.trades} trades
                  </Typography>
                </Stack>
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Politician"
                placeholder="Search by name"
                error={Boolean(fieldErrors.politician)}
                helperText={fieldErrors.politician}
              />
            )}
          />
          <TickerField
            value={query.ticker ?? ''}
            error={fieldErrors.ticker}
            onCommit={(ticker) => onFilterChange('ticker', ticker || undefined)}
          />
          <ChoiceFilter
            label="Party"
            anyLabel="Any party"
            value={query.party}
            choices={PARTIES.map((party) => ({ value: party, label: PARTY_LABELS[party] }))}
            error={fieldErrors.party}
            onChange={(value) => onFilterChange('party', value)}
          />
          <ChoiceFilter
            label="Chamber"
            anyLabel="Both chambers"
            value={query.chamber}
            choices={CHAMBERS.map((chamber) => ({ value: chamber, label: chamber }))}
            error={fieldErrors.chamber}
            onChange={(value) => onFilterChange('chamber', value)}
          />
          <Autocomplete
            size="small"
            options={US_STATES}
            value={selectedState}
            onChange={(_event, value) => onFilterChange('state', value?.code)}
            getOptionLabel={(option) => `${option.name} (${option.code})`}
            isOptionEqualToValue={(option, value) => option.code === value.code}
            renderInput={(params) => (
              <TextField {...params} label="State" error={Boolean(fieldErrors.state)} helperText={fieldErrors.state} />
            )}
          />
          <ChoiceFilter
            label="Transaction"
            anyLabel="Any transaction"
            value={query.type}
            choices={TRADE_TYPE_FILTERS}
            error={fieldErrors.type}
            onChange={(value) => onFilterChange('type', value)}
          />
          <ChoiceFilter
            label="Minimum amount"
            anyLabel="Any amount"
            value={query.minAmount}
            choices={AMOUNT_BRACKETS}
            error={fieldErrors.minAmount}
            onChange={(value) => onFilterChange('minAmount', value)}
          />
          <TextField
            type="date"
            size="small"
            label="Traded from"
            value={query.from ?? ''}
            error={Boolean(fieldErrors.from)}
            helperText={fieldErrors.from}
            onChange={(event) => onFilterChange('from', event.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: query.to } }}
          />
          <TextField
            type="date"
            size="small"
            label="Traded to"
            value={query.to ?? ''}
            error={Boolean(fieldErrors.to)}
            helperText={fieldErrors.to}
            onChange={(event) => onFilterChange('to', event.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: query.from } }}
          />
          <Stack direction="row" sx={{ alignItems: 'center', minHeight: 40 }}>
            <FormControlLabel
              sx={{ mr: 0.5 }}
              control={
                <Switch
                  checked={query.lateOnly ?? false}
                  onChange={(event) => onFilterChange('lateOnly', event.target.checked || undefined)}
                />
              }
              label="Late filings only"
            />
            <Tooltip
              title={`Trades disclosed more than ${STOCK_ACT_DEADLINE_DAYS} days after they happened, past the STOCK Act deadline.`}
            >
              <InfoOutlinedIcon fontSize="small" color="action" aria-hidden={false} aria-label="About late filings" />
            </Tooltip>
          </Stack>
          {compact ? null : <Box sx={{ justifySelf: 'end', alignSelf: 'center' }}>{clearButton}</Box>}
        </Box>
      </Collapse>
    </Box>
  );
}
