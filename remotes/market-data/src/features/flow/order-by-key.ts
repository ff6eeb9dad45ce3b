/** Bits of a key taken per radix pass: four passes cover a double's 64 bits. */
const DIGIT_BITS = 16;
const DIGIT_MASK = (1 << DIGIT_BITS) - 1;
const SIGN_BIT = 0x8000_0000;
/** Which 32-bit word of a double holds its low bits, on this machine's byte order (every browser: the first). */
const LOW_WORD = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1 ? 0 : 1;
const HIGH_WORD = 1 - LOW_WORD;

/**
 * Positions 0…n−1 ordered by `keys`, ascending or descending, ties kept in position order (a stable
 * sort). It is a radix sort of the keys' bits, 16 at a pass: four linear passes and no comparison
 * calls, which orders 100,000 keys several times faster than `sort` with a comparator. Keys are finite
 * numbers; −0 counts as 0.
 */
export function orderByKey(keys: Float64Array, descending = false): Uint32Array {
  const n = keys.length;
  const doubles = new Float64Array(n);
  for (let i = 0; i < n; i++) doubles[i] = (keys[i] as number) + 0; // −0 + 0 is 0
  // The same bytes as pairs of unsigned words, turned so that unsigned order is numeric order: a
  // positive double gets its sign bit set, a negative one has every bit flipped (its magnitude runs
  // backwards); descending flips every bit once more.
  const words = new Uint32Array(doubles.buffer);
  const flipAll = descending ? 0xffff_ffff : 0;
  for (let i = 0; i < n; i++) {
    const hi = words[2 * i + HIGH_WORD] as number;
    const lo = words[2 * i + LOW_WORD] as number;
    const negative = (hi & SIGN_BIT) !== 0;
    words[2 * i + HIGH_WORD] = ((negative ? ~hi : hi | SIGN_BIT) ^ flipAll) >>> 0;
    words[2 * i + LOW_WORD] = ((negative ? ~lo : lo) ^ flipAll) >>> 0;
  }

  let order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let next = new Uint32Array(n);
  const starts = new Uint32Array(DIGIT_MASK + 2);
  // Least significant digit first; each pass is stable, so ties keep the order of the passes before.
  for (let pass = 0; pass < 64 / DIGIT_BITS; pass++) {
    const word = pass < 2 ? LOW_WORD : HIGH_WORD;
    const shift = (pass % 2) * DIGIT_BITS;
    starts.fill(0);
    for (let i = 0; i < n; i++) {
      const slot = (((words[2 * i + word] as number) >>> shift) & DIGIT_MASK) + 1;
      starts[slot] = (starts[slot] as number) + 1;
    }
    // A digit every key shares (small whole numbers leave most of the bits alike) orders nothing.
    if (n === 0 || starts[(((words[word] as number) >>> shift) & DIGIT_MASK) + 1] === n) continue;
    for (let d = 1; d < starts.length; d++) starts[d] = (starts[d] as number) + (starts[d - 1] as number);
    for (let k = 0; k < n; k++) {
      const i = order[k] as number;
      const digit = ((words[2 * i + word] as number) >>> shift) & DIGIT_MASK;
      next[starts[digit] as number] = i;
      starts[digit] = (starts[digit] as number) + 1;
    }
    [order, next] = [next, order];
  }
  return order;
}
