import { useApi } from '@flowdeck/host-sdk';
import { PageHeader } from '@flowdeck/ui-kit';
import { Box, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type CompanyProfileResponse, companyProfileQueryOptions } from '../../api/get-company-profile';
import { formatAsOf } from '../../format';
import { HOME_PATH, pageTitle } from '../../paths';
import { SessionBar } from '../../components/session-bar';
import { useMarketSession } from '../../hooks/use-market-session';
import { IndexCard } from '../../components/index-card';
import { WatchlistMovers } from './components/watchlist-movers';
import { WatchlistTable } from './components/watchlist-table';
import { INDEX_SYMBOLS, WATCHLIST_SYMBOLS } from './market-symbols';

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
      {children}
    </Typography>
  );
}

export default function HomePage() {
  const api = useApi();
  const session = useMarketSession();
  // An earlier session picked (in the URL): every card and row shows its close.
  const picked = session.live || session.invalid ? undefined : session.param;
  // One query per ticker so each card and row appears as soon as its own data arrives.
  const indexes = useQueries({
    queries: INDEX_SYMBOLS.map((symbol) => companyProfileQueryOptions(api, symbol, picked)),
  });
  const watchlist = useQueries({
    queries: WATCHLIST_SYMBOLS.map((symbol) => companyProfileQueryOptions(api, symbol, picked)),
  });

  const loadedWatchlist = watchlist.flatMap((r): CompanyProfileResponse[] => (r.data ? [r.data] : []));
  const asOf = [...indexes, ...watchlist].find((r) => r.data?.quote)?.data?.quote?.asOf;

  return (
    <>
      <PageHeader
        title={pageTitle(HOME_PATH)}
        subtitle={
          asOf ? `Index ETFs and mega-cap watchlist · as of ${formatAsOf(asOf)}` : 'Index ETFs and mega-cap watchlist'
        }
        simulated
      />
      <SessionBar session={session} />
      <Box component="section" aria-label="Market overview" sx={{ mb: 4 }}>
        <SectionTitle>Market overview</SectionTitle>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {INDEX_SYMBOLS.map((symbol, i) => {
            const result = indexes[i];
            return result ? <IndexCard key={symbol} symbol={symbol} result={result} /> : null;
          })}
        </Box>
      </Box>
      <Box component="section" aria-label="Watchlist">
        <SectionTitle>Watchlist</SectionTitle>
        <WatchlistMovers loaded={loadedWatchlist} />
        <WatchlistTable
          rows={WATCHLIST_SYMBOLS.flatMap((symbol, i) => {
            const result = watchlist[i];
            return result ? [{ symbol, result }] : [];
          })}
        />
      </Box>
    </>
  );
}
