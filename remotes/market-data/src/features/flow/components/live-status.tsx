import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { MarketStreamStatus } from '../../../hooks/use-market-stream';

const RATE_REFRESH_MS = 1_000;

const LABELS: Record<MarketStreamStatus | 'paused', string> = {
  live: 'Live',
  connecting: 'Connecting…',
  offline: 'Offline',
  refused: 'Live feed refused',
  paused: 'Paused',
};

/** The feed's state as a coloured dot and a word, with the arrival rate while live. */
export function LiveStatus({
  status,
  paused,
  rate,
}: {
  status: MarketStreamStatus;
  paused: boolean;
  rate: () => number;
}) {
  const [perSecond, setPerSecond] = useState(0);
  useEffect(() => {
    if (status !== 'live') return;
    const timer = setInterval(() => setPerSecond(rate()), RATE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [status, rate]);
  const state = paused ? 'paused' : status;
  const color = state === 'live' ? 'success.main' : state === 'paused' ? 'warning.main' : 'text.disabled';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: color,
          boxShadow: state === 'live' ? (theme) => `0 0 0 3px ${theme.palette.success.main}33` : 'none',
        }}
      />
      {/* Only the state is announced; the rate changes every second and would be noise. */}
      <Typography role="status" variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {LABELS[state]}
      </Typography>
      {state === 'live' && perSecond > 0 ? (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {perSecond >= 10 ? Math.round(perSecond).toLocaleString('en-US') : perSecond.toFixed(1)} trades/s
        </Typography>
      ) : null}
    </Box>
  );
}
