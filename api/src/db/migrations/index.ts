/**
 * The one migration set, identical on PGlite and PostgreSQL: one file per migration, listed here in order.
 * Migrations are code (not files read from disk) so they ship with the bundle and run in order at startup.
 * Never edit a released migration: add a file and a line.
 */
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Database } from '../schema.js';
import { migration as m0001 } from './0001_reference_data.js';
import { migration as m0002 } from './0002_politicians.js';
import { migration as m0003 } from './0003_users_and_tokens.js';
import { migration as m0004 } from './0004_account.js';
import { migration as m0005 } from './0005_identity.js';
import { migration as m0006 } from './0006_market_data.js';
import { migration as m0007 } from './0007_billing.js';
import { migration as m0008 } from './0008_token_version.js';
import { migration as m0009 } from './0009_discord_bot_channels.js';
import { migration as m0010 } from './0010_economic_events.js';
import { migration as m0012 } from './0012_email_verification.js';
import { migration as m0013 } from './0013_trade_journal.js';
import { migration as m0014 } from './0014_learning_progress.js';
import { migration as m0015 } from './0015_insiders.js';
import { migration as m0017 } from './0017_stock_splits.js';
import { migration as m0028 } from './0028_data_versions.js';
import { migration as m0024 } from './0024_sms_alerts.js';
import { migration as m0022 } from './0022_company_facts.js';
import { migration as m0034 } from './0034_company_facts_versions.js';
import { migration as m0035 } from './0035_minute_bars_versions.js';
import { migration as m0030 } from './0030_analyst_ratings.js';
import { migration as m0031 } from './0031_sec_filings.js';
import { migration as m0032 } from './0032_lobbying.js';
import { migration as m0033 } from './0033_gov_contracts.js';
import { migration as m0040 } from './0040_news.js';
import { migration as m0041 } from './0041_insider_list_indexes.js';
import { migration as m0043 } from './0043_journal_time_zone.js';
import { migration as m0044 } from './0044_bot_messages_versions.js';
import { migration as m0038 } from './0038_institutional_holdings.js';
import { migration as m0039 } from './0039_earnings_reports.js';
import { migration as m0037 } from './0037_saved_screens.js';

const MIGRATIONS: Record<string, Migration> = {
  '0001_reference_data': m0001,
  '0002_politicians': m0002,
  '0003_users_and_tokens': m0003,
  '0004_account': m0004,
  '0005_identity': m0005,
  '0006_market_data': m0006,
  '0007_billing': m0007,
  '0008_token_version': m0008,
  '0009_discord_bot_channels': m0009,
  '0010_economic_events': m0010,
  '0012_email_verification': m0012,
  '0013_trade_journal': m0013,
  '0014_learning_progress': m0014,
  '0015_insiders': m0015,
  '0017_stock_splits': m0017,
  '0028_data_versions': m0028,
  '0024_sms_alerts': m0024,
  '0022_company_facts': m0022,
  '0034_company_facts_versions': m0034,
  '0035_minute_bars_versions': m0035,
  '0037_saved_screens': m0037,
  '0030_analyst_ratings': m0030,
  '0031_sec_filings': m0031,
  '0032_lobbying': m0032,
  '0033_gov_contracts': m0033,
  '0040_news': m0040,
  '0041_insider_list_indexes': m0041,
  '0043_journal_time_zone': m0043,
  '0044_bot_messages_versions': m0044,
  '0038_institutional_holdings': m0038,
  '0039_earnings_reports': m0039,
};

class InCodeMigrationProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(MIGRATIONS);
  }
}

export const MIGRATION_NAMES = Object.keys(MIGRATIONS);

/** Brings the schema up to date; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
