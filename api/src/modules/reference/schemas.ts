import { z } from 'zod';
import { requiredText } from '../../lib/validation.js';

export const SEARCH_LIMIT = 20;
export const SEARCH_MAX_LENGTH = 50;

export const searchQuerySchema = z.object({
  searchText: requiredText().max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters.`),
});

/** Tickers: letters, digits and a class suffix (BRK.B); matched case-insensitively. */
export const symbolParamSchema = z.object({
  symbol: z
    .string()
    .trim()
    .min(1)
    .max(12)
    .regex(/^[A-Za-z0-9.\-^]+$/, 'Symbols contain only letters, digits, "." and "-".')
    .transform((s) => s.toUpperCase()),
});

export type { SymbolSearchResult as SearchResult } from '@flowdeck/api-types';
