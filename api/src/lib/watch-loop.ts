/**
 * The loop every alert watch runs (scanners, screens, earnings releases): a look every `intervalMs` once
 * started, one look at a time (a tick that comes while a look is still running finds nothing), and a failed
 * look logged with the next one tried on time. Null `intervalMs`: no timer; tests call `tick()`.
 */
export interface WatchLoopOptions {
  /** Names the watch in the log: "<name> tick failed". */
  name: string;
  intervalMs: number | null;
  logger?: { error(obj: object, msg: string): void } | undefined;
}

export interface WatchLoop<T> {
  /** One look now: what it found new (nothing when a look is already running). */
  tick(): Promise<T[]>;
  start(): void;
  close(): void;
}

export function createWatchLoop<T>(look: () => Promise<T[]>, options: WatchLoopOptions): WatchLoop<T> {
  let timer: NodeJS.Timeout | null = null;
  let running = false;

  async function tick(): Promise<T[]> {
    if (running) return [];
    running = true;
    try {
      return await look();
    } finally {
      running = false;
    }
  }

  return {
    tick,
    start(): void {
      if (options.intervalMs === null || timer) return;
      timer = setInterval(() => {
        tick().catch((error: unknown) => options.logger?.error({ err: error }, `${options.name} tick failed`));
      }, options.intervalMs);
      timer.unref();
    },
    close(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
