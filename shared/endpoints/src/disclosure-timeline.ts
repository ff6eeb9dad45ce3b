/**
 * Disclosure timeline endpoint (issue 15: "one timeline per ticker of every disclosure source"):
 * `{x}` is a ticker. Zod-free (see ./market.ts).
 */
import type { DisclosureSource, DisclosureTimeline } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

/** The sources in the order the timeline shows them, with the names the pages print. */
export const DISCLOSURE_SOURCES: readonly DisclosureSource[] = [
  'politician',
  'insider',
  '13f',
  'lobbying',
  'contract',
  'filing',
];

export const DISCLOSURE_SOURCE_LABELS: Record<DisclosureSource, string> = {
  politician: 'Politician',
  insider: 'Insider',
  '13f': '13F',
  lobbying: 'Lobbying',
  contract: 'Gov. contract',
  filing: 'SEC filing',
};

/** The default window: the last year up to today. */
export const DISCLOSURE_DEFAULT_DAYS = 365;
/** The longest window one request may ask for. */
export const DISCLOSURE_MAX_DAYS = 3 * 365;
export const DISCLOSURE_DEFAULT_LIMIT = 200;
export const DISCLOSURE_MAX_LIMIT = 500;
/** A smart-money cluster: events of at least this many different source types… */
export const CLUSTER_MIN_SOURCES = 2;
/** …whose first and last day are at most this many days apart (the insider cluster-buy window). */
export const CLUSTER_SPAN_DAYS = 7;
/** What the pages say the cluster rule is. */
export const CLUSTER_RULE_TEXT =
  'Smart-money cluster: 2 or more different sources acting on the ticker within 7 days. Acting means a politician trade, an open-market insider buy or sale (P/S), a 13F new/added/reduced/sold-out position, a contract award, or an 8-K, 13D/13G or 144 filing; grants, exercises, periodic reports and lobbying reports are shown but do not count.';

export const DISCLOSURE_TIMELINE: Route<'GET', 'disclosure-timeline/{x}', DisclosureTimeline> = {
  method: 'GET',
  path: 'disclosure-timeline/{x}',
  requirement: 'readTrackers',
  summary:
    "One ticker's disclosures from every source (politician trades, insider transactions, 13F changes, lobbying, government contracts, SEC filings) newest first, with the smart-money clusters: 2 or more sources acting within 7 days.",
};
