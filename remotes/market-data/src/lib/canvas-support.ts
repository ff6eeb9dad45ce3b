let supported: boolean | undefined;

/** Whether this browser can draw on a 2D canvas (jsdom and some locked-down browsers cannot). */
export function canvasSupported(): boolean {
  if (supported === undefined) {
    supported = typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
  }
  return supported;
}
