import { ConfigError, loadConfig, type Config } from './config.js';
import { prepareDatabaseInChild, preparesInChild } from './prepare-child.js';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** How long a shutdown may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = readConfig();
const started = performance.now();
const failed = (error: unknown): never => {
  console.error(`Failed to start the API: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
};
// An embedded database is migrated and seeded in a child process first, so the API keeps less memory; and
// before this process loads the app, so the two together stay small while the child's initdb peaks.
const prepared = preparesInChild(config) ? await prepareDatabaseInChild(config, new Date()).catch(failed) : undefined;
const [{ buildApp }, { redactUrl }] = await Promise.all([import('./app.js'), import('./db/database.js')]);
const app = await buildApp(config, { prepared }).catch(failed);

let closing = false;
function shutDown(reason: object, exitCode: number): void {
  if (closing) return;
  closing = true;
  app.log.info(reason, 'shutting down');
  // A close that hangs (a stuck connection) must not keep a broken process around: the supervisor restarts it.
  setTimeout(() => process.exit(exitCode || 1), SHUTDOWN_TIMEOUT_MS).unref();
  app.close().then(
    () => process.exit(exitCode),
    (error: unknown) => {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    },
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => shutDown({ signal }, 0));

// A rejected promise nobody awaited is a bug in one request or background job, not in the process: log it
// loudly and keep serving. An uncaught exception may have left any state half-updated: log it and exit
// non-zero (after closing what can be closed) so the supervisor starts a clean process. Never silent.
process.on('unhandledRejection', (reason: unknown) => {
  app.log.error({ err: reason }, 'unhandled promise rejection (still serving)');
});
process.on('uncaughtException', (error: Error) => {
  app.log.fatal({ err: error }, 'uncaught exception: exiting');
  shutDown({ reason: 'uncaught exception' }, 1);
});

await app.listen({ port: config.port, host: config.host });
const database = config.database.kind === 'postgres' ? redactUrl(config.database.url) : config.database.dataDir;
app.log.info(
  {
    database,
    apiPrefix: config.apiPrefix,
    redis: config.redisUrl !== null,
    startupMs: Math.round(performance.now() - started),
  },
  'FlowDeck API ready',
);
