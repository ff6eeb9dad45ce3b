import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { TICKER_DEBOUNCE_MS } from '../constants';

export interface TickerFieldProps {
  value: string;
  error?: string;
  onCommit: (ticker: string) => void;
}

/** A ticker box that filters once typing pauses (or on Enter), not on every keystroke. */
export function TickerField({ value, error, onCommit }: TickerFieldProps) {
  const [draft, setDraft] = useState(value);
  // Follow the URL when it changes from elsewhere (Clear filters, Back), without an effect.
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    setDraft(value);
  }

  useEffect(() => {
    const ticker = draft.trim();
    if (ticker === committed) return;
    const timer = setTimeout(() => onCommit(ticker), TICKER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, onCommit]);

  return (
    <TextField
      size="small"
      label="Ticker"
      placeholder="e.g. NVDA"
      value={draft}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => setDraft(event.target.value.toUpperCase())}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onCommit(draft.trim());
      }}
      slotProps={{ htmlInput: { maxLength: 12, spellCheck: false, autoComplete: 'off' } }}
    />
  );
}
