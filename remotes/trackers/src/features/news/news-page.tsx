import type { NewsItem } from '@flowdeck/api-types';
import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { NEWS_SOCKET_EVENTS } from '@flowdeck/endpoints/news';
import { LoadError, Loading, PageHeader, PanelSection, STREAM_STATUS_LABELS, useLiveArrivals } from '@flowdeck/ui-kit';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNews } from './api/get-news';
import { NewsCard } from './components/news-card';
import { NewsFilters } from './components/news-filters';
import { useWatchlist } from '../../lib/watchlist';
import {
  EMPTY_NEWS_FILTER,
  matchesNewsFilter,
  mergeNews,
  newsParams,
  pathTicker,
  readNewsFilter,
  writeNewsFilter,
  type NewsFilter,
} from './news-filter';

const SUBTITLE =
  'Headlines as they cross the wire, tagged with the tickers they name and scored positive, negative or neutral by a finance lexicon; major ones marked.';
/** Live arrivals kept on top of the loaded pages. */
const SHOWN_ARRIVALS = 200;

const isFiltered = (filter: NewsFilter) => JSON.stringify(filter) !== JSON.stringify(EMPTY_NEWS_FILTER);

/** News: the live feed of headlines with ticker chips, sentiment, source and time, filtered as the subscriber chooses. */
export default function NewsPage() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readNewsFilter(params), [params]);
  const list = useWatchlist(filter.watchlistOnly);
  const watchlist = filter.watchlistOnly ? (list.data ?? null) : null;
  const emptyWatchlist = watchlist !== null && watchlist.length === 0;
  const filterKey = JSON.stringify([pathTicker(filter), newsParams(filter, watchlist)]);
  const news = useNews(filter, watchlist, !filter.watchlistOnly || (watchlist !== null && !emptyWatchlist));
  const keep = useCallback((item: NewsItem) => matchesNewsFilter(item, filter, watchlist), [filter, watchlist]);
  const { fresh, status } = useLiveArrivals(NEWS_SOCKET_EVENTS, filterKey, keep, SHOWN_ARRIVALS);

  const pages = news.data?.pages ?? [];
  const listed = pages.flatMap((p) => p.items);
  const items = mergeNews(listed, fresh, listed.length + fresh.length);
  const freshIds = new Set(fresh.map((i) => i.id));
  const first = pages[0];
  const setFilter = useCallback(
    (next: NewsFilter) => setParams(() => writeNewsFilter(next), { replace: true }),
    [setParams],
  );

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader
        title={specNavTitle(NAV_PATHS.news)}
        simulated={first?.simulated ?? false}
        subtitle={SUBTITLE}
        actions={
          <Box>
            <Chip size="small" color={status === 'live' ? 'success' : 'default'} label={STREAM_STATUS_LABELS[status]} />
          </Box>
        }
      />
      <Stack spacing={2}>
        <PanelSection title="Filters" label="News filters" subtitle="Headlines that pass every condition set here.">
          <NewsFilters filter={filter} sources={first?.sources ?? []} onChange={setFilter} />
        </PanelSection>
        <PanelSection
          title="Headlines"
          label="Headlines"
          subtitle="Newest first; new headlines appear on top as they arrive (times in New York)."
          updating={news.isFetching && !news.isPending && !news.isFetchingNextPage}
        >
          {filter.watchlistOnly && list.isError ? (
            <LoadError message="Your watchlist could not be loaded." onRetry={() => void list.refetch()} />
          ) : emptyWatchlist ? (
            <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
              Your watchlist is empty: add tickers to it on the Dashboard to see only their headlines.
            </Typography>
          ) : news.isPending ? (
            <Loading label="Loading headlines…" />
          ) : news.isError ? (
            <LoadError message="The headlines could not be loaded." onRetry={() => void news.refetch()} />
          ) : items.length === 0 ? (
            <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
              {isFiltered(filter)
                ? 'No headline passes these filters. Loosen them, or wait: new headlines that pass will appear here as they arrive.'
                : 'No headlines yet: no feed is configured and the simulator has not released news in the last sessions. New ones will appear here as they arrive.'}
            </Typography>
          ) : (
            <Stack spacing={1}>
              <Stack spacing={1} role="feed" aria-label="Headlines" aria-busy={news.isFetching}>
                {items.map((item) => (
                  <NewsCard key={item.id} item={item} fresh={freshIds.has(item.id)} />
                ))}
              </Stack>
              {news.hasNextPage ? (
                <Box sx={{ textAlign: 'center' }}>
                  <Button
                    variant="outlined"
                    onClick={() => void news.fetchNextPage()}
                    disabled={news.isFetchingNextPage}
                  >
                    {news.isFetchingNextPage ? 'Loading…' : 'Load older headlines'}
                  </Button>
                </Box>
              ) : (
                <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                  That is every headline that passes the filters.
                </Typography>
              )}
            </Stack>
          )}
        </PanelSection>
      </Stack>
    </Box>
  );
}
