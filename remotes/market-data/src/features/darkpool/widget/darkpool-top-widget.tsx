import type { DarkPoolTicker } from '@flowdeck/api-types';
import type { WidgetProps } from '@flowdeck/contract';
import { formatUsdShort } from '@flowdeck/ui-kit';
import { Box, Link, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { useMarketStatus } from '../../../api/get-market-status';
import {
  type WidgetColumn,
  WidgetEmpty,
  WidgetError,
  WidgetRoot,
  WidgetSkeleton,
  WidgetTable,
} from '../../../components/widget-kit';
import { NO_FILTERS } from '../../../lib/dark-pool-data';
import { formatShare } from '../../../lib/market-format';
import { noneThisSession } from '../../../lib/session-empty';
import { WIDGET_TITLES } from '../../../lib/widget-titles';
import { ALL_TICKERS, DARKPOOL_PATH, symbolUrl } from '../../../paths';
import { useDarkPool } from '../api/get-dark-pool';

const TITLE = WIDGET_TITLES['darkpool-top'];
export const TOP_TICKERS_TABLE_LABEL = 'Tickers by dark-pool notional';
/** Tickers listed: the leaders, a card's worth. */
export const DARKPOOL_TOP_ROWS = 15;
/** Without the live feed, the ranking is read again on the page's offline pace. */
const NOT_LIVE = () => false;

/**
 * Dark pool leaders: the ranking by notional that the Darkpool page shows for every ticker (the first
 * page's session summary of GET darkpool/all), each ticker a link to its own feed.
 */
export default function DarkpoolTopWidget(_props: WidgetProps) {
  const theme = useTheme();
  const trading = useMarketStatus().data?.open === true;
  const query = useDarkPool(ALL_TICKERS, NO_FILTERS, NOT_LIVE);
  const summary = query.data?.pages[0]?.summary ?? null;
  const tickers = (summary?.topTickers ?? []).slice(0, DARKPOOL_TOP_ROWS);
  const leader = tickers[0]?.notional ?? 0;
  const bar = alpha(theme.palette.primary.main, 0.8);

  const columns: WidgetColumn<DarkPoolTicker>[] = [
    {
      key: 'ticker',
      label: 'Ticker',
      render: (row) => (
        <Link
          component={RouterLink}
          to={symbolUrl(DARKPOOL_PATH, row.ticker)}
          underline="hover"
          sx={{ fontWeight: 700, color: 'text.primary' }}
        >
          {row.ticker}
        </Link>
      ),
    },
    {
      key: 'notional',
      label: 'Notional',
      align: 'right',
      width: '45%',
      render: (row) => (
        <>
          {formatUsdShort(row.notional)}
          {/* Notional against the leader, as a thin bar under the figure (as the page draws it). */}
          <Box aria-hidden sx={{ height: 3, mt: 0.25, borderRadius: 2, bgcolor: 'action.hover' }}>
            <Box
              sx={{
                width: `${leader > 0 ? (row.notional / leader) * 100 : 0}%`,
                height: '100%',
                borderRadius: 2,
                bgcolor: bar,
              }}
            />
          </Box>
        </>
      ),
    },
    {
      key: 'share',
      label: 'Share',
      title: 'Share of the session’s dark-pool notional',
      align: 'right',
      width: 56,
      render: (row) => (summary && summary.notional > 0 ? formatShare(row.notional / summary.notional) : '–'),
    },
  ];

  let body;
  if (query.isPending) body = <WidgetSkeleton label="Loading dark-pool leaders" />;
  else if (query.isError && !query.data)
    body = (
      <WidgetError
        message={`Could not load the dark pool: ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    );
  else if (tickers.length === 0) body = <WidgetEmpty>{noneThisSession('dark-pool prints', trading)}</WidgetEmpty>;
  else
    body = (
      <>
        {summary ? (
          <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ px: 1, pt: 0.5 }}>
            {formatUsdShort(summary.notional)} across {summary.prints.toLocaleString('en-US')} prints this session
          </Typography>
        ) : null}
        <WidgetTable label={TOP_TICKERS_TABLE_LABEL} columns={columns} rows={tickers} rowKey={(row) => row.ticker} />
      </>
    );
  return <WidgetRoot label={TITLE}>{body}</WidgetRoot>;
}
