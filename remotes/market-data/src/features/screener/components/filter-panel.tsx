import type { ScreenerFamily, ScreenerFilter } from '@flowdeck/api-types';
import {
  SCREENER_FAMILIES,
  SCREENER_FAMILY_NAMES,
  SCREENER_FIELDS,
  type ScreenerField,
} from '@flowdeck/endpoints/screener';
import { Badge, Box, MenuItem, Tab, Tabs, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { withFilter } from '../screener-params';

export interface FilterPanelProps {
  filters: readonly ScreenerFilter[];
  /** Values of the choice fields that come from the universe (exchange, sector, industry). */
  choices: Record<string, string[]>;
  onChange: (filters: ScreenerFilter[]) => void;
}

const ANY = '';
const CONTROL_SX = { minWidth: 0 } as const;

function Label({ field }: { field: ScreenerField }) {
  return (
    <Tooltip title={field.help} placement="top-start" describeChild>
      <Typography variant="caption" color="text.secondary" noWrap component="div" sx={{ mb: 0.5 }}>
        {field.label}
      </Typography>
    </Tooltip>
  );
}

/** Min and max typed freely, applied on Enter or when the field loses focus; a reversed range is refused here. */
function RangeControl({
  field,
  filter,
  onChange,
}: {
  field: ScreenerField;
  filter: ScreenerFilter | undefined;
  onChange: (next: ScreenerFilter | null) => void;
}) {
  const [min, setMin] = useState(filter?.min?.toString() ?? '');
  const [max, setMax] = useState(filter?.max?.toString() ?? '');
  const parse = (text: string) => (text.trim() === '' ? undefined : Number(text));
  const low = parse(min);
  const high = parse(max);
  const invalid =
    (low !== undefined && !Number.isFinite(low)) ||
    (high !== undefined && !Number.isFinite(high)) ||
    (low !== undefined && high !== undefined && low > high);
  const commit = () => {
    if (invalid) return;
    if (low === filter?.min && high === filter?.max) return;
    onChange(
      low === undefined && high === undefined
        ? null
        : { field: field.id, ...(low !== undefined ? { min: low } : {}), ...(high !== undefined ? { max: high } : {}) },
    );
  };
  const input = (label: string, value: string, set: (v: string) => void) => (
    <TextField
      size="small"
      placeholder={label}
      value={value}
      error={invalid}
      onChange={(event) => set(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${field.label} ${label.toLowerCase()}` } }}
      sx={CONTROL_SX}
    />
  );
  return (
    <Box>
      <Label field={field} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.5 }}>
        {input('Min', min, setMin)}
        {input('Max', max, setMax)}
      </Box>
      {invalid ? (
        <Typography variant="caption" color="error">
          Min must not be above max.
        </Typography>
      ) : null}
    </Box>
  );
}

function ChoiceControl({
  field,
  filter,
  values,
  onChange,
}: {
  field: ScreenerField;
  filter: ScreenerFilter | undefined;
  values: readonly string[];
  onChange: (next: ScreenerFilter | null) => void;
}) {
  const selected = filter?.in ?? [];
  return (
    <Box>
      <Label field={field} />
      <TextField
        select
        size="small"
        fullWidth
        value={selected}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (value) => ((value as string[]).length === 0 ? 'Any' : (value as string[]).join(', ')),
          },
          htmlInput: { 'aria-label': field.label },
        }}
        onChange={(event) => {
          const raw = event.target.value as unknown;
          const next = (Array.isArray(raw) ? raw : String(raw).split(',')).filter((v: string) => v !== ANY);
          onChange(next.length === 0 ? null : { field: field.id, in: next });
        }}
        sx={CONTROL_SX}
      >
        {values.map((value) => (
          <MenuItem key={value} value={value} dense>
            {value}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function FlagControl({
  field,
  filter,
  onChange,
}: {
  field: ScreenerField;
  filter: ScreenerFilter | undefined;
  onChange: (next: ScreenerFilter | null) => void;
}) {
  const value = filter?.is === undefined ? ANY : filter.is ? 'yes' : 'no';
  return (
    <Box>
      <Label field={field} />
      <TextField
        select
        size="small"
        fullWidth
        value={value}
        slotProps={{ select: { displayEmpty: true }, htmlInput: { 'aria-label': field.label } }}
        onChange={(event) =>
          onChange(event.target.value === ANY ? null : { field: field.id, is: event.target.value === 'yes' })
        }
        sx={CONTROL_SX}
      >
        <MenuItem value={ANY}>Any</MenuItem>
        <MenuItem value="yes">Yes</MenuItem>
        <MenuItem value="no">No</MenuItem>
      </TextField>
    </Box>
  );
}

/** Every filter of the catalogue, one tab per family (Finviz's layout), each applied as soon as it is set. */
export function FilterPanel({ filters, choices, onChange }: FilterPanelProps) {
  const [family, setFamily] = useState<ScreenerFamily>('descriptive');
  const byField = new Map(filters.map((f) => [f.field, f]));
  const set = (field: string) => (next: ScreenerFilter | null) => onChange(withFilter(filters, field, next));
  const count = (f: ScreenerFamily) =>
    filters.filter((x) => SCREENER_FIELDS.find((field) => field.id === x.field)?.family === f).length;
  return (
    <Box>
      <Tabs
        value={family}
        onChange={(_event, value: ScreenerFamily) => setFamily(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Filter families"
        sx={{ mb: 1.5, minHeight: 40 }}
      >
        {SCREENER_FAMILIES.map((f) => (
          <Tab
            key={f}
            value={f}
            sx={{ minHeight: 40 }}
            label={
              <Badge color="primary" badgeContent={count(f)} sx={{ pr: count(f) > 0 ? 1.5 : 0 }}>
                {SCREENER_FAMILY_NAMES[f]}
              </Badge>
            }
          />
        ))}
      </Tabs>
      <Box
        role="group"
        aria-label={`${SCREENER_FAMILY_NAMES[family]} filters`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}
      >
        {SCREENER_FIELDS.filter((f) => f.family === family).map((field) => {
          const filter = byField.get(field.id);
          // Keyed by the applied value: a change from the URL (a preset, Back) resets what was typed.
          const key = `${field.id}:${JSON.stringify(filter ?? null)}`;
          if (field.kind === 'range')
            return <RangeControl key={key} field={field} filter={filter} onChange={set(field.id)} />;
          if (field.kind === 'flag')
            return <FlagControl key={key} field={field} filter={filter} onChange={set(field.id)} />;
          return (
            <ChoiceControl
              key={key}
              field={field}
              filter={filter}
              values={field.options ?? choices[field.id] ?? []}
              onChange={set(field.id)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
