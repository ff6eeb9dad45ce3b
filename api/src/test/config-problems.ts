import { ConfigError, loadConfig } from '../config.js';

/** A secret random enough for production (it is only ever used in tests). */
export const TEST_PRODUCTION_SECRET = '9f2c7b41e8d05a63c1f4b97e2d80a5c36e1b7f49d2a0c85e';

/** The mail settings production requires (a Postmark-shaped token that is only ever used in tests). */
export const PRODUCTION_MAIL_ENV = {
  MAIL_PROVIDER: 'postmark',
  POSTMARK_SERVER_TOKEN: '0f8e2b4c-6a1d-4e3f-9b7a-2c5d8e1f4a6b',
  MAIL_FROM: 'no-reply@flowdeck.example',
};

/** A minimal production environment that loads: tests add the settings they are about. */
export const PRODUCTION_ENV = { NODE_ENV: 'production', JWT_SECRET: TEST_PRODUCTION_SECRET, ...PRODUCTION_MAIL_ENV };

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
