import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { DatabaseKind } from './db/database.js';
import type { Database } from './db/schema.js';
import type { RedisMonitor } from './realtime/redis-link.js';
import type { IdentityVerifier } from './security/identity-provider.js';
import type { SessionRevocations } from './security/session-revocation.js';
import type { TokenService } from './security/tokens.js';
import type { RecordSources } from './sources/records.js';

/** What route modules receive from the app: built once in buildApp, passed down explicitly. */
export interface AppDeps {
  config: Config;
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  tokens: TokenService;
  /** Verifies identity-provider (Firebase) ID tokens; null when social sign-in is not configured. */
  identity: IdentityVerifier | null;
  now: () => Date;
  version: string;
  /** Where each module's public records come from besides imports (the simulator on the embedded defaults). */
  records: RecordSources;
  /** The Redis link when REDIS_URL is set: its state (`/health`) and the clients opened on it. */
  redis?: RedisMonitor | null;
  /** Revoked sessions (logout, refresh-token reuse, admin): tell it when this process revokes one. */
  sessions?: SessionRevocations;
}
