import type { TradeSide } from '@flowdeck/api-types';
import { formatUsdShort } from '@flowdeck/ui-kit';
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  ListItemText,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
} from '@mui/material';
import { type KeyboardEvent, memo, useState } from 'react';
import {
  type CallPut,
  DEFAULT_FILTERS,
  FLOW_SECTORS,
  type FlowFilters,
  MAX_FILTER_TICKERS,
  TRADE_SIDES,
  parseTickers,
} from '../flow-filters';
import { SIDE_LABELS } from '../flow-format';

/** Minimum premium choices: the thresholds traders actually scan by. */
export const MIN_PREMIUM_CHOICES = [10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 5_000_000];
/** Market-cap bounds: micro / small / mid / large / mega boundaries. */
export const MARKET_CAP_CHOICES = [300e6, 2e9, 10e9, 200e9, 1e12];

const ANY = '';
/** Filter toggles read as words, not shouted labels, and line up with the 40 px inputs. */
export const TOGGLE_SX = { textTransform: 'none', fontWeight: 600, fontSize: 13, px: 1.25, height: 40 } as const;

/** A whole-number field that applies on Enter or when it loses focus (not on every keystroke). */
function WholeNumberField({
  label,
  value,
  onCommit,
  width = 100,
}: {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
  width?: number;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === null ? '' : String(value));
  const commit = () => {
    if (draft === null) return;
    const parsed = draft.trim() === '' ? null : Math.max(0, Math.floor(Number(draft)));
    onCommit(parsed === null || Number.isNaN(parsed) ? null : parsed);
    setDraft(null);
  };
  return (
    <TextField
      label={label}
      size="small"
      type="number"
      value={shown}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
      sx={{ flex: `1 1 ${width}px`, minWidth: width, maxWidth: width + 40 }}
    />
  );
}

function BoundSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: number | null;
  choices: readonly number[];
  onChange: (value: number | null) => void;
}) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value === null ? ANY : String(value)}
      onChange={(event) => onChange(event.target.value === ANY ? null : Number(event.target.value))}
      sx={{ flex: '1 1 136px', minWidth: 136, maxWidth: 170 }}
    >
      <MenuItem value={ANY}>Any</MenuItem>
      {/* A saved filter may hold a bound that is not one of the choices. */}
      {value !== null && !choices.includes(value) ? (
        <MenuItem value={String(value)}>{formatUsdShort(value)}</MenuItem>
      ) : null}
      {choices.map((choice) => (
        <MenuItem key={choice} value={String(choice)}>
          {formatUsdShort(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}

const TOGGLES: ReadonlyArray<{
  key: 'otmOnly' | 'sweepsOnly' | 'volumeOverOi' | 'unusualOnly';
  label: string;
  hint: string;
}> = [
  { key: 'otmOnly', label: 'OTM only', hint: 'Strikes out of the money' },
  { key: 'sweepsOnly', label: 'Sweeps only', hint: 'Orders filled across exchanges within 500 ms' },
  { key: 'volumeOverOi', label: 'Vol > OI', hint: "The contract's volume today is above its open interest" },
  { key: 'unusualOnly', label: 'Unusual only', hint: 'Aggressive opening orders, large against open interest' },
];

export interface FlowFilterBarProps {
  filters: FlowFilters;
  onChange: (filters: FlowFilters) => void;
}

/**
 * Every filter of the Flows page; each change applies at once (number fields on Enter or leaving them).
 * Memoised: the page renders on every live batch, the filters only when they change.
 */
export const FlowFilterBar = memo(function FlowFilterBar({ filters, onChange }: FlowFilterBarProps) {
  const set = <K extends keyof FlowFilters>(key: K, value: FlowFilters[K]) => onChange({ ...filters, [key]: value });
  const [tickerText, setTickerText] = useState('');

  return (
    <Box
      role="search"
      aria-label="Flow filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25, alignItems: 'center' }}
    >
      <Autocomplete
        multiple
        freeSolo
        size="small"
        options={[] as string[]}
        value={filters.tickers}
        inputValue={tickerText}
        onInputChange={(_event, text) => setTickerText(text)}
        onChange={(_event, values) => {
          const { tickers } = parseTickers(values.join(','));
          set('tickers', tickers.slice(0, MAX_FILTER_TICKERS));
          setTickerText('');
        }}
        onBlur={() => {
          const { tickers } = parseTickers(tickerText);
          if (tickers.length > 0)
            set('tickers', [...new Set([...filters.tickers, ...tickers])].slice(0, MAX_FILTER_TICKERS));
          setTickerText('');
        }}
        renderValue={(values, getItemProps) =>
          values.map((ticker, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={ticker} {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Tickers"
            placeholder={filters.tickers.length === 0 ? 'All · e.g. SPY, NVDA' : ''}
          />
        )}
        sx={{ minWidth: 190, maxWidth: 360, flex: '1 1 190px' }}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Calls or puts"
        value={filters.callPut}
        onChange={(_event, value: CallPut | null) => set('callPut', value ?? 'both')}
      >
        <ToggleButton value="both" sx={TOGGLE_SX}>
          All
        </ToggleButton>
        <ToggleButton value="calls" sx={{ ...TOGGLE_SX, '&.Mui-selected': { color: 'success.main' } }}>
          Calls
        </ToggleButton>
        <ToggleButton value="puts" sx={{ ...TOGGLE_SX, '&.Mui-selected': { color: 'error.main' } }}>
          Puts
        </ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        aria-label="Side"
        value={filters.sides}
        onChange={(_event, value: TradeSide[]) => set('sides', value.length === TRADE_SIDES.length ? [] : value)}
      >
        {TRADE_SIDES.map((side) => (
          <ToggleButton
            key={side}
            value={side}
            aria-label={SIDE_LABELS[side].long}
            title={SIDE_LABELS[side].long}
            sx={TOGGLE_SX}
          >
            {SIDE_LABELS[side].short}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BoundSelect
        label="Min premium"
        value={filters.minPremium}
        choices={MIN_PREMIUM_CHOICES}
        onChange={(v) => set('minPremium', v)}
      />
      <WholeNumberField label="Min size" value={filters.minSize} onCommit={(v) => set('minSize', v)} />
      <Box
        sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flex: '1 1 200px', maxWidth: 280 }}
        role="group"
        aria-label="Days to expiry"
      >
        <WholeNumberField label="Min DTE" value={filters.dteMin} onCommit={(v) => set('dteMin', v)} width={96} />
        <WholeNumberField label="Max DTE" value={filters.dteMax} onCommit={(v) => set('dteMax', v)} width={96} />
      </Box>
      <TextField
        select
        label="Sector"
        size="small"
        value={filters.sectors}
        onChange={(event) => {
          const value = event.target.value as unknown as string[] | string;
          set('sectors', typeof value === 'string' ? value.split(',') : value);
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) => {
              const list = selected as string[];
              return list.length === 1 ? list[0] : `${list.length} sectors`;
            },
          },
        }}
        sx={{ flex: '1 1 150px', minWidth: 150, maxWidth: 240 }}
      >
        {FLOW_SECTORS.map((sector) => (
          <MenuItem key={sector} value={sector} dense>
            <Checkbox size="small" checked={filters.sectors.includes(sector)} sx={{ p: 0.25, mr: 1 }} />
            <ListItemText primary={sector} />
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 0.5, flex: '1 1 280px', maxWidth: 350 }} role="group" aria-label="Market cap">
        <BoundSelect
          label="Min mkt cap"
          value={filters.marketCapMin}
          choices={MARKET_CAP_CHOICES}
          onChange={(v) => set('marketCapMin', v)}
        />
        <BoundSelect
          label="Max mkt cap"
          value={filters.marketCapMax}
          choices={MARKET_CAP_CHOICES}
          onChange={(v) => set('marketCapMax', v)}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
        {TOGGLES.map(({ key, label, hint }) => (
          <Tooltip key={key} title={hint} describeChild disableInteractive>
            <ToggleButton
              size="small"
              value={key}
              selected={filters[key]}
              onChange={() => set(key, !filters[key])}
              sx={{ ...TOGGLE_SX, whiteSpace: 'nowrap' }}
            >
              {label}
            </ToggleButton>
          </Tooltip>
        ))}
      </Box>
      <Button size="small" onClick={() => onChange({ ...DEFAULT_FILTERS, tickers: [] })}>
        Clear all
      </Button>
    </Box>
  );
});
