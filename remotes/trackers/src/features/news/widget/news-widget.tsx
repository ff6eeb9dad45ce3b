import type { NewsItem } from '@flowdeck/api-types';
import type { WidgetProps } from '@flowdeck/contract';
import { useApi } from '@flowdeck/host-sdk';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { WidgetError, WidgetList, WidgetMessage, WidgetRoot, WidgetSkeleton } from '../../../components/widget-parts';
import { getNews, NEWS_QUERY_KEY } from '../api/get-news';
import { SENTIMENT_LABELS, TONE } from '../components/news-card';
import { EMPTY_NEWS_FILTER, newsTime, pathTicker, type NewsFilter } from '../news-filter';
import { NEWS_SYMBOL_SETTING, NEWS_WIDGET_TITLE } from './title';

/** Headlines are read again this often (a card does not hold the page's live feed). */
export const NEWS_WIDGET_REFRESH_MS = 60_000;

const edgeColor = (item: NewsItem) => (item.sentiment === 'neutral' ? 'grey.400' : `${TONE[item.sentiment]}.main`);

function Headline({ item, onTicker }: { item: NewsItem; onTicker: (ticker: string) => void }) {
  const sentiment = SENTIMENT_LABELS[item.sentiment];
  return (
    <Box
      component="li"
      aria-label={item.title}
      sx={{
        px: 1.5,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        borderLeft: 3,
        borderLeftColor: edgeColor(item),
        minWidth: 0,
      }}
    >
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box
          role="img"
          aria-label={`Sentiment: ${sentiment}`}
          title={sentiment}
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: edgeColor(item), flexShrink: 0 }}
        />
        <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
          <time dateTime={item.publishedAt}>{newsTime(item.publishedAt)}</time> · {item.source}
        </Typography>
        {item.major ? (
          <Typography variant="caption" sx={{ color: 'warning.main', fontWeight: 700, flexShrink: 0 }}>
            Major
          </Typography>
        ) : null}
      </Stack>
      <Typography
        variant="body2"
        sx={{
          fontWeight: 600,
          lineHeight: 1.35,
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
        title={item.title}
      >
        {item.link ? (
          <Link href={item.link} target="_blank" rel="noopener noreferrer" underline="hover" color="inherit">
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </Typography>
      {item.tickers.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          {item.tickers.map((ticker) => (
            <Chip
              key={ticker}
              size="small"
              label={ticker}
              clickable
              onClick={() => onTicker(ticker)}
              aria-label={`Follow ${ticker} news`}
              sx={{ fontWeight: 700, height: 20, fontSize: 11 }}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The latest headlines, for every ticker or the followed one; picking a ticker follows it (and its link group). */
export default function NewsWidget({ settings, setSetting }: WidgetProps) {
  const symbol = settings[NEWS_SYMBOL_SETTING] ?? '';
  const api = useApi();
  const filter = useMemo<NewsFilter>(() => ({ ...EMPTY_NEWS_FILTER, ticker: symbol || null }), [symbol]);
  const news = useQuery({
    queryKey: [...NEWS_QUERY_KEY, 'widget', pathTicker(filter)],
    queryFn: ({ signal }) => getNews(api, filter, null, null, signal),
    refetchInterval: NEWS_WIDGET_REFRESH_MS,
  });
  const follow = (ticker: string) => setSetting(NEWS_SYMBOL_SETTING, ticker);

  return (
    <WidgetRoot label={NEWS_WIDGET_TITLE}>
      {symbol ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1.5, py: 0.5, minWidth: 0 }}
        >
          <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
            Headlines naming <strong>{symbol}</strong>
          </Typography>
          <Button size="small" onClick={() => setSetting(NEWS_SYMBOL_SETTING, '')} sx={{ flexShrink: 0 }}>
            All news
          </Button>
        </Stack>
      ) : null}
      {news.isPending ? (
        <WidgetSkeleton label="Loading headlines" />
      ) : news.isError ? (
        <WidgetError message="The headlines could not be loaded." onRetry={() => void news.refetch()} />
      ) : news.data.items.length === 0 ? (
        <WidgetMessage>
          {symbol
            ? `No headline names ${symbol} yet: new ones appear here as they cross the wire.`
            : 'No headlines yet: no feed is configured and the simulator has not released news in the last sessions.'}
        </WidgetMessage>
      ) : (
        <WidgetList label="Headlines">
          {news.data.items.map((item) => (
            <Headline key={item.id} item={item} onTicker={follow} />
          ))}
        </WidgetList>
      )}
    </WidgetRoot>
  );
}
