/** The API as its own process (main.ts, as in production) for tests of what only a process shows: exits, logs. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { API_ROOT } from '../config.js';
import { closedPort } from './tcp-proxy.js';

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Parsed pino lines written so far. */
  logs: Array<Record<string, unknown>>;
  exitCode: number | null | undefined;
  stop(): Promise<void>;
}

/** main.ts as its own process (as in production), logging JSON at info. */
export async function spawnApi(env: Record<string, string>, preload: readonly string[] = []): Promise<ApiProcess> {
  const port = await closedPort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...preload.flatMap((file) => ['--import', file]), path.join(API_ROOT, 'src/main.ts')],
    {
      cwd: API_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_HISTORY_DAYS: '60',
        SEED_POLITICIAN_TRADES: '600',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const api: ApiProcess = {
    child,
    url: `http://127.0.0.1:${port}`,
    logs: [],
    exitCode: undefined,
    async stop() {
      if (api.exitCode !== undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      try {
        api.logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        api.logs.push({ msg: line });
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => api.logs.push({ msg: chunk.toString(), stderr: true }));
  child.once('exit', (code) => {
    api.exitCode = code;
  });
  return api;
}
