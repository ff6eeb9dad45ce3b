import { TYPED_TICKER_PATTERN } from '@flowdeck/endpoints/ticker';
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, CircularProgress, InputAdornment, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { type SymbolMatch, useSearchSymbols } from '../api/search-symbols';
import { useDebouncedValue } from '../hooks/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 200;

/**
 * What Enter on free text means: an exact symbol among the current results, else the text itself
 * when it looks like a ticker, else the best match for a company name.
 */
export function symbolForText(text: string, results: readonly SymbolMatch[]): string | null {
  const typed = text.trim().toUpperCase();
  if (!typed) return null;
  const exact = results.find((r) => r.symbol.toUpperCase() === typed);
  if (exact) return exact.symbol;
  if (TYPED_TICKER_PATTERN.test(typed) && results.length === 0) return typed;
  return results[0]?.symbol ?? (TYPED_TICKER_PATTERN.test(typed) ? typed : null);
}

/** Ticker search: type a symbol or company name, pick with the mouse or keyboard, or press Enter. */
export function SymbolSearch({ onSelect }: { onSelect: (symbol: string) => void }) {
  const [input, setInput] = useState('');
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const search = useSearchSymbols(debounced);
  const hasText = input.trim().length > 0;
  const options = hasText ? (search.data?.results ?? []) : [];
  // Results that answer what is in the box now, not an earlier keystroke.
  const current = debounced === input && !search.isPlaceholderData ? options : [];

  const choose = (symbol: string | null) => {
    if (!symbol) return;
    onSelect(symbol);
    setInput('');
  };

  return (
    <Autocomplete<SymbolMatch, false, false, true>
      freeSolo
      options={options}
      value={null}
      inputValue={input}
      // The server already filtered: show its list as-is.
      filterOptions={(list) => list}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.symbol)}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(value);
      }}
      onChange={(_event, value) => {
        if (value === null) return;
        choose(typeof value === 'string' ? symbolForText(value, current) : value.symbol);
      }}
      loading={hasText && search.isFetching}
      blurOnSelect
      handleHomeEndKeys
      sx={{ width: { xs: '100%', sm: 360 } }}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline' }}>
            <Typography component="span" sx={{ fontWeight: 700, minWidth: 64 }}>
              {option.symbol}
            </Typography>
            <Typography component="span" variant="body2" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
              {option.name}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {option.exchange}
            </Typography>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder="Search ticker or company"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': 'Search symbols' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: (
                <>
                  {hasText && search.isFetching ? (
                    <CircularProgress color="inherit" size={16} aria-label="Searching" />
                  ) : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
