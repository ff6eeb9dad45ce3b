/**
 * Smart-money clusters, pure: stretches of at most CLUSTER_SPAN_DAYS days (first to last event day) in which
 * at least CLUSTER_MIN_SOURCES different source types act on one ticker.
 *
 * Only acting events count (the caller decides which those are; see ./events.ts): a politician trade, an
 * open-market insider buy or sale (code P or S), a 13F position opened, added to, reduced or sold out, a
 * contract award, and an 8-K, 13D/13G or 144 filing. Grants, exercises, gifts, periodic reports (10-K, 10-Q),
 * Form 4 filings (the insider source already has their trades) and lobbying reports (dated by their due day,
 * not by an act) are shown on the timeline but never make a cluster.
 *
 * Each reported cluster is maximal: the acting events of one window [d, d + span] that starts on an event
 * day d, kept when no earlier window holds all of them. Windows of a busy stretch may overlap; an event is
 * flagged when any cluster holds it.
 */
import type { DisclosureCluster, DisclosureSource } from '@flowdeck/api-types';
import { CLUSTER_MIN_SOURCES, CLUSTER_SPAN_DAYS, DISCLOSURE_SOURCES } from '@flowdeck/endpoints/disclosure-timeline';

export interface ClusterInput {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  source: DisclosureSource;
  acting: boolean;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

export interface ClusterOptions {
  spanDays?: number;
  minSources?: number;
}

/** The maximal clusters of `events`, oldest first; each lists its events oldest first. */
export function findClusters(events: readonly ClusterInput[], options: ClusterOptions = {}): DisclosureCluster[] {
  const span = options.spanDays ?? CLUSTER_SPAN_DAYS;
  const minSources = options.minSources ?? CLUSTER_MIN_SOURCES;
  const acting = events
    .filter((event) => event.acting)
    .map((event) => ({ ...event, day: dayNumber(event.date) }))
    .sort((a, b) => a.day - b.day || a.id.localeCompare(b.id));
  const clusters: DisclosureCluster[] = [];
  let lastEnd = -1;
  let end = 0;
  for (let start = 0; start < acting.length; start++) {
    const first = acting[start] as (typeof acting)[number];
    // Windows start on an event day: a later start of the same day adds nothing.
    if (start > 0 && (acting[start - 1] as (typeof acting)[number]).day === first.day) continue;
    if (end < start) end = start;
    while (end + 1 < acting.length && (acting[end + 1] as (typeof acting)[number]).day - first.day <= span) end++;
    // The same last event as an earlier window: this one is inside it.
    if (end === lastEnd) continue;
    const members = acting.slice(start, end + 1);
    const kinds = new Set(members.map((event) => event.source));
    if (kinds.size < minSources) continue;
    lastEnd = end;
    clusters.push({
      start: first.date,
      end: (members.at(-1) as (typeof members)[number]).date,
      sources: DISCLOSURE_SOURCES.filter((source) => kinds.has(source)),
      eventIds: members.map((event) => event.id),
    });
  }
  return clusters;
}

/** The ids of every event some cluster holds. */
export function clusteredIds(clusters: readonly DisclosureCluster[]): Set<string> {
  return new Set(clusters.flatMap((cluster) => cluster.eventIds));
}
