/** Seconds of arrivals the live rate is averaged over. */
export const RATE_WINDOW_MS = 5_000;

/** Trades per second over the last few seconds, from batches as they arrive. */
export class RateMeter {
  private batches: Array<{ at: number; count: number }> = [];

  constructor(private readonly windowMs = RATE_WINDOW_MS) {}

  record(count: number, at: number = performance.now()): void {
    this.batches.push({ at, count });
    this.trim(at);
  }

  perSecond(at: number = performance.now()): number {
    this.trim(at);
    const total = this.batches.reduce((sum, b) => sum + b.count, 0);
    return total / (this.windowMs / 1000);
  }

  private trim(at: number): void {
    while (this.batches.length > 0 && (this.batches[0]?.at ?? at) <= at - this.windowMs) this.batches.shift();
  }
}
