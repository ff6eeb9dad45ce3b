import { SCROLL_TOP_THRESHOLD } from '@flowdeck/ui-kit';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { Fab, Zoom, useScrollTrigger } from '@mui/material';

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
        sx={{ position: 'fixed', right: 24, bottom: 24 + bottomOffset, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
