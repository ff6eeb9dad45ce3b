import type { PoliticianSummary } from './api/types';

/** What the trades endpoint's `politician` filter takes for a member picked from the roster. */
export function politicianFilterValue(politician: PoliticianSummary): string {
  return String(politician.id);
}
