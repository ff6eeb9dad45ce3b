/** Every import kind, once. A new kind: its folder under `api/src/sources/<source>/` and one line here. */
import { journalImporter } from '../../modules/journal/journal-importer.js';
import { calendarIcsImporter } from '../calendars/importer.js';
import { splitsImporter } from '../splits/importer.js';
import { earningsImporter } from '../earnings/importer.js';
import type { Importer } from './importer.js';
import { form4Importer } from '../sec/form4-importer.js';
import { companyFactsImporter } from '../companyfacts/importer.js';
import { analystRatingsImporter } from '../analyst-ratings/importer.js';
import { ldaImporter } from '../lda/importer.js';
import { usaspendingImporter } from '../usaspending/importer.js';
import { thirteenFImporter } from '../13f/importer.js';
import { edgarIndexImporter, edgarSubmissionsImporter } from '../sec/filings-importer.js';
import { newsImporter } from '../news/importer.js';
import { symbolsImporter } from '../symbol-directory/importer.js';

export const IMPORTERS: readonly Importer[] = [
  calendarIcsImporter,
  splitsImporter,
  journalImporter,
  form4Importer,
  companyFactsImporter,
  analystRatingsImporter,
  edgarSubmissionsImporter,
  edgarIndexImporter,
  ldaImporter,
  usaspendingImporter,
  newsImporter,
  thirteenFImporter,
  earningsImporter,
  symbolsImporter,
];
