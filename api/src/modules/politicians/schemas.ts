/** The tracker's query facts and schemas are its endpoints' contracts (@flowdeck/endpoints/politicians). */
export {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  POLITICIAN_DETAIL_TRADES,
  TRADE_SORTS,
  type TradeSort,
} from '@flowdeck/endpoints/politicians';
export { tradesQuerySchema, type TradesQuery } from '@flowdeck/endpoints/politicians/contracts';

/** Response shapes are declared once, in @flowdeck/api-types, for the API and its clients. */
export type { PoliticianSummary, PoliticianTrade as TradeItem } from '@flowdeck/api-types';
