/** How an alert reads: the record's words for the action, prior → current, and the firm's record. */
import type { AnalystRating } from '@flowdeck/api-types';
import { RATING_ACTION_LABELS, TARGET_ACTION_LABELS } from '@flowdeck/endpoints/analyst-ratings';

const dollars = (value: number) =>
  `$${Number.isInteger(value) ? value.toLocaleString('en-US') : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "Morgan Stanley Upgrades NVDA", "UBS Maintains AAPL, Raises target". */
export function headline(alert: AnalystRating): string {
  const target =
    alert.targetAction && alert.targetAction !== 'maintain'
      ? `, ${TARGET_ACTION_LABELS[alert.targetAction]} target`
      : '';
  return `${alert.firm} ${RATING_ACTION_LABELS[alert.action]} ${alert.ticker}${target}`;
}

/** "Equal-Weight → Overweight · $150 → $180"; the parts that are absent are left out. */
export function changeLine(alert: AnalystRating): string {
  const rating =
    alert.ratingPrior === alert.ratingCurrent
      ? alert.ratingCurrent
      : `${alert.ratingPrior ?? ''} → ${alert.ratingCurrent ?? 'none'}`.trim();
  const target =
    alert.targetPrior === null && alert.targetCurrent === null
      ? null
      : alert.targetPrior === alert.targetCurrent
        ? `PT ${dollars(alert.targetCurrent as number)}`
        : `PT ${alert.targetPrior === null ? '' : `${dollars(alert.targetPrior)} `}→ ${alert.targetCurrent === null ? 'removed' : dollars(alert.targetCurrent)}`;
  return [rating, target].filter(Boolean).join(' · ');
}

export function signedPercent(value: number | null): string {
  if (value === null) return '—';
  const percent = value * 100;
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

/** "58.1% of 42 calls beat SPY over 3 months", or why there is no record yet. */
export function recordLine(alert: AnalystRating): string {
  const { successRate, measured } = alert.firmRecord;
  if (successRate === null) return 'No measured calls yet';
  return `${(successRate * 100).toFixed(1)}% of ${measured} calls right over 3 months`;
}
