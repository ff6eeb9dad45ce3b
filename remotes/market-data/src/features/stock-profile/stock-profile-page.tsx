import { PageHeader } from '@flowdeck/ui-kit';
import { Box, Stack } from '@mui/material';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type CompanyProfileResponse, isNotFoundError, useCompanyProfile } from '../../api/get-company-profile';
import { formatAsOf } from '../../format';
import { DEFAULT_SYMBOL, STOCK_PROFILE_PATH, SYMBOL_PARAM, pageTitle } from '../../paths';
import { CompanyCard } from './components/company-card';
import { DisclosuresPanel } from './components/disclosures-panel';
import { KeyStats } from './components/key-stats';
import { PriceChart } from './components/price-chart';
import { ProfileSkeleton } from './components/profile-skeleton';
import { QuoteHeader } from './components/quote-header';
import { StaleNotice } from '../../components/stale-notice';
import { SymbolSearch } from '../../components/symbol-search';
import { TickerNews } from '../../components/ticker-news';
import { TickerPageBody } from '../../components/ticker-page-body';
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

  const body = (
    <TickerPageBody
      query={profile}
      data={profile.data}
      pending={<ProfileSkeleton symbol={symbol} />}
      unknown={(error) => (isNotFoundError(error) ? <UnknownSymbol symbol={symbol} onSelect={selectSymbol} /> : null)}
      loadErrorMessage={(error) => `Could not load ${symbol}: ${error.message}`}
      stale={(shown, error) => {
        // A quote is from a session's close (a date) or a moment of the session; a profile may have none.
        const asOf = shown.quote?.asOf ?? '';
        return (
          <StaleNotice message={error.message} asOf={asOf} onRetry={() => void profile.refetch()}>
            {`Could not refresh: ${error.message}.${asOf ? ` Showing the quote as of ${formatAsOf(asOf)}.` : ''}`}
          </StaleNotice>
        );
      }}
    >
      {(shown) => <Profile data={shown} />}
    </TickerPageBody>
  );

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
