import { StatCard, formatPercent } from '@flowdeck/ui-kit';
import { Box } from '@mui/material';
import type { CompanyProfileResponse } from '../../../api/get-company-profile';
import { NO_VALUE, formatRelativeVolume } from '../../../format';
import { useValueColor } from '../../../hooks/use-value-color';

export const WAITING_HINT = 'Loading the watchlist…';

interface Mover {
  symbol: string;
  changePercent: number;
  volume: number;
  averageVolume30d: number;
}

export interface WatchlistSummary {
  advancers: number;
  decliners: number;
  gainer: Mover | null;
  loser: Mover | null;
  mostActive: Mover | null;
}

function relativeVolume(mover: Mover): number {
  return mover.averageVolume30d > 0 ? mover.volume / mover.averageVolume30d : 0;
}

/** Breadth and standouts among the watchlist tickers loaded so far (those with a day's change). */
export function summarizeWatchlist(loaded: readonly CompanyProfileResponse[]): WatchlistSummary {
  const movers = loaded.flatMap(({ profile, quote }): Mover[] =>
    quote && quote.changePercent !== null
      ? [{ symbol: profile.symbol, ...quote, changePercent: quote.changePercent }]
      : [],
  );
  const byChange = [...movers].sort((a, b) => b.changePercent - a.changePercent);
  const byActivity = [...movers].sort((a, b) => relativeVolume(b) - relativeVolume(a));
  const gainer = byChange[0] ?? null;
  const loser = byChange.at(-1) ?? null;
  return {
    advancers: movers.filter((m) => m.changePercent > 0).length,
    decliners: movers.filter((m) => m.changePercent < 0).length,
    gainer: gainer && gainer.changePercent > 0 ? gainer : null,
    loser: loser && loser.changePercent < 0 ? loser : null,
    mostActive: byActivity[0] ?? null,
  };
}

export function WatchlistMovers({ loaded }: { loaded: readonly CompanyProfileResponse[] }) {
  const colorOf = useValueColor();
  const { advancers, decliners, gainer, loser, mostActive } = summarizeWatchlist(loaded);
  // Until the first ticker answers there is nothing to sum up: no "0 up · 0 down" that reads as a fact.
  const waiting = loaded.length === 0;
  const pending = (hint: string | undefined) => (waiting ? WAITING_HINT : hint);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <StatCard
        label="Breadth"
        value={waiting ? NO_VALUE : `${advancers} up · ${decliners} down`}
        hint={pending(`of ${loaded.length} loaded`)}
      />
      <StatCard
        label="Top gainer"
        value={gainer ? gainer.symbol : NO_VALUE}
        hint={pending(gainer ? formatPercent(gainer.changePercent) : 'No ticker up today')}
        color={gainer ? colorOf(gainer.changePercent) : undefined}
      />
      <StatCard
        label="Top loser"
        value={loser ? loser.symbol : NO_VALUE}
        hint={pending(loser ? formatPercent(loser.changePercent) : 'No ticker down today')}
        color={loser ? colorOf(loser.changePercent) : undefined}
      />
      <StatCard
        label="Most active"
        value={mostActive ? mostActive.symbol : NO_VALUE}
        hint={pending(
          mostActive
            ? `${formatRelativeVolume(mostActive.volume, mostActive.averageVolume30d)} 30-day avg volume`
            : undefined,
        )}
      />
    </Box>
  );
}
