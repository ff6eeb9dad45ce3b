/**
 * The public records the modules read besides what was imported, one source per kind. Each module declares
 * the interface it reads (its `source.ts`); the composition root (app.ts) picks what answers it — the
 * simulator on the embedded defaults (`simulatedRecords` in sources/simulator/records), a vendor feed
 * otherwise — and no module names the simulator (a lint wall).
 */
import type { AnalystActionSource } from '../modules/analyst-ratings/source.js';
import type { FilingSource } from '../modules/filings/source.js';
import type { FundamentalsSource } from '../modules/fundamentals/source.js';
import type { ContractSource } from '../modules/govcontracts/source.js';
import type { InsiderFilingSource } from '../modules/insiders/source.js';
import type { ThirteenFSource } from '../modules/institutional/source.js';
import type { LobbyingSource } from '../modules/lobbying/source.js';
import type { NewsSource } from '../modules/news/source.js';
import type { PoliticianTradeSource } from '../modules/politicians/source.js';
import type { SplitSource } from '../modules/stock-splits/source.js';

export interface RecordSources {
  analystRatings: AnalystActionSource;
  filings: FilingSource;
  fundamentals: FundamentalsSource;
  govContracts: ContractSource;
  /** The insider filings a fresh database is seeded with. */
  insiders: InsiderFilingSource;
  institutional: ThirteenFSource;
  lobbying: LobbyingSource;
  news: NewsSource;
  /** The congressional trades a fresh database is seeded with. */
  politicians: PoliticianTradeSource;
  splits: SplitSource;
}
