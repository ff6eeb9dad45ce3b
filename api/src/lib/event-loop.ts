/**
 * Long loops on the API's one thread share it with requests, timers and the live feed: work over the whole
 * universe (every symbol's minute bars for a session, say) yields between slices instead of stalling every
 * request until it ends.
 */

/** The next turn of the event loop: pending I/O and timers run first. */
export const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

/** How long a loop works before it lets the event loop turn. */
export const SLICE_MS = 10;

/**
 * A checkpoint for a loop: `await checkpoint()` on each pass yields to the event loop once `sliceMs` of
 * work has gone by since the last yield, and costs a microtask otherwise.
 */
export function slicer(sliceMs: number = SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}
