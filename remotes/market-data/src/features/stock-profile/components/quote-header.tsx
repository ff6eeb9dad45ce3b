import { formatPercent, formatPrice } from '@flowdeck/ui-kit';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { CompanyProfile, Quote } from '../../../api/get-company-profile';
import { NO_VALUE, formatAsOf, orDash } from '../../../format';
import { useValueColor } from '../../../hooks/use-value-color';

const ASSET_TYPE_LABELS = { etf: 'ETF', index: 'Index' } as const;

/** "+1.23 (+0.54%)", or a dash before there is a previous close. */
function formatChange(quote: Quote): string {
  if (quote.change === null) return NO_VALUE;
  const sign = quote.change > 0 ? '+' : '';
  return `${sign}${formatPrice(quote.change)} (${orDash(quote.changePercent, (v) => formatPercent(v))})`;
}

/** Symbol, company and the latest price with its move on the day. */
export function QuoteHeader({ profile, quote }: { profile: CompanyProfile; quote: Quote | null }) {
  const colorOf = useValueColor();
  const change = quote?.change ?? 0;
  const assetLabel = profile.assetType && profile.assetType !== 'stock' ? ASSET_TYPE_LABELS[profile.assetType] : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h4" component="h2" sx={{ letterSpacing: 0.5 }}>
              {profile.symbol}
            </Typography>
            <Chip size="small" label={profile.exchange} variant="outlined" />
            {assetLabel ? <Chip size="small" label={assetLabel} variant="outlined" color="secondary" /> : null}
            {profile.sector !== assetLabel ? <Chip size="small" label={profile.sector} /> : null}
          </Stack>
          <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 0.5 }}>
            {profile.name}
          </Typography>
        </Box>
        {quote ? (
          <Box sx={{ textAlign: { md: 'right' } }}>
            <Stack
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'baseline', justifyContent: { md: 'flex-end' }, flexWrap: 'wrap' }}
            >
              <Typography
                component="p"
                aria-label="Last price"
                sx={{
                  fontSize: { xs: 32, md: 40 },
                  fontWeight: 700,
                  lineHeight: 1.1,
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {formatPrice(quote.last)}
              </Typography>
              <Stack
                direction="row"
                aria-label="Change on the day"
                sx={{
                  alignSelf: 'center',
                  alignItems: 'center',
                  color: colorOf(change),
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {change > 0 ? <ArrowDropUpIcon /> : null}
                {change < 0 ? <ArrowDropDownIcon /> : null}
                <Typography component="span" sx={{ fontWeight: 600, fontSize: 18 }}>
                  {formatChange(quote)}
                </Typography>
              </Stack>
            </Stack>
            <Typography variant="caption" color="text.secondary">
              Prev close {orDash(quote.previousClose, formatPrice)} · As of {formatAsOf(quote.asOf)}
            </Typography>
          </Box>
        ) : (
          <Typography color="text.secondary">No trades recorded yet.</Typography>
        )}
      </Stack>
    </Paper>
  );
}
