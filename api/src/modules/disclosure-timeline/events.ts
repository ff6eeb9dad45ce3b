/**
 * One ticker's records of each source as timeline events, pure. Each mapper also decides whether the event
 * is the source acting on the ticker (the cluster rule in ./clusters.ts).
 */
import type {
  DisclosureEvent,
  Filing,
  FilingFormGroup,
  GovAward,
  InstitutionalHolder,
  LobbyingFiling,
  PoliticianTrade,
} from '@flowdeck/api-types';
import { SIMULATED_SOURCE } from '@flowdeck/endpoints/filings';
import type { InsiderDisclosure } from '../insiders/repository.js';
import { INSIDER_CODE_LABELS, OPEN_MARKET_BUY, OPEN_MARKET_SELL } from '@flowdeck/endpoints/insiders';

/** Filings that are an act on the ticker: a material event, a 5% stake, a notice of a proposed insider sale. */
export const ACTING_FILING_GROUPS: ReadonlySet<FilingFormGroup> = new Set(['8-K', '13D/13G', '144']);

type Event = Omit<DisclosureEvent, 'inCluster'>;

const money = (dollars: number) => `$${Math.round(dollars).toLocaleString('en-US')}`;
const shares = (n: number) => `${Math.round(Math.abs(n)).toLocaleString('en-US')} sh`;

export function politicianEvent(trade: PoliticianTrade): Event {
  const direction = trade.type === 'Purchase' ? 'buy' : trade.type === 'Exchange' ? 'neutral' : 'sell';
  return {
    id: `politician:${trade.id}`,
    date: trade.transactionDate,
    source: 'politician',
    title: `${trade.politician} (${trade.party}-${trade.state}) · ${trade.type}`,
    summary: `${trade.amountLabel}; owner ${trade.owner}; disclosed ${trade.disclosureDate}`,
    direction,
    amount: trade.amountMin,
    url: null,
    // No politician importer exists yet: every trade on file is from the simulator.
    simulated: true,
    acting: true,
  };
}

export function insiderEvent(trade: InsiderDisclosure): Event {
  const openMarket = trade.code === OPEN_MARKET_BUY || trade.code === OPEN_MARKET_SELL;
  const kind = INSIDER_CODE_LABELS[trade.code];
  const size = trade.shares === null ? '' : ` ${shares(trade.shares)}`;
  return {
    id: `insider:${trade.id}`,
    date: trade.tradeDate,
    source: 'insider',
    title: `${trade.insider} (${trade.title}) · ${kind}${size}`,
    summary: `Code ${trade.code}${trade.price === null ? '' : ` at $${trade.price}`}; filed ${trade.filingDate}`,
    direction: trade.code === OPEN_MARKET_BUY ? 'buy' : trade.code === OPEN_MARKET_SELL ? 'sell' : 'neutral',
    amount: trade.value > 0 ? trade.value : null,
    url: trade.filingUrl,
    simulated: trade.source === 'simulated',
    acting: openMarket,
  };
}

/** A 13F share position that changed: dated by the filing (or, unknown, the quarter's end). */
export function institutionalEvent(holder: InstitutionalHolder, quarter: string, quarterEnd: string): Event | null {
  if (holder.putCall !== null || holder.change === null || holder.change === 'unchanged') return null;
  const direction = holder.change === 'new' || holder.change === 'added' ? 'buy' : 'sell';
  const delta =
    holder.sharesChange === null ? '' : ` ${holder.sharesChange > 0 ? '+' : '−'}${shares(holder.sharesChange)}`;
  return {
    id: `13f:${holder.cik}:${quarter}`,
    date: holder.filed ?? quarterEnd,
    source: '13f',
    title: `${holder.filer} · ${holder.change}${delta}`,
    summary: `13F for ${quarter}; holds ${shares(holder.shares)} worth ${money(holder.value)}`,
    direction,
    amount: holder.valueChange === null ? null : Math.abs(holder.valueChange),
    url: holder.filingUrl,
    simulated: holder.source === SIMULATED_SOURCE,
    acting: true,
  };
}

/** An LDA report, dated by its due day: the report names a quarter, not a day of acting. */
export function lobbyingEvent(filing: LobbyingFiling, dueDate: string): Event {
  const issues = filing.issues.map((issue) => issue.name).slice(0, 3);
  return {
    id: `lobbying:${filing.id}`,
    date: dueDate,
    source: 'lobbying',
    title: `${filing.registrant} for ${filing.client} · ${filing.quarter} report`,
    summary: issues.length > 0 ? `Issues: ${issues.join(', ')}` : null,
    direction: 'neutral',
    amount: filing.amount,
    url: filing.filingUrl,
    simulated: filing.source === SIMULATED_SOURCE,
    acting: false,
  };
}

export function contractEvent(award: GovAward, quarter: string): Event {
  return {
    id: `contract:${award.id}:${quarter}`,
    date: award.actionDate,
    source: 'contract',
    title: `${award.agency} · award ${award.awardId}`,
    summary: `${money(award.amount)} obligated${award.naics ? `; NAICS ${award.naics}` : ''}`,
    direction: 'neutral',
    amount: award.amount,
    url: award.url,
    simulated: award.source === SIMULATED_SOURCE,
    acting: award.amount > 0,
  };
}

export function filingEvent(filing: Filing): Event {
  const items = filing.items.map((item) => item.label).slice(0, 2);
  return {
    id: `filing:${filing.id}`,
    date: filing.filingDate,
    source: 'filing',
    title: `${filing.form} · ${filing.formLabel}`,
    summary: items.length > 0 ? items.join('; ') : null,
    direction: 'neutral',
    amount: null,
    url: filing.documentUrl ?? filing.indexUrl,
    simulated: filing.source === SIMULATED_SOURCE,
    acting: ACTING_FILING_GROUPS.has(filing.formGroup),
  };
}
