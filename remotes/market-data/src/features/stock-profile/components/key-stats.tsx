import { StatCard, abbreviate, formatPrice } from '@flowdeck/ui-kit';
import { Box } from '@mui/material';
import type { CompanyProfile, Quote } from '../../../api/get-company-profile';
import { formatMarketCap, formatRelativeVolume } from '../../../format';
import { RangeBar } from './range-bar';

/** Words such as "Semiconductors" do not fit half a phone's width. */
const WIDE_ON_PHONES = { gridColumn: { xs: 'span 2', md: 'auto' }, overflowWrap: 'anywhere' } as const;

/** The figures a trader checks first, in a responsive grid. */
export function KeyStats({ profile, quote }: { profile: CompanyProfile; quote: Quote }) {
  const floatPercent =
    profile.sharesOutstanding > 0 ? (profile.floatShares / profile.sharesOutstanding) * 100 : null;
  return (
    <Box
      component="section"
      aria-label="Key statistics"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <StatCard label="Market cap" value={formatMarketCap(profile.marketCap)} />
      <StatCard
        label="Float"
        value={abbreviate(profile.floatShares)}
        hint={floatPercent !== null ? `${floatPercent.toFixed(1)}% of outstanding` : undefined}
      />
      <StatCard label="Shares outstanding" value={abbreviate(profile.sharesOutstanding)} />
      <StatCard
        label="Volume"
        value={abbreviate(quote.volume)}
        hint={`${formatRelativeVolume(quote.volume, quote.averageVolume30d)} 30-day avg (${abbreviate(quote.averageVolume30d)})`}
      />
      <StatCard
        label="Day range"
        value={`${formatPrice(quote.low)} – ${formatPrice(quote.high)}`}
        hint={<RangeBar low={quote.low} high={quote.high} value={quote.last} label="Last price within the day's range" />}
      />
      <StatCard
        label="52-week range"
        value={`${formatPrice(quote.fiftyTwoWeekLow)} – ${formatPrice(quote.fiftyTwoWeekHigh)}`}
        hint={
          <RangeBar
            low={quote.fiftyTwoWeekLow}
            high={quote.fiftyTwoWeekHigh}
            value={quote.last}
            label="Last price within the 52-week range"
          />
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
