import { OPEN_MARKET_BUY } from '@flowdeck/endpoints/insiders';
import type { WidgetProps } from '@flowdeck/contract';
import { formatMonthDay, formatUsd } from '@flowdeck/ui-kit';
import { Box } from '@mui/material';
import {
  WidgetError,
  WidgetList,
  WidgetMessage,
  WidgetRoot,
  WidgetRow,
  WidgetSkeleton,
  WidgetTicker,
} from '../../../components/widget-parts';
import { useInsiderTrades } from '../api/get-insider-trades';
import type { InsiderQuery } from '../api/types';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { INSIDER_BUYS_TITLE } from './title';

/** The page's "Purchase" code filter, newest filing first (the page's default order). */
const PURCHASES: InsiderQuery = {
  codes: [OPEN_MARKET_BUY],
  sort: 'filingDate',
  order: 'desc',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** Whole dollars below this, then $1.23M. */
const WHOLE_BELOW = 10_000;

/** The latest open-market purchases: ticker and value, then insider, role and filing date. */
export default function InsiderBuysWidget(_props: WidgetProps) {
  const trades = useInsiderTrades(PURCHASES);
  return (
    <WidgetRoot label={INSIDER_BUYS_TITLE}>
      {trades.isPending ? (
        <WidgetSkeleton label="Loading insider purchases" />
      ) : trades.isError ? (
        <WidgetError message="The insider purchases could not be loaded." onRetry={() => void trades.refetch()} />
      ) : trades.data.items.length === 0 ? (
        <WidgetMessage>
          No open-market insider purchases are on file yet: new ones appear here as their Form 4 filings arrive.
        </WidgetMessage>
      ) : (
        <WidgetList label="Latest insider purchases">
          {trades.data.items.map((trade) => (
            <WidgetRow
              key={trade.id}
              accent="success.main"
              title={
                <>
                  <WidgetTicker ticker={trade.ticker} />
                  <Box component="span" sx={{ color: 'text.secondary' }} title={trade.company}>
                    {trade.company}
                  </Box>
                </>
              }
              titleEnd={
                <Box component="span" sx={{ fontWeight: 600, color: 'success.main' }}>
                  {trade.value === 0 ? '—' : formatUsd(trade.value, { wholeBelow: WHOLE_BELOW })}
                </Box>
              }
              detail={
                <span title={`${trade.insider} · ${trade.title}`}>
                  {trade.insider} · {trade.title}
                </span>
              }
              detailEnd={
                <time dateTime={trade.filingDate} title={`Traded ${formatMonthDay(trade.tradeDate)}`}>
                  {formatMonthDay(trade.filingDate)}
                </time>
              }
            />
          ))}
        </WidgetList>
      )}
    </WidgetRoot>
  );
}
