/**
 * One session's minute bars for every scanned symbol, in typed-array columns (symbol × minute), with each
 * symbol's running figures: its parts' open, last, high, low and volume (sessionFigures), its part-volume
 * curve (partVolumeCurve) and its regular session's VWAP sums (vwapCurve). Minutes are appended in order
 * and each new minute only updates the running figures, so a scan a minute later costs one minute of work
 * instead of the whole session again; what has been appended never changes, so a view read at an earlier
 * minute stays valid. The figures are the same as the definitions' over the same bars, to the last bit: the
 * sums are taken in the same order.
 *
 * Only the regular session's bars are kept bar by bar (breaks, VWAP bands and signals read them); the
 * extended parts live on in their running figures and the volume curve.
 */
import { MINUTE_MS, type SessionTimes } from '@flowdeck/market-calendar';
import { sessionMinutes } from './relative-volume.js';
import { type PartFigures, type ScanBar, type SessionFigures, partOf } from './session-parts.js';
import type { BarColumns } from './breakouts.js';
import { typicalPrice, type VwapSums } from './vwap.js';

const PRE = 0;
const REGULAR = 1;
const POST = 2;
/** Per symbol and part: open, last, high, low (NaN: none yet), volume. */
const PART_FIELDS = 5;
const PARTS = 3;
/** Per symbol: Σ volume, Σ typical price × volume, Σ typical price² × volume of the regular session. */
const VWAP_FIELDS = 3;

export class MinuteStore {
  /** Minutes from 04:00 to the end of after-hours. */
  readonly minutes: number;
  /** Minute index of the open and of the close (the first after-hours minute). */
  readonly openIndex: number;
  readonly closeIndex: number;
  readonly regularMinutes: number;
  /** Minutes appended so far: indices 0 … filled − 1. */
  filled = 0;
  /** Regular-session bars, symbol × regular minute; a NaN close marks a minute without a bar. */
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
  /** Start of each regular minute (shared by every symbol). */
  readonly regularTimes: Float64Array;
  /** Each minute's part volume so far, symbol × session minute (see partVolumeCurve). */
  readonly curve: Float64Array;
  private readonly parts: Float64Array;
  private readonly vwap: Float64Array;
  /** Minutes appended per symbol (all equal to `filled` between updates). */
  private readonly slotFilled: Int32Array;
  /** Part of each session minute (0 pre, 1 regular, 2 after-hours). */
  private readonly partAt: Uint8Array;
  /** Each symbol's view of its curve, made once. */
  private readonly curves: Array<Float64Array | undefined> = [];
  /** Each symbol's views of the regular columns, made once. */
  private readonly columns: Array<Pick<BarColumns, 'high' | 'low' | 'close'> | undefined> = [];

  constructor(
    readonly times: SessionTimes,
    readonly size: number,
  ) {
    this.minutes = sessionMinutes(times);
    this.openIndex = Math.round((times.open - times.preOpen) / MINUTE_MS);
    this.closeIndex = Math.round((times.close - times.preOpen) / MINUTE_MS);
    this.regularMinutes = this.closeIndex - this.openIndex;
    const cells = size * this.regularMinutes;
    this.open = new Float64Array(cells);
    this.high = new Float64Array(cells);
    this.low = new Float64Array(cells);
    this.close = new Float64Array(cells).fill(Number.NaN);
    this.volume = new Float64Array(cells);
    this.regularTimes = new Float64Array(this.regularMinutes);
    for (let j = 0; j < this.regularMinutes; j++) this.regularTimes[j] = times.open + j * MINUTE_MS;
    this.curve = new Float64Array(size * this.minutes);
    this.parts = new Float64Array(size * PARTS * PART_FIELDS);
    for (let s = 0; s < size; s++)
      for (let p = 0; p < PARTS; p++) {
        const at = (s * PARTS + p) * PART_FIELDS;
        this.parts.fill(Number.NaN, at, at + 4);
      }
    this.vwap = new Float64Array(size * VWAP_FIELDS);
    this.slotFilled = new Int32Array(size);
    this.partAt = new Uint8Array(this.minutes);
    for (let i = 0; i < this.minutes; i++) {
      const part = partOf(times.preOpen + i * MINUTE_MS, times);
      this.partAt[i] = part === 'pre-market' ? PRE : part === 'regular' ? REGULAR : POST;
    }
  }

  /**
   * Appends one symbol's minutes from where it stands to `to`, from its bars of those minutes (in time
   * order; bars of minutes it already has are skipped, so an update cut short by an error can be run
   * again). Every symbol is appended to the same minute, then `advanceTo(to)`.
   */
  appendSymbol(slot: number, bars: readonly ScanBar[], to: number): void {
    const { times, minutes, curve } = this;
    const last = Math.min(to, minutes - 1);
    const row = slot * minutes;
    const first = this.slotFilled[slot] as number;
    let b = 0;
    while (b < bars.length && minuteOf(bars[b] as ScanBar, times) < first) b++;
    for (let i = first; i <= last; i++) {
      const part = this.partAt[i] as number;
      let minuteVolume = 0;
      for (; b < bars.length; b++) {
        const bar = bars[b] as ScanBar;
        if (minuteOf(bar, times) !== i) break;
        minuteVolume += bar.volume;
        this.take(slot, part, i, bar);
      }
      // The running total starts again at each part's first minute.
      const before = i === 0 || this.partAt[i - 1] !== part ? 0 : (curve[row + i - 1] as number);
      curve[row + i] = before + minuteVolume;
    }
    this.slotFilled[slot] = Math.max(first, last + 1);
  }

