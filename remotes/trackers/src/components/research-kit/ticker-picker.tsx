import { Button, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

/** A ticker field: the page keeps the chosen symbol in the URL (`?symbol=`, SYMBOL_PARAM). */
export function TickerPicker({ symbol, onSymbol }: { symbol: string; onSymbol: (symbol: string) => void }) {
  const [draft, setDraft] = useState(symbol);
  useEffect(() => setDraft(symbol), [symbol]);
  const value = draft.trim().toUpperCase();
  const valid = TICKER_PATTERN.test(value);
  const submit = () => {
    if (valid) onSymbol(value);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label="Ticker"
        placeholder="e.g. MSFT"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
        }}
        error={draft !== '' && !valid}
        helperText={draft !== '' && !valid ? 'Letters, digits, "." or "-" (up to 12)' : ' '}
        slotProps={{ htmlInput: { 'aria-label': 'Ticker', style: { textTransform: 'uppercase' } } }}
        sx={{ width: 140 }}
      />
      <Button variant="outlined" onClick={submit} disabled={!valid}>
        Show
      </Button>
    </Stack>
  );
}
