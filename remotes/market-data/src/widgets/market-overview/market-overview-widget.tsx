import type { WidgetProps } from '@flowdeck/contract';
import { useApi } from '@flowdeck/host-sdk';
import { Box } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { companyProfileQueryOptions } from '../../api/get-company-profile';
import { IndexCard } from '../../components/index-card';
import { SessionBar } from '../../components/session-bar';
import { useMarketSession } from '../../hooks/use-market-session';
import { WidgetRoot } from '../../components/widget-kit';
import { INDEX_SYMBOLS } from '../../lib/index-symbols';
import { WIDGET_TITLES } from '../../lib/widget-titles';

/** Narrowest card before the grid drops a column: two fit in a 3-column (≈250 px) widget. */
const CARD_MIN_WIDTH = 112;

/**
 * Market overview: one card per index ETF, each loading (and failing, with Retry) on its own, from the
 * same company-profile query the home page and stock profile use (one cache entry per ticker).
 */
export default function MarketOverviewWidget(_props: WidgetProps) {
  const api = useApi();
  // The dashboard's session: the latest, or the one its link picks (`?session=`), with the banner saying so.
  const session = useMarketSession();
  const picked = session.live || session.invalid ? undefined : session.param;
  const results = useQueries({
    queries: INDEX_SYMBOLS.map((symbol) => companyProfileQueryOptions(api, symbol, picked)),
  });
  return (
    <WidgetRoot label={WIDGET_TITLES['market-overview']}>
      <Box sx={{ px: 0.5, pt: 0.5 }}>
        <SessionBar session={session} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          p: 0.5,
          gridTemplateColumns: `repeat(auto-fill, minmax(min(${CARD_MIN_WIDTH}px, 100%), 1fr))`,
        }}
      >
        {INDEX_SYMBOLS.map((symbol, i) => {
          const result = results[i];
          return result ? <IndexCard key={symbol} symbol={symbol} result={result} compact /> : null;
        })}
      </Box>
    </WidgetRoot>
  );
}
