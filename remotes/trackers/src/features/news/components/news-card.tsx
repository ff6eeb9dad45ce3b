import type { NewsItem, NewsSentiment } from '@flowdeck/api-types';
import { NAV_PATHS, symbolUrl } from '@flowdeck/contract';
import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { newsTime } from '../news-filter';

/** The page's colour of each sentiment (chips and the left edge). */
export const TONE: Readonly<Record<NewsSentiment, 'success' | 'error' | 'default'>> = {
  positive: 'success',
  negative: 'error',
  neutral: 'default',
};
export const SENTIMENT_LABELS: Readonly<Record<NewsSentiment, string>> = {
  positive: 'Positive',
  negative: 'Negative',
  neutral: 'Neutral',
};

/** One headline: ticker chips, sentiment, major mark, source and time. */
export function NewsCard({ item, fresh }: { item: NewsItem; fresh: boolean }) {
  const border = item.sentiment === 'neutral' ? 'grey.400' : `${TONE[item.sentiment]}.main`;
  return (
    <Paper
      component="article"
      aria-label={item.title}
      variant="outlined"
      sx={{ p: 1.5, borderLeft: 4, borderLeftColor: border, minWidth: 0 }}
    >
      <Stack spacing={0.75} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          {fresh ? <Chip size="small" color="primary" label="New" /> : null}
          {item.major ? <Chip size="small" color="warning" label="Major" /> : null}
          <Chip
            size="small"
            variant="outlined"
            color={TONE[item.sentiment]}
            label={SENTIMENT_LABELS[item.sentiment]}
            aria-label={`Sentiment: ${SENTIMENT_LABELS[item.sentiment]}`}
          />
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <time dateTime={item.publishedAt}>{newsTime(item.publishedAt)}</time> · {item.source}
          </Typography>
        </Stack>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.35 }}
        >
          {item.link ? (
            <Link href={item.link} target="_blank" rel="noopener noreferrer" underline="hover" color="inherit">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </Typography>
        {item.summary ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {item.summary}
          </Typography>
        ) : null}
        {item.tickers.length > 0 || item.movePercent !== null ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
            {item.tickers.map((ticker) => (
              <Chip
                key={ticker}
                size="small"
                label={ticker}
                clickable
                component={RouterLink}
                to={symbolUrl(NAV_PATHS.stockProfile, ticker)}
                aria-label={`${ticker} stock profile`}
                sx={{ fontWeight: 700 }}
              />
            ))}
            {item.movePercent !== null ? (
              <Typography
                variant="caption"
                sx={{ color: item.movePercent >= 0 ? 'success.main' : 'error.main', fontWeight: 600 }}
              >
                {item.movePercent >= 0 ? '+' : ''}
                {item.movePercent.toFixed(1)}% move
              </Typography>
            ) : null}
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
