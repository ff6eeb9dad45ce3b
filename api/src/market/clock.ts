/**
 * The market clock. Live, it runs from a starting instant at `speed` simulated seconds per real second
 * (SIM_SPEED); tests never read it, they move the engine to the instants they choose.
 */
export interface MarketClock {
  /** Current market time (epoch ms). */
  now(): number;
  readonly speed: number;
}

export function scaledClock(start: number, speed: number, wallNow: () => number = Date.now): MarketClock {
  const wallStart = wallNow();
  return {
    speed,
    now: () => start + (wallNow() - wallStart) * speed,
  };
}
