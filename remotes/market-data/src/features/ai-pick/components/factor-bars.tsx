import type { AiPickContribution } from '@flowdeck/api-types';
import { AI_PICK_GROUP_NAMES } from '@flowdeck/endpoints/ai-pick';
import { Box, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';

/** "+0.12" / "−0.30" log-odds. */
export function formatLogOdds(value: number): string {
  const text = Math.abs(value).toFixed(2);
  return `${value > 0 && Number(text) !== 0 ? '+' : value < 0 && Number(text) !== 0 ? '−' : ''}${text}`;
}

/**
 * Each feature group's push on the log-odds of beating SPY, as bars either side of zero (green raises,
 * red lowers); with the baseline they add up to the logit shown below them.
 */
export function FactorBars({
  contributions,
  baseline,
  logit,
}: {
  contributions: readonly AiPickContribution[];
  baseline: number;
  logit: number;
}) {
  const theme = useTheme();
  const largest = Math.max(1e-9, ...contributions.map((c) => Math.abs(c.value)));
  return (
    <Stack spacing={1} role="list" aria-label="Factor breakdown">
      {contributions.map((c) => {
        const width = `${(Math.abs(c.value) / largest) * 50}%`;
        const positive = c.value >= 0;
        return (
          <Box
            role="listitem"
            key={c.group}
            aria-label={`${AI_PICK_GROUP_NAMES[c.group]} ${formatLogOdds(c.value)}`}
            sx={{ display: 'grid', gridTemplateColumns: '96px 1fr 52px', alignItems: 'center', gap: 1 }}
          >
            <Typography variant="body2">{AI_PICK_GROUP_NAMES[c.group]}</Typography>
            <Box sx={{ position: 'relative', height: 14, bgcolor: theme.palette.action.hover, borderRadius: 0.5 }}>
              <Box
                sx={{ position: 'absolute', left: '50%', top: -2, bottom: -2, width: '1px', bgcolor: 'text.secondary' }}
              />
              <Box
                sx={{
                  position: 'absolute',
                  top: 0,
                  bottom: 0,
                  width,
                  left: positive ? '50%' : undefined,
                  right: positive ? undefined : '50%',
                  bgcolor: positive ? theme.palette.success.main : theme.palette.error.main,
                  borderRadius: 0.5,
                }}
              />
            </Box>
            <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {formatLogOdds(c.value)}
            </Typography>
          </Box>
        );
      })}
      <Typography variant="caption" color="text.secondary" data-testid="logit-sum">
        Baseline {formatLogOdds(baseline)} + groups {formatLogOdds(logit - baseline)} = {formatLogOdds(logit)} log-odds
      </Typography>
    </Stack>
  );
}
