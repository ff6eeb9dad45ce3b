import type { CalendarDay } from '@flowdeck/endpoints/journal';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, IconButton, Stack, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { monthGrid, monthsWithTrades } from '../calendar';
import { formatPl } from '../journal-format';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function monthTitle(month: string): string {
  return new Date(`${month}-15T12:00:00`).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

/** A month of days: green won, red lost, grey traded flat; a day opens its trades. */
export function CalendarHeatmap({
  days,
  onOpenDay,
}: {
  days: readonly CalendarDay[];
  onOpenDay: (date: string) => void;
}) {
  const theme = useTheme();
  const months = monthsWithTrades(days);
  const [index, setIndex] = useState(months.length - 1);
  const at = Math.min(Math.max(index, 0), months.length - 1);
  const month = months[at];
  if (!month) return null;
  const tones = {
    win: alpha(theme.palette.success.main, 0.35),
    loss: alpha(theme.palette.error.main, 0.35),
    flat: alpha(theme.palette.text.primary, 0.15),
    none: 'transparent',
  };
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label="Previous month" disabled={at === 0} onClick={() => setIndex(at - 1)} size="small">
          <ChevronLeft />
        </IconButton>
        <Typography variant="subtitle2" component="h3">
          {monthTitle(month)}
        </Typography>
        <IconButton
          aria-label="Next month"
          disabled={at === months.length - 1}
          onClick={() => setIndex(at + 1)}
          size="small"
        >
          <ChevronRight />
        </IconButton>
      </Stack>
      <Box
        role="grid"
        aria-label={`Daily results, ${monthTitle(month)}`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
      >
        {WEEKDAYS.map((d) => (
          <Typography key={d} variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {d}
          </Typography>
        ))}
        {monthGrid(month, days)
          .flat()
          .map((cell, i) =>
            cell.date && cell.tone !== 'none' ? (
              <ButtonBase
                key={cell.date}
                onClick={() => onOpenDay(cell.date ?? '')}
                aria-label={`${cell.date}: ${cell.trades} trade${cell.trades === 1 ? '' : 's'}, ${formatPl(cell.net)}`}
                sx={{
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  p: 0.5,
                  minHeight: 52,
                  borderRadius: 1,
                  bgcolor: tones[cell.tone],
                  border: `1px solid ${theme.palette.divider}`,
                  textAlign: 'left',
                }}
              >
                <Typography variant="caption">{cell.day}</Typography>
                <Typography
                  variant="caption"
                  sx={{ fontWeight: 700, fontSize: { xs: 9, sm: 11 }, overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {formatPl(cell.net)}
                </Typography>
              </ButtonBase>
            ) : (
              <Box
                key={cell.date ?? `pad-${i}`}
                sx={{
                  p: 0.5,
                  minHeight: 52,
                  borderRadius: 1,
                  border: cell.date ? `1px dashed ${theme.palette.divider}` : 'none',
                }}
              >
                {cell.date ? (
                  <Typography variant="caption" color="text.disabled">
                    {cell.day}
                  </Typography>
                ) : null}
              </Box>
            ),
          )}
      </Box>
    </Box>
  );
}
