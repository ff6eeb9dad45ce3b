/** Waiting in fault-injection tests: outages and reconnections are asynchronous. */
import assert from 'node:assert/strict';

/** Polls `check` every 100 ms until it holds; fails the test after `ms` with what did not happen. */
export async function eventually(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`${what} did not happen within ${ms} ms`);
}
