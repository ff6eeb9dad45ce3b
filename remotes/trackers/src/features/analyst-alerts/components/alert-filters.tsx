import type { RatingAction } from '@flowdeck/api-types';
import { RATING_ACTION_LABELS, RATING_ACTIONS } from '@flowdeck/endpoints/analyst-ratings';
import { Autocomplete, Box, Button, Chip, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { EMPTY_FILTER, type AlertFilter } from '../alert-filter';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

export interface AlertFiltersProps {
  filter: AlertFilter;
  /** Firms seen so far, offered in the firm picker (any name can be typed). */
  firms: readonly string[];
  onChange: (filter: AlertFilter) => void;
}

/** A percentage field that commits on blur or Enter; blank clears it. */
function PercentField({
  label,
  value,
  min,
  max,
  onCommit,
}: {
  label: string;
  value: number | null;
  min: number;
  max: number;
  onCommit: (value: number | null) => void;
}) {
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  useEffect(() => setDraft(value === null ? '' : String(value)), [value]);
  const number = draft.trim() === '' ? null : Number(draft);
  const valid = number === null || (Number.isFinite(number) && number >= min && number <= max);
  const commit = () => {
    if (valid && number !== value) onCommit(number);
  };
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={draft}
      error={!valid}
      helperText={valid ? ' ' : `${min} to ${max}`}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { 'aria-label': label, min, max } }}
      sx={{ width: { xs: '100%', sm: 190 } }}
    />
  );
}

/** Actions, firms, tickers to watch (or the watchlist's), minimum upside and minimum firm success rate. */
export function AlertFilters({ filter, firms, onChange }: AlertFiltersProps) {
  const toggle = (action: RatingAction) =>
    onChange({
      ...filter,
      actions: filter.actions.includes(action)
        ? filter.actions.filter((a) => a !== action)
        : [...filter.actions, action],
    });
  return (
    <Stack spacing={1.5}>
      <Box role="group" aria-label="Actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {RATING_ACTIONS.map((action) => {
          const on = filter.actions.includes(action);
          return (
            <Chip
              key={action}
              label={RATING_ACTION_LABELS[action]}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => toggle(action)}
            />
          );
        })}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}
      >
        <Autocomplete
          multiple
          freeSolo
          size="small"
          options={[...firms]}
          value={filter.firms}
          onChange={(_e, value) => onChange({ ...filter, firms: value.map((v) => v.trim()).filter(Boolean) })}
          renderInput={(params) => <TextField {...params} label="Firms" helperText=" " />}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <Autocomplete
          multiple
          freeSolo
          size="small"
          options={[]}
          disabled={filter.watchlistOnly}
          value={filter.tickers}
          onChange={(_e, value) =>
            onChange({
              ...filter,
              tickers: [...new Set(value.map((v) => v.trim().toUpperCase()).filter((v) => TICKER_PATTERN.test(v)))],
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label="Tickers"
              helperText={filter.watchlistOnly ? 'Your watchlist’s tickers' : 'Type a ticker, then Enter'}
            />
          )}
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={filter.watchlistOnly}
              onChange={(e) => onChange({ ...filter, watchlistOnly: e.target.checked })}
            />
          }
          label="Watchlist only"
          sx={{ alignSelf: { sm: 'center' }, mb: { sm: 2.5 } }}
        />
        <PercentField
          label="Min upside %"
          value={filter.minUpside}
          min={-100}
          max={1000}
          onCommit={(minUpside) => onChange({ ...filter, minUpside })}
        />
        <PercentField
          label="Min firm success %"
          value={filter.minSuccess}
          min={0}
          max={100}
          onCommit={(minSuccess) => onChange({ ...filter, minSuccess })}
        />
        <Button onClick={() => onChange(EMPTY_FILTER)} sx={{ alignSelf: { sm: 'center' }, mb: { sm: 2.5 } }}>
          Clear
        </Button>
      </Stack>
    </Stack>
  );
}
