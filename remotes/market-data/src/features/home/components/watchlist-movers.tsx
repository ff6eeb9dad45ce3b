import { StatCard, formatPercent } from '@flowdeck/ui-kit';
import { Box } from '@mui/material';
import type { CompanyProfileResponse } from '../../../api/get-company-profile';
import { formatRelativeVolume } from '../../../format';
import { useValueColor } from '../../../hooks/use-value-color';

export interface WatchlistSummary {
  advancers: number;
  decliners: number;
  gainer: CompanyProfileResponse | null;
  loser: CompanyProfileResponse | null;
  mostActive: CompanyProfileResponse | null;
}

function relativeVolume({ quote }: CompanyProfileResponse): number {
  return quote.averageVolume30d > 0 ? quote.volume / quote.averageVolume30d : 0;
}

/** Breadth and standouts among the watchlist tickers loaded so far. */
export function summarizeWatchlist(loaded: readonly CompanyProfileResponse[]): WatchlistSummary {
  const byChange = [...loaded].sort((a, b) => b.quote.changePercent - a.quote.changePercent);
  const byActivity = [...loaded].sort((a, b) => relativeVolume(b) - relativeVolume(a));
  const gainer = byChange[0] ?? null;
  const loser = byChange.at(-1) ?? null;
  return {
    advancers: loaded.filter((d) => d.quote.changePercent > 0).length,
    decliners: loaded.filter((d) => d.quote.changePercent < 0).length,
    gainer: gainer && gainer.quote.changePercent > 0 ? gainer : null,
    loser: loser && loser.quote.changePercent < 0 ? loser : null,
    mostActive: byActivity[0] ?? null,
  };
}

const NONE = '–';

export function WatchlistMovers({ loaded }: { loaded: readonly CompanyProfileResponse[] }) {
  const colorOf = useValueColor();
  const { advancers, decliners, gainer, loser, mostActive } = summarizeWatchlist(loaded);
  return (
    <Box
      sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <StatCard label="Breadth" value={`${advancers} up · ${decliners} down`} hint={`of ${loaded.length} loaded`} />
      <StatCard
        label="Top gainer"
        value={gainer ? gainer.profile.symbol : NONE}
        hint={gainer ? formatPercent(gainer.quote.changePercent) : 'No ticker up today'}
        color={gainer ? colorOf(gainer.quote.changePercent) : undefined}
      />
      <StatCard
        label="Top loser"
        value={loser ? loser.profile.symbol : NONE}
        hint={loser ? formatPercent(loser.quote.changePercent) : 'No ticker down today'}
        color={loser ? colorOf(loser.quote.changePercent) : undefined}
      />
      <StatCard
        label="Most active"
        value={mostActive ? mostActive.profile.symbol : NONE}
        hint={
          mostActive
            ? `${formatRelativeVolume(mostActive.quote.volume, mostActive.quote.averageVolume30d)} 30-day avg volume`
            : undefined
        }
      />
    </Box>
  );
}
