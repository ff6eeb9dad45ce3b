import { AI_PICK_GROUP_NAMES } from '@flowdeck/endpoints/ai-pick';
import { Box, ButtonBase, Chip, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { AiPickRow } from '../api/get-ai-pick-list';
import { formatProbability } from '../ai-pick-params';

/** The score's colour: red at 1, neutral at 5–6, green at 10. */
export function useScoreColor() {
  const theme = useTheme();
  return (score: number) =>
    score >= 8 ? theme.palette.success.main : score <= 3 ? theme.palette.error.main : theme.palette.text.secondary;
}

/** A ranked list of picks: score, probability, sector and the three strongest reasons, one stock a row. */
export function PicksList({
  rows,
  selected,
  empty,
  label,
  onSelect,
}: {
  rows: readonly AiPickRow[];
  selected: string | null;
  empty: string;
  label: string;
  onSelect: (symbol: string) => void;
}) {
  const theme = useTheme();
  const scoreColor = useScoreColor();
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  return (
    <Stack
      component="ol"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}
    >
      {rows.map((row) => {
        const strongest = [...row.contributions].sort((a, b) => Math.abs(b.value) - Math.abs(a.value))[0];
        return (
          <li key={row.symbol}>
            <ButtonBase
              onClick={() => onSelect(row.symbol)}
              aria-current={row.symbol === selected ? 'true' : undefined}
              aria-label={`${row.symbol}: score ${row.score}, ${formatProbability(row.probability)} to beat SPY`}
              sx={{
                display: 'block',
                width: '100%',
                textAlign: 'left',
                px: 1,
                py: 1,
                borderRadius: 1,
                bgcolor: row.symbol === selected ? theme.palette.action.selected : undefined,
                '&:hover': { bgcolor: theme.palette.action.hover },
              }}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <Box
                  data-testid="pick-score"
                  sx={{
                    flex: '0 0 auto',
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    border: 2,
                    borderColor: scoreColor(row.score),
                    color: scoreColor(row.score),
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                  }}
                >
                  {row.score}
                </Box>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700 }}>{row.symbol}</Typography>
                    <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
                      {row.name}
                    </Typography>
                  </Stack>
                  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.25 }}>
                    <Typography variant="caption" color="text.secondary">
                      {formatProbability(row.probability)} to beat SPY
                    </Typography>
                    <Chip size="small" variant="outlined" label={row.sector} sx={{ height: 20, maxWidth: '100%' }} />
                    {strongest ? (
                      <Chip
                        size="small"
                        label={`${AI_PICK_GROUP_NAMES[strongest.group]} ${strongest.value >= 0 ? '▲' : '▼'}`}
                        sx={{ height: 20 }}
                      />
                    ) : null}
                  </Stack>
                </Box>
              </Stack>
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 7, color: 'text.secondary' }}>
                {row.reasons.map((reason) => (
                  <Typography
                    component="li"
                    variant="caption"
                    key={reason}
                    sx={{ display: 'list-item', overflowWrap: 'anywhere' }}
                  >
                    {reason}
                  </Typography>
                ))}
              </Box>
            </ButtonBase>
          </li>
        );
      })}
    </Stack>
  );
}
