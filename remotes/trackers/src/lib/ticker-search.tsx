import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

export interface TickerSearchProps {
  /** The ticker shown, or undefined for the whole market. */
  symbol: string | undefined;
  onSymbolChange: (symbol: string | undefined) => void;
  placeholder?: string;
  /** The button that goes back to the whole market. */
  allLabel?: string;
}

/** A ticker box with Show and a way back to every company, for pages of one ticker or the market. */
export function TickerSearch({
  symbol,
  onSymbolChange,
  placeholder = 'e.g. LMT',
  allLabel = 'All companies',
}: TickerSearchProps) {
  const [draft, setDraft] = useState(symbol ?? '');
  const value = draft.trim().toUpperCase();
  const valid = value === '' || TICKER_PATTERN.test(value);
  const submit = () => {
    if (valid) onSymbolChange(value || undefined);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        size="small"
        label="Ticker"
        placeholder={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
        }}
        error={!valid}
        helperText={valid ? ' ' : 'Letters, digits, "." or "-" (up to 12)'}
        slotProps={{ htmlInput: { 'aria-label': 'Ticker', style: { textTransform: 'uppercase' } } }}
        sx={{ width: 150 }}
      />
      <Button variant="outlined" onClick={submit}>
        Show
      </Button>
      {symbol ? (
        <Button
          onClick={() => {
            setDraft('');
            onSymbolChange(undefined);
          }}
        >
          {allLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
