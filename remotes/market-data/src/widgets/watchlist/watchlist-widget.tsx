import type { WidgetProps } from '@flowdeck/contract';
import { useApi } from '@flowdeck/host-sdk';
import { formatPercent, formatPrice } from '@flowdeck/ui-kit';
import { Button, Link, Skeleton, Typography } from '@mui/material';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { type CompanyProfileResponse, companyProfileQueryOptions } from '../../api/get-company-profile';
import { useMarketSession } from '../../hooks/use-market-session';
import {
  type WidgetColumn,
  WidgetEmpty,
  WidgetError,
  WidgetRoot,
  WidgetSkeleton,
  WidgetTable,
} from '../../components/widget-kit';
import { orDash } from '../../format';
import { useValueColor } from '../../hooks/use-value-color';
import { WIDGET_TITLES } from '../../lib/widget-titles';
import { useWatchlist } from './get-watchlist';
import { WATCHLIST_DEFAULT_SYMBOL, WATCHLIST_SYMBOL_SETTING } from './watchlist-settings';

const TITLE = WIDGET_TITLES.watchlist;
export const WATCHLIST_EMPTY = 'Your watchlist is empty: add tickers to it on the Dashboard to follow them here.';
export const WATCHLIST_GUEST = 'Sign in to keep a watchlist: its tickers are listed here.';

interface Row {
  symbol: string;
  result: UseQueryResult<CompanyProfileResponse>;
}

/**
 * The user's watchlist (their dashboard settings) with each ticker's last price and move, one
 * company-profile query per row so each row fills in as it arrives. Read-only: picking a row sets the
 * widget's symbol, which every widget linked to it follows; the picked row is highlighted.
 */
export default function WatchlistWidget({ settings, setSetting }: WidgetProps) {
  const api = useApi();
  const colorOf = useValueColor();
  const watchlist = useWatchlist();
  const tickers = watchlist.data ?? [];
  // The session the dashboard's link picks (`?session=`), as the market overview shows it.
  const session = useMarketSession();
  const picked = session.live || session.invalid ? undefined : session.param;
  const results = useQueries({ queries: tickers.map((symbol) => companyProfileQueryOptions(api, symbol, picked)) });
  const current = settings[WATCHLIST_SYMBOL_SETTING] ?? WATCHLIST_DEFAULT_SYMBOL;
  const pick = (symbol: string) => setSetting(WATCHLIST_SYMBOL_SETTING, symbol);

  const columns: WidgetColumn<Row>[] = [
    {
      key: 'symbol',
      label: 'Symbol',
      render: ({ symbol, result }) => (
        <Link
          component="button"
          type="button"
          underline="hover"
          color="inherit"
          aria-pressed={symbol === current}
          title={result.data?.profile.name}
          onClick={(event) => {
            event.stopPropagation();
            pick(symbol);
          }}
          sx={{ fontWeight: 700, fontSize: 'inherit' }}
        >
          {symbol}
        </Link>
      ),
    },
    {
      key: 'last',
      label: 'Last',
      align: 'right',
      render: ({ result }) =>
        result.isPending ? (
          <Skeleton />
        ) : result.isError ? (
          <Typography component="span" variant="caption" color="text.secondary">
            Not loaded
          </Typography>
        ) : (
          orDash(result.data.quote?.last, formatPrice)
        ),
    },
    {
      key: 'change',
      label: 'Chg %',
      title: 'Change on the day',
      align: 'right',
      render: ({ result }) => {
        if (result.isPending) return <Skeleton />;
        if (result.isError)
          return (
            <Button
              size="small"
              sx={{ minWidth: 0, p: 0 }}
              onClick={(event) => {
                event.stopPropagation();
                void result.refetch();
              }}
            >
              Retry
            </Button>
          );
        const change = result.data.quote?.changePercent ?? null;
        return (
          <Typography component="span" sx={{ fontSize: 'inherit', fontWeight: 600, color: colorOf(change ?? 0) }}>
            {orDash(change, (v) => formatPercent(v))}
          </Typography>
        );
      },
    },
  ];

  let body;
  if (!watchlist.signedIn) body = <WidgetEmpty>{WATCHLIST_GUEST}</WidgetEmpty>;
  else if (watchlist.isPending) body = <WidgetSkeleton label={`Loading ${TITLE.toLowerCase()}`} />;
  else if (watchlist.isError)
    body = (
      <WidgetError
        message={`Could not load your watchlist: ${watchlist.error.message}`}
        onRetry={() => void watchlist.refetch()}
      />
    );
  else if (tickers.length === 0) body = <WidgetEmpty>{WATCHLIST_EMPTY}</WidgetEmpty>;
  else
    body = (
      <WidgetTable
        label={TITLE}
        columns={columns}
        rows={tickers.flatMap((symbol, i): Row[] => {
          const result = results[i];
          return result ? [{ symbol, result }] : [];
        })}
        rowKey={(row) => row.symbol}
        onRowClick={(row) => pick(row.symbol)}
        isSelected={(row) => row.symbol === current}
      />
    );

  return <WidgetRoot label={TITLE}>{body}</WidgetRoot>;
}
