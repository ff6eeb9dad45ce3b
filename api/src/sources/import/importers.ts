/** Every import kind, once. A new kind: its folder under `api/src/sources/<source>/` and one line here. */
import { journalImporter } from '../../modules/journal/journal-importer.js';
import type { Importer } from './importer.js';

export const IMPORTERS: readonly Importer[] = [journalImporter];
