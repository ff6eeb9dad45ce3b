import type { NewsSentiment } from '@flowdeck/api-types';
import { NEWS_SENTIMENTS } from '@flowdeck/endpoints/news';
import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import type { NewsFilter } from '../news-filter';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

/** Typing settles this long before the list is asked again. */
const TYPING_SETTLE_MS = 350;
const ALL = '';

/** Text typed into a filter box, passed on once typing settles. */
function useSettled(value: string, onSettle: (value: string) => void) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onSettle(draft), TYPING_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSettle]);
  return [draft, setDraft] as const;
}

export function NewsFilters({
  filter,
  sources,
  onChange,
}: {
  filter: NewsFilter;
  sources: readonly string[];
  onChange: (next: NewsFilter) => void;
}) {
  const [search, setSearch] = useSettled(filter.search, (value) => onChange({ ...filter, search: value.trim() }));
  const [ticker, setTicker] = useSettled(filter.ticker ?? '', (value) => {
    const next = value.trim().toUpperCase();
    onChange({ ...filter, ticker: TICKER_PATTERN.test(next) ? next : null });
  });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: '1.4fr 0.8fr 1.2fr 1fr auto auto',
        },
      }}
    >
      <TextField
        size="small"
        label="Search headlines"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        size="small"
        label="Ticker"
        placeholder="All"
        value={ticker}
        onChange={(e) => setTicker(e.target.value.toUpperCase())}
        slotProps={{ htmlInput: { maxLength: 12 } }}
      />
      <TextField
        select
        size="small"
        label="Source"
        value={filter.source ?? ALL}
        onChange={(e) => onChange({ ...filter, source: e.target.value === ALL ? null : e.target.value })}
      >
        <MenuItem value={ALL}>All sources</MenuItem>
        {[...new Set([...sources, ...(filter.source ? [filter.source] : [])])].map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Sentiment"
        value={filter.sentiment ?? ALL}
        onChange={(e) =>
          onChange({ ...filter, sentiment: e.target.value === ALL ? null : (e.target.value as NewsSentiment) })
        }
      >
        <MenuItem value={ALL}>Any sentiment</MenuItem>
        {NEWS_SENTIMENTS.map((s) => (
          <MenuItem key={s} value={s}>
            {s[0]?.toUpperCase()}
            {s.slice(1)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch checked={filter.majorOnly} onChange={(e) => onChange({ ...filter, majorOnly: e.target.checked })} />
        }
        label="Major only"
      />
      <FormControlLabel
        control={
          <Switch
            checked={filter.watchlistOnly}
            onChange={(e) => onChange({ ...filter, watchlistOnly: e.target.checked })}
          />
        }
        label="Watchlist only"
      />
    </Box>
  );
}
