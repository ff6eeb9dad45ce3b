/** How the Analyst Ratings page writes actions, ratings, targets and records. */
import type { AnalystRating, RatingStance } from '@flowdeck/api-types';
import { RATING_ACTION_LABELS, TARGET_ACTION_LABELS } from '@flowdeck/endpoints/analyst-ratings';

/** "$170", "$205.16": whole dollars without cents. */
export function targetText(value: number | null): string {
  if (value === null) return '—';
  return `$${Number.isInteger(value) ? value.toLocaleString('en-US') : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "Underperform → Hold", "→ Buy" for a first rating, "Hold" when unchanged, "—" when none. */
export function changeText(prior: string | null, current: string | null): string {
  if (prior === null && current === null) return '—';
  if (prior === current) return current ?? '—';
  return `${prior ?? ''} → ${current ?? 'none'}`.trim();
}

export function targetChangeText(rating: Pick<AnalystRating, 'targetPrior' | 'targetCurrent'>): string {
  const { targetPrior, targetCurrent } = rating;
  if (targetPrior === null && targetCurrent === null) return '—';
  if (targetPrior === targetCurrent) return targetText(targetCurrent);
  return `${targetPrior === null ? '' : `${targetText(targetPrior)} `}→ ${targetCurrent === null ? 'removed' : targetText(targetCurrent)}`;
}

/** The action as the record writes it, with the target action when it says more: "Maintains · Raises". */
export function actionText(rating: Pick<AnalystRating, 'action' | 'targetAction'>): string {
  const action = RATING_ACTION_LABELS[rating.action];
  return rating.targetAction && rating.targetAction !== 'maintain'
    ? `${action} · ${TARGET_ACTION_LABELS[rating.targetAction]} target`
    : action;
}

/** 0.1234 → "+12.3%"; null → "—". */
export function signedPercent(value: number | null, digits = 1): string {
  if (value === null) return '—';
  const percent = value * 100;
  return `${percent > 0 ? '+' : ''}${percent.toFixed(digits)}%`;
}

/** 0.625 → "62.5%"; null → "—". */
export function rateText(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)}%`;
}

export const STANCE_LABELS: Readonly<Record<RatingStance, string>> = { buy: 'Buy', hold: 'Hold', sell: 'Sell' };

/** The consensus in one word: the stance most firms hold (ties go to the more cautious). */
export function consensusWord(counts: Readonly<Record<RatingStance, number>>): string | null {
  const total = counts.buy + counts.hold + counts.sell;
  if (total === 0) return null;
  if (counts.buy > counts.hold && counts.buy > counts.sell) return counts.buy >= total * 0.75 ? 'Strong Buy' : 'Buy';
  if (counts.sell > counts.buy && counts.sell > counts.hold) return 'Sell';
  return 'Hold';
}
