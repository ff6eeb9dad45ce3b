/** The text of one alert: GSM-7 only, one segment, no emoji. */
import { SMS_TEXT_MAX } from '@flowdeck/endpoints/sms-alerts';
import { fitGsm7 } from './segments.js';
import type { AlertSignal } from './signals.js';

/** Every text starts with the brand, so the recipient knows who is texting. */
export const TEXT_PREFIX = 'FlowDeck';

/**
 * "FlowDeck · Big calls: AAPL $1.2M 190C 6/20 sweep. +3 more: NVDA, TSLA" — the first event in full, then
 * how many more and which other symbols, cut to one segment.
 */
export function composeText(ruleName: string, signals: readonly AlertSignal[], count: number): string {
  const first = signals[0];
  const head = `${TEXT_PREFIX} - ${ruleName}: ${first?.line ?? ''}`;
  if (count <= 1) return fitGsm7(head, SMS_TEXT_MAX);
  const others = [
    ...new Set(
      signals
        .slice(1)
        .map((s) => s.symbol)
        .filter((s): s is string => s !== null),
    ),
  ].filter((s) => s !== first?.symbol);
  const more = ` +${count - 1} more${others.length > 0 ? `: ${others.join(', ')}` : ''}`;
  // The count must survive the cut: the head gives way first.
  const room = SMS_TEXT_MAX - more.length;
  return fitGsm7(fitGsm7(head, Math.max(room, 40)) + more, SMS_TEXT_MAX);
}

/** "$1.2M", "$850K", "$12,300". */
export function formatPremium(value: number): string {
  if (value >= 1e9) return `$${(value / 1e9).toFixed(1)}B`;
  if (value >= 1e6) return `$${(value / 1e6).toFixed(1)}M`;
  if (value >= 1e3) return `$${Math.round(value / 1e3)}K`;
  return `$${Math.round(value)}`;
}
