import { formatThousands, formatUsdShort } from '@flowdeck/ui-kit';
import type { FlowFilters } from './flow-filters';
import { KIND_LABELS, SIDE_LABELS } from './flow-format';

const SEPARATOR = ' · ';

function range(label: string, min: number | null, max: number | null, format: (v: number) => string): string | null {
  if (min !== null && max !== null) return `${label} ${format(min)}–${format(max)}`;
  if (min !== null) return `Min ${label.toLowerCase()} ${format(min)}`;
  if (max !== null) return `Max ${label.toLowerCase()} ${format(max)}`;
  return null;
}

/** The filters in force as the page names them: "SPY · Calls · Min premium $1M" (empty: none). */
export function describeFilters(f: FlowFilters): string[] {
  const parts: Array<string | null> = [
    f.tickers.length > 0 ? f.tickers.join(', ') : null,
    f.callPut === 'calls' ? 'Calls' : f.callPut === 'puts' ? 'Puts' : null,
    f.sides.length > 0 ? f.sides.map((s) => SIDE_LABELS[s].long).join(', ') : null,
    f.kinds.length > 0 ? f.kinds.map((k) => KIND_LABELS[k]).join(', ') : null,
    f.minPremium !== null ? `Min premium ${formatUsdShort(f.minPremium)}` : null,
    f.minSize !== null ? `Min size ${formatThousands(f.minSize)}` : null,
    range('DTE', f.dteMin, f.dteMax, String),
    f.otmOnly ? 'OTM only' : null,
    f.sweepsOnly ? 'Sweeps only' : null,
    f.volumeOverOi ? 'Vol > OI' : null,
    f.unusualOnly ? 'Unusual only' : null,
    f.sectors.length > 0 ? f.sectors.join(', ') : null,
    range('Market cap', f.marketCapMin, f.marketCapMax, formatUsdShort),
  ];
  return parts.filter((p): p is string => p !== null);
}

/**
 * Why the table is empty: what is filtered and in which session, and — only while the shown session
 * still trades and the table is not paused — that new orders appear as they print. Never "yet" about
 * a session that is over.
 */
export function flowEmptyMessage(filters: FlowFilters, { trading, paused }: { trading: boolean; paused: boolean }) {
  const described = describeFilters(filters);
  const subject = described.length > 0 ? `No orders match ${described.join(SEPARATOR)}` : 'No orders';
  if (!trading) return `${subject} in this session.`;
  return `${subject} in this session yet${paused ? '' : ' — new ones appear here as they print'}.`;
}
