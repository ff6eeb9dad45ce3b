import { StatCard, abbreviate, formatPrice } from '@flowdeck/ui-kit';
import { Box } from '@mui/material';
import type { CompanyProfile, Quote } from '../../../api/get-company-profile';
import { NO_VALUE, formatMarketCap, formatRelativeVolume, orDash } from '../../../format';
import { RangeBar } from './range-bar';

/** Words such as "Semiconductors" do not fit half a phone's width. */
const WIDE_ON_PHONES = { gridColumn: { xs: 'span 2', md: 'auto' }, overflowWrap: 'anywhere' } as const;

function floatShare({ floatShares, sharesOutstanding }: CompanyProfile): string | undefined {
  if (floatShares === null || !sharesOutstanding) return undefined;
  return `${((floatShares / sharesOutstanding) * 100).toFixed(1)}% of outstanding`;
}

/** The figures a trader checks first, in a responsive grid. Figures that do not apply show a dash. */
export function KeyStats({ profile, quote }: { profile: CompanyProfile; quote: Quote | null }) {
  return (
    <Box
      component="section"
      aria-label="Key statistics"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <StatCard
        label={profile.assetType === 'etf' ? 'Net assets' : 'Market cap'}
        value={formatMarketCap(profile.marketCap)}
      />
      <StatCard label="Float" value={orDash(profile.floatShares, abbreviate)} hint={floatShare(profile)} />
      <StatCard label="Shares outstanding" value={orDash(profile.sharesOutstanding, abbreviate)} />
      <StatCard
        label="Volume"
        value={orDash(quote?.volume, abbreviate)}
        hint={
          quote
            ? `${formatRelativeVolume(quote.volume, quote.averageVolume30d)} 30-day avg (${abbreviate(quote.averageVolume30d)})`
            : undefined
        }
      />
      <StatCard
        label="Day range"
        value={quote ? `${formatPrice(quote.low)} – ${formatPrice(quote.high)}` : NO_VALUE}
        hint={
          quote ? (
            <RangeBar low={quote.low} high={quote.high} value={quote.last} label="Last price within the day's range" />
          ) : undefined
        }
      />
      <StatCard
        label="52-week range"
        value={quote ? `${formatPrice(quote.fiftyTwoWeekLow)} – ${formatPrice(quote.fiftyTwoWeekHigh)}` : NO_VALUE}
        hint={
          quote ? (
            <RangeBar
              low={quote.fiftyTwoWeekLow}
              high={quote.fiftyTwoWeekHigh}
              value={quote.last}
              label="Last price within the 52-week range"
            />
          ) : undefined
        }
      />
      <Box sx={WIDE_ON_PHONES}>
        <StatCard label="Sector" value={profile.sector} />
      </Box>
      <Box sx={WIDE_ON_PHONES}>
        <StatCard label="Industry" value={profile.industry} />
      </Box>
    </Box>
  );
}
