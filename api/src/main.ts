import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { redactUrl } from './db/database.js';

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

const config = readConfig();
const started = performance.now();
const app = await buildApp(config).catch((error: unknown) => {
  console.error(`Failed to start the API: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  });
}

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
