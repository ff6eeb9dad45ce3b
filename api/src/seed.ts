/** Seeding, assembled at the composition root beside app.ts: it is the one place that knows every module with reference data. */
import { sql } from 'kysely';
import type { SeedConfig } from './config.js';
import { seedInsiders, type InsiderSeedResult } from './modules/insiders/seed.js';
import { seedPoliticians, type PoliticianSeedResult } from './modules/politicians/seed.js';
import { seedReferenceData, type ReferenceSeedResult } from './modules/reference/seed.js';
import type { DatabaseHandle } from './db/database.js';
import type { RecordSources } from './sources/records.js';

/** Arbitrary constant: the advisory lock that serialises seeding across API processes. */
const SEED_LOCK_ID = 735_201_001;

export interface SeedResult {
  reference: ReferenceSeedResult;
  politicians: PoliticianSeedResult;
  insiders: InsiderSeedResult;
  durationMs: number;
}

/**
 * Seeds reference data in one transaction: either all of it lands or none does, and on PostgreSQL an
 * advisory lock makes concurrent starts of several API processes seed exactly once.
 */
export async function seedDatabase(
  handle: DatabaseHandle,
  options: { simSeed: number; seed: SeedConfig; now: Date; records: RecordSources },
): Promise<SeedResult> {
  const started = performance.now();
  const { reference, politicians, insiders } = await handle.db.transaction().execute(async (tx) => {
    if (handle.kind === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(tx);
    const referenceResult = await seedReferenceData(tx, handle.kind, {
      simSeed: options.simSeed,
      historyDays: options.seed.historyDays,
      symbolLimit: options.seed.symbolLimit,
      ...(options.seed.listedSymbols !== undefined ? { listedSymbols: options.seed.listedSymbols } : {}),
      now: options.now,
    });
    const politicianResult = await seedPoliticians(tx, handle.kind, {
      source: options.records.politicians,
      trades: options.seed.politicianTrades,
      now: options.now,
    });
    const insiderResult = await seedInsiders(tx, handle.kind, { source: options.records.insiders });
    return { reference: referenceResult, politicians: politicianResult, insiders: insiderResult };
  });
  return { reference, politicians, insiders, durationMs: Math.round(performance.now() - started) };
}
