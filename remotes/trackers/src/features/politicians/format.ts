import { formatUsdShort } from '@flowdeck/ui-kit';
import type { Chamber, Party } from './api/types';

/** "$1K – $15K", or "$50M+" for the open-ended top bracket (as the amount filter writes them). */
export function formatAmountRange(min: number, max: number | null): string {
  if (max === null) return `${formatUsdShort(min)}+`;
  return `${formatUsdShort(min)} – ${formatUsdShort(max)}`;
}

/** "CA-11" for a House seat, "CA" for a Senate seat or an at-large member. */
export function seatLabel(state: string, district: string | null): string {
  return district ? `${state}-${district}` : state;
}

/** "D · House · CA-11" */
export function affiliationLabel(member: {
  party: Party;
  chamber: Chamber;
  state: string;
  district: string | null;
}): string {
  return `${member.party} · ${member.chamber} · ${seatLabel(member.state, member.chamber === 'House' ? member.district : null)}`;
}

export function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** Filings suffix every share class; next to the ticker "Common Stock" says nothing, so the table drops it. */
export function assetName(description: string): string {
  return description.replace(/\s+-\s+Common Stock$/i, '');
}
