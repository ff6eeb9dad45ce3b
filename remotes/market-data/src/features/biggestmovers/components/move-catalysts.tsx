import type { MoveCatalyst, MoveCatalystKind } from '@flowdeck/api-types';
import { Box, Chip, Link, Tooltip, Typography } from '@mui/material';

const KIND_LABELS: Readonly<Record<MoveCatalystKind, string>> = {
  earnings: 'Earnings',
  news: 'News',
  analyst: 'Analyst',
  flow: 'Options flow',
};

const KIND_COLORS: Readonly<Record<MoveCatalystKind, 'warning' | 'info' | 'secondary' | 'primary'>> = {
  earnings: 'warning',
  news: 'info',
  analyst: 'secondary',
  flow: 'primary',
};

/** Said when nothing was known in the move's window: a move on no news is worth knowing too. */
export const NO_CATALYST = 'No news, earnings or analyst action found';

const TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Goldman Sachs upgrades … · Tue 7:05 AM ET · Simulated data" */
function describe(catalyst: MoveCatalyst): string {
  const when = catalyst.at ? ` · ${TIME.format(new Date(catalyst.at))} ET` : '';
  return `${KIND_LABELS[catalyst.kind]}: ${catalyst.text}${when} · ${catalyst.source}`;
}

/**
 * Why a mover moved, under its row: the strongest catalyst in one line (its kind, its words, the article when
 * there is one), the others in the tooltip of "+N".
 */
export function MoveCatalysts({ catalysts }: { catalysts: readonly MoveCatalyst[] }) {
  const [first, ...rest] = catalysts;
  if (!first) {
    return (
      <Typography variant="caption" color="text.disabled" sx={{ display: 'block' }}>
        {NO_CATALYST}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }} aria-label="Why it moved">
      <Chip
        size="small"
        variant="outlined"
        color={KIND_COLORS[first.kind]}
        label={KIND_LABELS[first.kind]}
        sx={{ height: 20, fontSize: 11, flexShrink: 0 }}
      />
      <Typography variant="caption" color="text.secondary" noWrap title={describe(first)} sx={{ minWidth: 0 }}>
        {first.link ? (
          <Link href={first.link} target="_blank" rel="noopener noreferrer" color="inherit" underline="hover">
            {first.text}
          </Link>
        ) : (
          first.text
        )}
      </Typography>
      {rest.length > 0 ? (
        <Tooltip
          title={
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {rest.map((c) => (
                <li key={`${c.kind}|${c.text}`}>{describe(c)}</li>
              ))}
            </Box>
          }
        >
          <Typography
            variant="caption"
            color="text.secondary"
            tabIndex={0}
            aria-label={`${rest.length} more: ${rest.map(describe).join('; ')}`}
            sx={{ flexShrink: 0, cursor: 'help', fontWeight: 600 }}
          >
            +{rest.length}
          </Typography>
        </Tooltip>
      ) : null}
    </Box>
  );
}
