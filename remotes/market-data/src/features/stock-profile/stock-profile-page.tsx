import { LoadError, PageHeader } from '@flowdeck/ui-kit';
import { Box, Stack } from '@mui/material';
import { type ReactNode, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type CompanyProfileResponse, isNotFoundError, useCompanyProfile } from '../../api/get-company-profile';
import { DEFAULT_SYMBOL, STOCK_PROFILE_PATH, SYMBOL_PARAM, pageTitle } from '../../paths';
import { CompanyCard } from './components/company-card';
import { DisclosuresPanel } from './components/disclosures-panel';
import { KeyStats } from './components/key-stats';
import { PriceChart } from './components/price-chart';
import { ProfileSkeleton } from './components/profile-skeleton';
import { QuoteHeader } from './components/quote-header';
import { SymbolSearch } from '../../components/symbol-search';
import { TickerNews } from '../../components/ticker-news';
import { UnknownSymbol } from '../../components/unknown-symbol';

/** The ticker in the URL, upper-cased; the default when there is none. */
export function symbolFromParams(params: URLSearchParams): string {
  const raw = params.get(SYMBOL_PARAM)?.trim().toUpperCase();
  return raw || DEFAULT_SYMBOL;
}

export default function StockProfilePage() {
  const [params, setParams] = useSearchParams();
  const symbol = symbolFromParams(params);
  const profile = useCompanyProfile(symbol);

  const selectSymbol = useCallback(
    (next: string) =>
      setParams((previous) => {
        const updated = new URLSearchParams(previous);
        updated.set(SYMBOL_PARAM, next.toUpperCase());
        return updated;
      }),
    [setParams],
  );

  let body: ReactNode;
  if (profile.isPending) body = <ProfileSkeleton symbol={symbol} />;
  else if (profile.isError)
    body = isNotFoundError(profile.error) ? (
      <UnknownSymbol symbol={symbol} onSelect={selectSymbol} />
    ) : (
      <LoadError
        message={`Could not load ${symbol}: ${profile.error.message}`}
        onRetry={() => void profile.refetch()}
      />
    );
  else body = <Profile data={profile.data} />;

  return (
    <>
      <PageHeader
        title={pageTitle(STOCK_PROFILE_PATH)}
        subtitle="Quote, key statistics, daily chart and company facts"
        simulated
        actions={<SymbolSearch onSelect={selectSymbol} />}
      />
      {body}
    </>
  );
}

function Profile({ data }: { data: CompanyProfileResponse }) {
  return (
    <Stack spacing={2}>
      <QuoteHeader profile={data.profile} quote={data.quote} />
      <KeyStats profile={data.profile} quote={data.quote} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <PriceChart bars={data.bars} />
        <CompanyCard profile={data.profile} />
      </Box>
      <TickerNews ticker={data.profile.symbol} />
      <DisclosuresPanel symbol={data.profile.symbol} />
    </Stack>
  );
}
