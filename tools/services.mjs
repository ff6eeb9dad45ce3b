// The services the API tests need in CI (PostgreSQL, Redis: api/src/test/services.ts fails a CI run without
// them). On this machine kind they are Debian's servers, started before the session; a CI run that finds one
// stopped starts it with the machine's own command instead of failing 25 minutes later on its first test that
// needs it (stop 43's CI run met a stopped Redis). Only the default local addresses are handled: a run pointed
// elsewhere (TEST_REDIS_URL, TEST_DATABASE_URL) is left as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';

/** Whether something accepts a TCP connection at host:port within a few seconds. */
function listening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (up) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(5_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitListening(port, seconds = 30) {
  for (let waited = 0; waited < seconds; waited++) {
    if (await listening(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return false;
}

const SERVICES = [
  {
    name: 'Redis',
    port: 6379,
    overridden: (env) => Boolean(env.TEST_REDIS_URL),
    binary: '/usr/bin/redis-server',
    // Nothing on disk, as the machine's own start command (the tests' keys are throwaway).
    command: () => [
      '/usr/bin/redis-server',
      ['--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', '6379', '--save', '', '--appendonly', 'no'],
    ],
  },
  {
    name: 'PostgreSQL',
    port: 5432,
    overridden: (env) => Boolean(env.TEST_DATABASE_URL) || env.TEST_POSTGRES === 'off',
    binary: '/usr/bin/pg_ctlcluster',
    command: () => {
      const [version] = readdirSync('/etc/postgresql');
      return ['/usr/bin/pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']];
    },
  },
];

/**
 * Under CI, starts each default local service that is installed but not listening; stops the run with the
 * reason when one cannot be started. Outside CI nothing is done: the tests that need a missing service skip.
 */
export async function ensureTestServices(env = process.env) {
  if (!env.CI) return;
  for (const service of SERVICES) {
    if (service.overridden(env) || (await listening(service.port))) continue;
    if (!existsSync(service.binary) || process.getuid?.() !== 0) {
      console.error(`✖ ${service.name} is not listening on 127.0.0.1:${service.port} and cannot be started here.`);
      process.exit(1);
    }
    const [command, args] = service.command();
    console.log(`\n${service.name} was not listening on 127.0.0.1:${service.port}: starting it (${command}).`);
    spawnSync(command, args, { stdio: 'inherit' });
    if (!(await waitListening(service.port))) {
      console.error(`✖ ${service.name} did not start listening on 127.0.0.1:${service.port}.`);
      process.exit(1);
    }
  }
}
