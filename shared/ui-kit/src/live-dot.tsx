import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';

/** A ring that grows out of the dot and fades: transform and opacity only, so no frame repaints the page. */
const ripple = keyframes`
  0% { transform: scale(1); opacity: 0.6; }
  70%, 100% { transform: scale(2.4); opacity: 0; }
`;

/** What a live dot says: live (green, pulsing), waiting for the feed (amber) or off (grey). */
export type LiveDotTone = 'live' | 'waiting' | 'off';

/**
 * The status dot of a live badge (the feed status of the market pages, the shell's online users), one for
 * the whole app. While live a ring pulses out of it; the pulse runs on the compositor (it used to animate a
 * box-shadow, which repainted every frame: in headless Chromium half a core for an idle page), and stops
 * for a reader who asks for reduced motion.
 */
export function LiveDot({ tone, className }: { tone: LiveDotTone; className?: string }) {
  const live = tone === 'live';
  return (
    <Box
      component="span"
      aria-hidden
      className={className}
      sx={{
        position: 'relative',
        display: 'inline-block',
        flexShrink: 0,
        width: 8,
        height: 8,
        borderRadius: '50%',
        bgcolor: live ? 'success.main' : tone === 'waiting' ? 'warning.main' : 'text.disabled',
        ...(live && {
          '&::after': {
            content: '""',
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            bgcolor: 'success.main',
            animation: `${ripple} 2s ease-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0 },
          },
        }),
      }}
    />
  );
}
