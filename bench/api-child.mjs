// The API in a child process for the load benchmarks: the load generator (autocannon) and the API must not
// share one event loop. The bench script runs itself with `--serve` in the child.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** In the child: listen on a free port, hand the port and `extra` to the parent, close when it says stop. */
export async function serveToParent(app, extra = {}) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: app.server.address().port, ...extra });
  process.on('message', async (message) => {
    if (message === 'stop') {
      await app.close();
      process.exit(0);
    }
  });
}

/** In the parent: runs `script` (an import.meta.url) with `--serve`; resolves with what the child handed over. */
export async function startApiChild(script, args = []) {
  const child = fork(fileURLToPath(script), ['--serve', ...args], { stdio: 'inherit' });
  const served = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`API exited with ${code}`)));
  });
  return { ...served, stop: () => child.send('stop') };
}
