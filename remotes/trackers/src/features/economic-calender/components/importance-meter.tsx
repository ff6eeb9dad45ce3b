import type { Importance } from '@flowdeck/api-types';
import { IMPORTANCE_LABELS } from '@flowdeck/endpoints/economic-calendar';
import { Box, Stack } from '@mui/material';

const COLORS: Record<Importance, string> = { 1: 'text.disabled', 2: 'warning.main', 3: 'error.main' };

/** Three bars, as many filled as the release's importance. */
export function ImportanceMeter({ importance }: { importance: Importance }) {
  const label = `${IMPORTANCE_LABELS[importance]} importance`;
  return (
    <Stack direction="row" spacing={0.375} role="img" aria-label={label} title={label} sx={{ alignItems: 'flex-end' }}>
      {[1, 2, 3].map((level) => (
        <Box
          key={level}
          sx={{
            width: 5,
            height: 5 + level * 3,
            borderRadius: 0.5,
            bgcolor: level <= importance ? COLORS[importance] : 'action.disabledBackground',
          }}
        />
      ))}
    </Stack>
  );
}
