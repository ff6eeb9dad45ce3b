import { Avatar, Box, ButtonBase, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { LoadError, formatThousands } from '@flowdeck/ui-kit';
import type { PoliticianId, PoliticianSummary } from '../api/types';
import { PARTY_COLORS, TOP_TRADERS_COUNT } from '../constants';
import { formatAmountRange, initials } from '../format';
import { PartyChip } from './party-chip';

export interface TopTradersProps {
  politicians: PoliticianSummary[] | undefined;
  isError: boolean;
  onRetry: () => void;
  onSelect: (id: PoliticianId) => void;
}

const CARD_WIDTH = 232;

/** The most active traders, most trades first. */
export function rankTopTraders(politicians: PoliticianSummary[]): PoliticianSummary[] {
  return [...politicians].sort((a, b) => b.trades - a.trades || b.volumeMax - a.volumeMax).slice(0, TOP_TRADERS_COUNT);
}

function TraderCard({
  politician,
  rank,
  onSelect,
}: {
  politician: PoliticianSummary;
  rank: number;
  onSelect: () => void;
}) {
  const color = PARTY_COLORS[politician.party];
  const buyShare = politician.trades > 0 ? (politician.purchases / politician.trades) * 100 : 0;
  return (
    <Paper variant="outlined" sx={{ width: CARD_WIDTH, flexShrink: 0, overflow: 'hidden' }}>
      <ButtonBase
        onClick={onSelect}
        aria-label={`${politician.name}: ${politician.trades} trades`}
        sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1.5, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar sx={{ width: 34, height: 34, fontSize: 13, fontWeight: 700, bgcolor: alpha(color, 0.18), color }}>
            {initials(politician.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
                {rank}.
              </Box>
              {politician.name}
            </Typography>
            <PartyChip
              party={politician.party}
              chamber={politician.chamber}
              state={politician.state}
              district={politician.district}
            />
          </Box>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {formatThousands(politician.trades)} trades
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatAmountRange(politician.volumeMin, politician.volumeMax)}
          </Typography>
        </Stack>
        <Box
          aria-hidden
          sx={{ mt: 1, height: 4, borderRadius: 2, bgcolor: 'error.main', overflow: 'hidden' }}
          title={`${politician.purchases} buys, ${politician.sales} sells`}
        >
          <Box sx={{ width: `${buyShare}%`, height: '100%', bgcolor: 'success.main' }} />
        </Box>
      </ButtonBase>
    </Paper>
  );
}

/** A sideways-scrolling strip of the most active traders; a card opens that politician's summary. */
export function TopTraders({ politicians, isError, onRetry, onSelect }: TopTradersProps) {
  return (
    <Box component="section" aria-labelledby="top-traders-heading" sx={{ mb: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { sm: 'baseline' }, justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id="top-traders-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Top traders
        </Typography>
        <Typography variant="caption" color="text.secondary">
          By number of disclosed trades · estimated volume
        </Typography>
      </Stack>
      {isError ? (
        <LoadError message="The top traders could not be loaded." onRetry={onRetry} />
      ) : (
        <Box component="ol" sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', listStyle: 'none', p: 0, m: 0, pb: 1 }}>
          {politicians === undefined
            ? Array.from({ length: 5 }, (_, index) => (
                <Box component="li" key={index}>
                  <Skeleton variant="rounded" width={CARD_WIDTH} height={104} />
                </Box>
              ))
            : rankTopTraders(politicians).map((politician, index) => (
                <Box component="li" key={politician.id}>
                  <TraderCard politician={politician} rank={index + 1} onSelect={() => onSelect(politician.id)} />
                </Box>
              ))}
        </Box>
      )}
    </Box>
  );
}
