import type { MarketNews } from '@flowdeck/api-types';
import { formatPercent } from '@flowdeck/ui-kit';
import { Box, Chip, Typography } from '@mui/material';
import { useValueColor } from '../../../hooks/use-value-color';
import { formatClockShort } from '../../../lib/market-format';

export const NEWS_LABEL = "Today's news";

const KIND_LABELS: Record<MarketNews['kind'], string> = { earnings: 'Earnings', headline: 'Headline' };

/** The ticker's market-moving events today, newest first, each with the move it caused. */
export function NewsList({ ticker, news }: { ticker: string; news: readonly MarketNews[] }) {
  const color = useValueColor();
  if (news.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        No market-moving news for {ticker} today.
      </Typography>
    );
  }
  const newest = [...news].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
  return (
    <Box component="ul" aria-label={`${ticker} news`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {newest.map((item) => (
        <Box
          component="li"
          key={`${item.time}-${item.kind}`}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            py: 0.5,
            fontSize: 13,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          <Box sx={{ color: 'text.secondary', width: 44 }}>{formatClockShort(item.time)}</Box>
          <Chip
            size="small"
            variant="outlined"
            color={item.kind === 'earnings' ? 'warning' : 'default'}
            label={KIND_LABELS[item.kind]}
            sx={{ height: 20, fontSize: 11 }}
          />
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ fontWeight: 700, color: color(item.movePercent) }}>{formatPercent(item.movePercent)}</Box>
        </Box>
      ))}
    </Box>
  );
}
