import { ConfigError, loadConfig } from '../config.js';

/** A minimal production environment that loads: tests add the settings they are about. */
export const PRODUCTION_ENV = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };

/** What loadConfig refuses in `env`, one line per problem (none: it loads). */
export function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
