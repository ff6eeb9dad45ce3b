/**
 * What main.ts does with a fault no handler caught (issue 22): a rejected promise is logged and the API keeps
 * serving; an uncaught exception is logged and the process exits 1 so its supervisor starts a clean one.
 * The API runs as its own process, and the fault is raised inside it (test/fault-injection.ts).
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { spawnApi, type ApiProcess } from './test/api-process.js';

const FAULTS = fileURLToPath(new URL('./test/fault-injection.ts', import.meta.url));

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`${what} did not happen within ${ms} ms`);
}

async function healthy(api: ApiProcess): Promise<boolean> {
  try {
    return (await fetch(`${api.url}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

const logged = (api: ApiProcess, text: string) => api.logs.some((line) => String(line['msg']).includes(text));

describe('faults nobody caught, in the API process', () => {
  const apis: ApiProcess[] = [];
  after(async () => {
    for (const api of apis) await api.stop();
  });

  async function start(fault: string): Promise<ApiProcess> {
    const api = await spawnApi({ PGLITE_DIR: 'memory://', INJECT_FAULT: fault }, [FAULTS]);
    apis.push(api);
    await until(() => healthy(api), 'the API answering /api/health');
    return api;
  }

  it('an unhandled rejection is logged with its error and the API keeps serving', async () => {
    const api = await start('rejection');
    api.child.kill('SIGUSR2');
    await until(() => logged(api, 'unhandled promise rejection (still serving)'), 'the rejection logged');
    const line = api.logs.find((l) => String(l['msg']).includes('unhandled promise rejection'));
    assert.match(JSON.stringify(line?.['err']), /a promise nobody awaited/);
    assert.equal(await healthy(api), true);
    assert.equal(api.exitCode, undefined, 'still running');
  });

  it('an uncaught exception is logged and the process exits 1', async () => {
    const api = await start('exception');
    api.child.kill('SIGUSR2');
    await until(() => api.exitCode !== undefined, 'the process exiting');
    assert.equal(api.exitCode, 1);
    assert.ok(logged(api, 'uncaught exception: exiting'));
    const line = api.logs.find((l) => String(l['msg']).includes('uncaught exception'));
    assert.match(JSON.stringify(line?.['err']), /an exception nobody caught/);
  });
});
