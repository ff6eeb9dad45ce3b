// jsdom has no canvas: getContext returns null after logging "not implemented". Answer null
// quietly, as a browser without canvas would, so the chart wrapper's guard is what tests exercise.
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => null });
