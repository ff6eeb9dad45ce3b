import type { EarningsReport, PastMove } from '@flowdeck/api-types';
import { formatPrice, formatUsdShort } from '@flowdeck/ui-kit';
import { Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { shortDate } from '../../../lib/dates';
import { averageAbsoluteMove, TIME_LABELS } from '../earnings-view';

const BEAT = 'success.main';
const MISS = 'error.main';

/** +8.1 % / −2.4 % (fractions in). */
export function percent(value: number, digits = 1): string {
  const text = `${(Math.abs(value) * 100).toFixed(digits)}%`;
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

export function TimeChip({ time }: { time: EarningsReport['time'] }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={time === 'before-open' ? 'info' : time === 'after-close' ? 'secondary' : 'default'}
      label={TIME_LABELS[time]}
    />
  );
}

function Surprise({ value }: { value: number | null }) {
  if (value === null) return null;
  return (
    <Typography
      component="span"
      variant="caption"
      sx={{ color: value > 0 ? BEAT : value < 0 ? MISS : 'text.secondary', fontWeight: 600, ml: 0.75 }}
    >
      {percent(value)}
    </Typography>
  );
}

const eps = (value: number | null) => (value === null ? '—' : `${value < 0 ? '−' : ''}$${Math.abs(value).toFixed(2)}`);
const revenue = (value: number | null) => (value === null ? '—' : formatUsdShort(value));

/** "Est $1.62 · Act $1.65 +1.9%". */
export function EstimateActual({ kind, report }: { kind: 'eps' | 'revenue'; report: EarningsReport }) {
  const [estimate, actual, surprise, format] =
    kind === 'eps'
      ? [report.epsEstimate, report.epsActual, report.epsSurprise, eps]
      : [report.revenueEstimate, report.revenueActual, report.revenueSurprise, revenue];
  return (
    <Box sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      <Typography component="span" variant="body2" color="text.secondary">
        Est {format(estimate)}
      </Typography>
      <br />
      <Typography component="span" variant="body2">
        {report.reported ? `Act ${format(actual)}` : 'Not yet'}
      </Typography>
      <Surprise value={surprise} />
    </Box>
  );
}

export function ImpliedMoveText({ report }: { report: EarningsReport }) {
  const implied = report.impliedMove;
  if (!implied) return <Typography variant="body2">—</Typography>;
  return (
    <Tooltip
      title={`${shortDate(implied.expiry)} $${formatPrice(implied.strike)} straddle $${formatPrice(implied.straddle)} on a $${formatPrice(implied.spot)} close (${shortDate(implied.asOf)})`}
    >
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
          ±{(implied.move * 100).toFixed(1)}%
        </Typography>
        <br />
        <Typography component="span" variant="caption" color="text.secondary">
          exp {shortDate(implied.expiry).replace(/, \d{4}$/, '')}
        </Typography>
      </Box>
    </Tooltip>
  );
}

/** The past moves as small bars (height by size, colour by sign), newest on the right, with their mean size. */
export function PastMoves({ moves, actual }: { moves: PastMove[]; actual: number | null }) {
  const average = averageAbsoluteMove(moves);
  if (moves.length === 0 && actual === null) return <Typography variant="body2">—</Typography>;
  const largest = Math.max(0.01, ...moves.map((m) => Math.abs(m.move)));
  const shown = [...moves].reverse();
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        spacing="2px"
        sx={{ alignItems: 'center', height: 28 }}
        role="img"
        aria-label={`Last ${moves.length} post-earnings moves: ${shown.map((m) => percent(m.move)).join(', ')}`}
      >
        {shown.map((m) => (
          <Tooltip key={m.date} title={`${m.fiscalQuarter} (${shortDate(m.date)}): ${percent(m.move)}`}>
            <Box
              sx={{
                width: 7,
                height: Math.max(2, Math.round((Math.abs(m.move) / largest) * 26)),
                bgcolor: m.move >= 0 ? BEAT : MISS,
                borderRadius: 0.5,
              }}
            />
          </Tooltip>
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {average !== null ? `avg ±${(average * 100).toFixed(1)}%` : ''}
        {actual !== null ? (
          <Box
            component="span"
            sx={{ color: actual >= 0 ? BEAT : MISS, fontWeight: 700, ml: average !== null ? 0.75 : 0 }}
          >
            this {percent(actual)}
          </Box>
        ) : null}
      </Typography>
    </Stack>
  );
}
