/**
 * The relative-volume history of every symbol in one block: the mean part-volume curve of earlier sessions
 * per symbol × minute, summed session by session as they are read (no session's curves are kept) and
 * divided once at the end — the same sums in the same order as averageCurve, so the same means.
 */

/** The longest session: 04:00 to 20:00. */
export const MAX_SESSION_MINUTES = 16 * 60;

export class CurveTable {
  private readonly slots: Map<string, number>;
  private readonly sums: Float64Array;
  /** Sessions added per symbol. */
  private readonly counts: Int32Array;
  /** Length of each symbol's mean: its first session's (averageCurve). */
  private readonly widths: Int32Array;
  private finished = false;
  /** Each symbol's view of its mean, made once (a scan reads every symbol's each minute). */
  private readonly views: Array<Float64Array | undefined> = [];

  constructor(
    symbols: readonly string[],
    private readonly width = MAX_SESSION_MINUTES,
  ) {
    this.slots = new Map(symbols.map((s, i) => [s, i]));
    this.sums = new Float64Array(symbols.length * width);
    this.counts = new Int32Array(symbols.length);
    this.widths = new Int32Array(symbols.length);
  }

  /** Adds one session's curve of the symbol in slot `slot` (sessions in the order averageCurve takes them). */
  add(slot: number, curve: Float64Array): void {
    if (this.finished) throw new Error('CurveTable: add after finish');
    if (this.counts[slot] === 0) this.widths[slot] = Math.min(curve.length, this.width);
    this.counts[slot] = (this.counts[slot] ?? 0) + 1;
    const row = slot * this.width;
    const n = Math.min(this.widths[slot] ?? 0, curve.length);
    for (let i = 0; i < n; i++) this.sums[row + i] = (this.sums[row + i] as number) + (curve[i] as number);
  }

  /** Turns the sums into means. */
  finish(): void {
    if (this.finished) return;
    this.finished = true;
    for (let slot = 0; slot < this.counts.length; slot++) {
      const count = this.counts[slot] as number;
      if (count === 0) continue;
      const row = slot * this.width;
      const n = this.widths[slot] as number;
      for (let i = 0; i < n; i++) this.sums[row + i] = (this.sums[row + i] as number) / count;
    }
  }

  /** A symbol's mean curve (null without any session); a view, not a copy. */
  get(symbol: string): Float64Array | null {
    if (!this.finished) throw new Error('CurveTable: read before finish');
    const slot = this.slots.get(symbol);
    if (slot === undefined || this.counts[slot] === 0) return null;
    const row = slot * this.width;
    return (this.views[slot] ??= this.sums.subarray(row, row + (this.widths[slot] as number)));
  }
}
