import type { AssetType, Chamber, OwnerCode, Party, TradeType } from '@flowdeck/api-types';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** DATE columns travel as 'YYYY-MM-DD' strings on both drivers (see the type parsers in database.ts). */
type DateColumn = string;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface SymbolsTable {
  symbol: string;
  name: string;
  exchange: string;
  asset_type: AssetType;
  sector: string;
  industry: string;
  market_cap: number | null;
  shares_outstanding: number | null;
  float_shares: number | null;
  description: string;
  ceo: string | null;
  headquarters: string | null;
  founded: number | null;
  employees: number | null;
  website: string | null;
}

export interface DailyBarsTable {
  symbol: string;
  date: DateColumn;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface PoliticiansTable {
  id: string;
  name: string;
  party: Party;
  chamber: Chamber;
  state: string;
  district: string | null;
}

export interface PoliticianTradesTable {
  id: Generated<number>;
  politician_id: string;
  ticker: string;
  asset_description: string;
  asset_type: string;
  transaction_type: TradeType;
  owner: OwnerCode;
  amount_min: number;
  amount_max: number | null;
  amount_label: string;
  transaction_date: DateColumn;
  disclosure_date: DateColumn;
  filed_after_days: number;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  display_name: string | null;
  avatar: string | null;
  end_date: DateColumn;
  bot_sub: Generated<boolean>;
  referral_code: string;
  referred_by: number | null;
  created_at: Generated<Timestamp>;
}

export interface RefreshTokensTable {
  id: string;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Generated<Timestamp>;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface Database {
  symbols: SymbolsTable;
  daily_bars: DailyBarsTable;
  politicians: PoliticiansTable;
  politician_trades: PoliticianTradesTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
}

export type SymbolRow = Selectable<SymbolsTable>;
export type DailyBarRow = Selectable<DailyBarsTable>;
export type NewDailyBar = Insertable<DailyBarsTable>;
export type PoliticianRow = Selectable<PoliticiansTable>;
export type UserRow = Selectable<UsersTable>;
