/**
 * Disclosure timeline (`disclosure-timeline/{x}`): one ticker's events from every disclosure source on one
 * time line, with the smart-money clusters (two or more source types acting within a week).
 */

/** The disclosure sources, in the order the timeline names them. */
export type DisclosureSource = 'politician' | 'insider' | '13f' | 'lobbying' | 'contract' | 'filing';

/** What an event did to the position: bought, sold, or neither (a grant, a report, an award). */
export type DisclosureDirection = 'buy' | 'sell' | 'neutral';

export interface DisclosureEvent {
  /** `<source>:<the source's own id>`: unique within the answer. */
  id: string;
  /** The day the event happened (trade, filing, award or report date), YYYY-MM-DD. */
  date: string;
  source: DisclosureSource;
  /** One line: who did what ("CEO J. Doe bought 1,200 sh", "8-K: Current report"). */
  title: string;
  /** A second line with details, or null. */
  summary: string | null;
  direction: DisclosureDirection;
  /** Dollars when the source states them (a politician's bracket counts at its minimum); else null. */
  amount: number | null;
  /** The filing or record on its public site; null when there is none (simulated rows mostly). */
  url: string | null;
  /** True for rows the simulator made ("Simulated data"); false for imported public records. */
  simulated: boolean;
  /** Whether this event counts as the source acting on the ticker (see the cluster rule). */
  acting: boolean;
  /** Whether the event belongs to a smart-money cluster. */
  inCluster: boolean;
}

export interface DisclosureCluster {
  /** The first and last event day of the cluster (at most the window apart). */
  start: string;
  end: string;
  /** The different source types acting in it (two or more). */
  sources: DisclosureSource[];
  eventIds: string[];
}

export interface DisclosureTimeline {
  ticker: string;
  company: string | null;
  from: string;
  to: string;
  /** The sources asked for (all when none was named). */
  sources: DisclosureSource[];
  /** Newest first, at most `limit`. */
  events: DisclosureEvent[];
  /** Events in the window before `limit` cut them. */
  total: number;
  /** Events per source in the window. */
  counts: Record<DisclosureSource, number>;
  /** Oldest first, computed over every event in the window (not only the shown ones). */
  clusters: DisclosureCluster[];
  simulated: boolean;
}
