import type { NewsSentiment } from '@flowdeck/api-types';
import { NEWS_SOCKET_EVENTS } from '@flowdeck/endpoints/news';
import { LoadError, useLiveArrivals } from '@flowdeck/ui-kit';
import { useCallback } from 'react';
import { Box, Chip, Link, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { type NewsItem, TICKER_NEWS_LIMIT, TICKER_NEWS_REFETCH_MS, useTickerNews } from '../api/get-ticker-news';
import { formatDayClock } from '../lib/market-format';
import { tickerNewsUrl } from '../paths';
import { Panel } from './panel';

export const TICKER_NEWS_LABEL = 'News';

const SENTIMENT: Readonly<Record<NewsSentiment, { label: string; color: 'success' | 'error' | 'default' }>> = {
  positive: { label: 'Positive', color: 'success' },
  negative: { label: 'Negative', color: 'error' },
  neutral: { label: 'Neutral', color: 'default' },
};

/** The newest `limit` headlines of the loaded list and those pushed since, each once. */
export function latestHeadlines(loaded: readonly NewsItem[], pushed: readonly NewsItem[], limit: number): NewsItem[] {
  const byId = new Map<string, NewsItem>();
  for (const item of [...pushed, ...loaded]) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt)).slice(0, limit);
}

/**
 * The ticker's latest headlines (from the feeds and the simulator), with sentiment and the major mark, and a
 * link to every headline for the ticker on the News page. New headlines naming the ticker are pushed over the
 * host's socket as they arrive; without it (or refused) the list is fetched again every minute.
 */
export function TickerNews({ ticker }: { ticker: string }) {
  const news = useTickerNews(ticker);
  const names = useCallback((item: NewsItem) => item.tickers.includes(ticker), [ticker]);
  const { fresh, status } = useLiveArrivals<NewsItem>(NEWS_SOCKET_EVENTS, ticker, names, TICKER_NEWS_LIMIT);
  const live = status === 'live';
  let body;
  if (news.isPending) {
    body = (
      <Stack role="status" aria-label={`Loading ${ticker} news`} spacing={1} sx={{ py: 1 }}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="text" />
        ))}
      </Stack>
    );
  } else if (news.isError) {
    body = <LoadError message={`The ${ticker} headlines could not be loaded.`} onRetry={() => void news.refetch()} />;
  } else if (news.data.items.length === 0 && fresh.length === 0) {
    body = (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        No headline names {ticker} yet: none of the configured feeds has mentioned it and the simulator has not released
        news about it. New headlines appear here {live ? 'as they arrive' : 'within a minute of arriving'}.
      </Typography>
    );
  } else {
    body = (
      <Box component="ul" aria-label={`${ticker} headlines`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {latestHeadlines(news.data.items, fresh, TICKER_NEWS_LIMIT).map((item) => (
          <Headline key={item.id} item={item} />
        ))}
      </Box>
    );
  }
  return (
    <Panel
      title={TICKER_NEWS_LABEL}
      subtitle={`Latest headlines naming ${ticker} · times in New York · ${live ? 'live' : `refreshed every ${TICKER_NEWS_REFETCH_MS / 1000} s`}`}
    >
      {body}
      <Box sx={{ pt: 1 }}>
        <Link component={RouterLink} to={tickerNewsUrl(ticker)} variant="body2" underline="hover">
          All news for {ticker}
        </Link>
      </Box>
    </Panel>
  );
}

function Headline({ item }: { item: NewsItem }) {
  const sentiment = SENTIMENT[item.sentiment];
  return (
    <Box
      component="li"
      aria-label={item.title}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', minWidth: 0, '&:last-of-type': { borderBottom: 0 } }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.35 }}>
        {item.link ? (
          <Link href={item.link} target="_blank" rel="noopener noreferrer" underline="hover" color="inherit">
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </Typography>
      <Stack
        direction="row"
        spacing={0.75}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5, minWidth: 0 }}
      >
        {item.major ? <Chip size="small" color="warning" label="Major" sx={{ height: 20, fontSize: 11 }} /> : null}
        <Chip
          size="small"
          variant="outlined"
          color={sentiment.color}
          label={sentiment.label}
          aria-label={`Sentiment: ${sentiment.label}`}
          sx={{ height: 20, fontSize: 11 }}
        />
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          <time dateTime={item.publishedAt}>{formatDayClock(item.publishedAt)}</time> · {item.source}
        </Typography>
      </Stack>
    </Box>
  );
}
