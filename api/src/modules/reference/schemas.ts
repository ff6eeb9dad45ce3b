/** The reference endpoints' facts and schemas are their contracts (@flowdeck/endpoints/reference). */
export { SEARCH_LIMIT, SEARCH_MAX_LENGTH } from '@flowdeck/endpoints/reference';

export type { SymbolSearchResult as SearchResult } from '@flowdeck/api-types';
