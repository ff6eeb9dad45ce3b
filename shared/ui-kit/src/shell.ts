/** Spec §9 constants of the page around every screen (used by the host's layout). */

/** The scroll-to-top button shows once the page has scrolled this far (px). */
export const SCROLL_TOP_THRESHOLD = 400;

/** The temporary navigation drawer below lg: edge swipe area (px), fling velocity (px/s) and hysteresis. */
export const SWIPE_DRAWER = { swipeAreaWidth: 20, minFlingVelocity: 450, hysteresis: 0.52 } as const;

/** The navigation's own scrollbar: wheel speed multiplier and arrow-key step (px). */
export const NAV_SCROLLBAR = { wheelSpeed: 1, keyStep: 30 } as const;
