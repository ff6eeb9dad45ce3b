/** Every import kind, once. A new kind: its folder under `api/src/sources/<source>/` and one line here. */
import type { Importer } from './importer.js';
import { form4Importer } from '../sec/form4-importer.js';

export const IMPORTERS: readonly Importer[] = [form4Importer];