  /** Marks minutes up to `to` appended (after `appendSymbol` for every symbol). */
  advanceTo(to: number): void {
    this.filled = Math.max(this.filled, Math.min(to, this.minutes - 1) + 1);
  }

  private take(slot: number, part: number, minute: number, bar: ScanBar): void {
    // An extended-hours minute without volume did not trade: it sets no price (sessionFigures).
    if (part !== REGULAR && bar.volume <= 0) return;
    const at = (slot * PARTS + part) * PART_FIELDS;
    const f = this.parts;
    if (Number.isNaN(f[at] as number)) f[at] = bar.open;
    f[at + 1] = bar.close;
    f[at + 2] = Number.isNaN(f[at + 2] as number) ? bar.high : Math.max(f[at + 2] as number, bar.high);
    f[at + 3] = Number.isNaN(f[at + 3] as number) ? bar.low : Math.min(f[at + 3] as number, bar.low);
    f[at + 4] = (f[at + 4] as number) + bar.volume;
    if (part !== REGULAR) return;
    const cell = slot * this.regularMinutes + (minute - this.openIndex);
    this.open[cell] = bar.open;
    this.high[cell] = bar.high;
    this.low[cell] = bar.low;
    this.close[cell] = bar.close;
    this.volume[cell] = bar.volume;
    if (bar.volume <= 0) return;
    const tp = typicalPrice(bar);
    const v = slot * VWAP_FIELDS;
    this.vwap[v] = (this.vwap[v] as number) + bar.volume;
    this.vwap[v + 1] = (this.vwap[v + 1] as number) + tp * bar.volume;
    this.vwap[v + 2] = (this.vwap[v + 2] as number) + tp * tp * bar.volume;
  }

  /** The symbol's figures through the last appended minute. */
  figures(slot: number): SessionFigures {
    return { pre: this.part(slot, PRE), regular: this.part(slot, REGULAR), post: this.part(slot, POST) };
  }

  private part(slot: number, part: number): PartFigures {
    const at = (slot * PARTS + part) * PART_FIELDS;
    const f = this.parts;
    const open = f[at] as number;
    const last = f[at + 1] as number;
    const high = f[at + 2] as number;
    const low = f[at + 3] as number;
    return {
      open: Number.isNaN(open) ? null : open,
      last: Number.isNaN(last) ? null : last,
      high: Number.isNaN(high) ? null : high,
      low: Number.isNaN(low) ? null : low,
      volume: f[at + 4] as number,
    };
  }

  /** The regular session's VWAP sums through the last appended minute. */
  vwapSums(slot: number): VwapSums {
    const v = slot * VWAP_FIELDS;
    return { volume: this.vwap[v] as number, pv: this.vwap[v + 1] as number, ppv: this.vwap[v + 2] as number };
  }

  /** The symbol's part-volume curve (valid to the last appended minute; later minutes read 0). */
  curveOf(slot: number): Float64Array {
    return (this.curves[slot] ??= this.curve.subarray(slot * this.minutes, (slot + 1) * this.minutes));
  }

  /** Regular minutes with a bar up to minute `index` (how many of the symbol's columns to read). */
  regularCount(index: number): number {
    return Math.max(0, Math.min(index + 1, this.closeIndex) - this.openIndex);
  }

  /** The symbol's regular-session columns to minute `index` (a NaN close: no bar that minute). */
  regularColumns(slot: number, index: number): BarColumns {
    let columns = this.columns[slot];
    if (!columns) {
      const from = slot * this.regularMinutes;
      const to = from + this.regularMinutes;
      columns = {
        high: this.high.subarray(from, to),
        low: this.low.subarray(from, to),
        close: this.close.subarray(from, to),
      };
      this.columns[slot] = columns;
    }
    const { high, low, close } = columns;
    return { length: this.regularCount(index), time: this.regularTimes, high, low, close };
  }

  /** The symbol's regular-session bars to minute `index`, as objects (for one ticker's charts and signals). */
  regularBars(slot: number, index: number): ScanBar[] {
    const from = slot * this.regularMinutes;
    const bars: ScanBar[] = [];
    for (let j = 0; j < this.regularCount(index); j++) {
      const close = this.close[from + j] as number;
      if (Number.isNaN(close)) continue;
      bars.push({
        time: this.regularTimes[j] as number,
        open: this.open[from + j] as number,
        high: this.high[from + j] as number,
        low: this.low[from + j] as number,
        close,
        volume: this.volume[from + j] as number,
      });
    }
    return bars;
  }
}

function minuteOf(bar: ScanBar, times: SessionTimes): number {
  return Math.floor((bar.time - times.preOpen) / MINUTE_MS);
}
