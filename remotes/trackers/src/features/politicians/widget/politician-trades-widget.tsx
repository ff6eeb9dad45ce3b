import type { WidgetProps } from '@flowdeck/contract';
import { formatMonthDay } from '@flowdeck/ui-kit';
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
import { usePoliticianTrades } from '../api/get-politician-trades';
import type { TradeQuery } from '../api/types';
import { DEFAULT_ORDER, DEFAULT_PAGE_SIZE, DEFAULT_SORT, PARTY_COLORS, PARTY_LABELS, TRADE_SIDES } from '../constants';
import { formatAmountRange } from '../format';
import { POLITICIAN_TRADES_TITLE } from './title';

/** The page's unfiltered first page: newest disclosure first. */
const LATEST: TradeQuery = { sort: DEFAULT_SORT, order: DEFAULT_ORDER, page: 1, pageSize: DEFAULT_PAGE_SIZE };

const SIDE_COLORS = { buy: 'success.main', sell: 'error.main', exchange: 'text.secondary' } as const;

/** The latest disclosed trades: ticker, politician and side, then amount bracket, party and disclosure date. */
export default function PoliticianTradesWidget(_props: WidgetProps) {
  const trades = usePoliticianTrades(LATEST);
  return (
    <WidgetRoot label={POLITICIAN_TRADES_TITLE}>
      {trades.isPending ? (
        <WidgetSkeleton label="Loading politician trades" />
      ) : trades.isError ? (
        <WidgetError message="The politician trades could not be loaded." onRetry={() => void trades.refetch()} />
      ) : trades.data.items.length === 0 ? (
        <WidgetMessage>
          No congressional trade has been disclosed yet: new ones appear here as their periodic transaction reports are
          filed.
        </WidgetMessage>
      ) : (
        <WidgetList label="Latest politician trades">
          {trades.data.items.map((trade) => {
            const { side, label } = TRADE_SIDES[trade.type] ?? { side: 'exchange', label: trade.type };
            return (
              <WidgetRow
                key={trade.id}
                accent={SIDE_COLORS[side]}
                title={
                  <>
                    <WidgetTicker ticker={trade.ticker || null} />
                    <span title={trade.politician}>{trade.politician}</span>
                  </>
                }
                titleEnd={
                  <Box component="span" sx={{ fontWeight: 600, color: SIDE_COLORS[side] }}>
                    {label}
                  </Box>
                }
                detail={
                  <>
                    {formatAmountRange(trade.amountMin, trade.amountMax)} ·{' '}
                    <Box
                      component="span"
                      title={`${PARTY_LABELS[trade.party]} · ${trade.chamber}`}
                      sx={{ color: PARTY_COLORS[trade.party], fontWeight: 600 }}
                    >
                      {trade.party}
                    </Box>{' '}
                    {trade.chamber}
                  </>
                }
                detailEnd={
                  <time
                    dateTime={trade.disclosureDate}
                    title={`Traded ${formatMonthDay(trade.transactionDate)}, disclosed ${formatMonthDay(trade.disclosureDate)}`}
                  >
                    {formatMonthDay(trade.disclosureDate)}
                  </time>
                }
              />
            );
          })}
        </WidgetList>
      )}
    </WidgetRoot>
  );
}
