import { SCROLL_TOP_THRESHOLD } from '@flowdeck/ui-kit';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { Fab, Zoom, useScrollTrigger } from '@mui/material';

/** The button's distance from the window's right and bottom edges, and its size (MUI's small Fab). */
export const SCROLL_TOP_INSET = 24;
export const SCROLL_TOP_SIZE = 40;
/**
 * Room kept free at the right end of the footer so the button, which floats over the bottom right
 * corner, never covers the footer's last link (the referral code).
 */
export const SCROLL_TOP_CLEARANCE = SCROLL_TOP_INSET + SCROLL_TOP_SIZE + 16;

/** Spec §2: a button back to the top once the page has scrolled more than 400 px. */
export function ScrollToTop({ bottomOffset = 0 }: { bottomOffset?: number }) {
  const shown = useScrollTrigger({ threshold: SCROLL_TOP_THRESHOLD, disableHysteresis: true });
  const reduceMotion =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <Zoom in={shown} unmountOnExit>
      <Fab
        size="small"
        color="primary"
        aria-label="Scroll to top"
        onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
        sx={{
          position: 'fixed',
          right: SCROLL_TOP_INSET,
          bottom: SCROLL_TOP_INSET + bottomOffset,
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
