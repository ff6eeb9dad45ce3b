/**
 * The words of the rating record: firms write their ratings in their own scales (Overweight, Outperform,
 * Buy…) and actions as "Upgrades" or "Initiates Coverage On"; this reads them into one vocabulary.
 */
import type { RatingAction, RatingStance, TargetAction } from '@flowdeck/api-types';
import { RATING_ACTION_LABELS, TARGET_ACTION_LABELS } from '@flowdeck/endpoints/analyst-ratings';

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '');

/** Every rating scale the large brokers use, by meaning (normalised: "Equal-Weight" → "equalweight"). */
const STANCE_WORDS: Readonly<Record<RatingStance, readonly string[]>> = {
  buy: [
    'buy',
    'strongbuy',
    'conviction buy',
    'outperform',
    'marketoutperform',
    'sectoroutperform',
    'overweight',
    'accumulate',
    'positive',
    'topPick',
    'speculativebuy',
    'add',
  ].map(normalise),
  hold: [
    'hold',
    'neutral',
    'equalweight',
    'marketperform',
    'sectorperform',
    'peerperform',
    'inline',
    'sectorweight',
    'perform',
    'mixed',
    'marketweight',
  ].map(normalise),
  sell: [
    'sell',
    'strongsell',
    'underperform',
    'marketunderperform',
    'sectorunderperform',
    'underweight',
    'reduce',
    'negative',
  ].map(normalise),
};

/** The meaning of a firm's rating words; null when they are not a known rating. */
export function stanceOf(rating: string | null | undefined): RatingStance | null {
  if (!rating) return null;
  const word = normalise(rating);
  for (const stance of ['buy', 'hold', 'sell'] as const) if (STANCE_WORDS[stance].includes(word)) return stance;
  return null;
}

/** Other spellings records use for each action, besides its label and code. */
const ACTION_ALIASES: Readonly<Record<RatingAction, readonly string[]>> = {
  upgrade: ['upgraded', 'up'],
  downgrade: ['downgraded', 'down'],
  maintain: ['maintained'],
  reiterate: ['reiterated'],
  initiate: ['initiates', 'initiated', 'initiatescoverage', 'initiation', 'initiatedcoverage'],
  terminate: ['terminates', 'terminated', 'terminatescoverage', 'terminatedcoverage', 'dropped'],
  reinstate: ['reinstated'],
  assume: ['assumed'],
  suspend: ['suspended', 'suspendscoverageon', 'suspendedcoverage'],
};
const TARGET_ALIASES: Readonly<Record<TargetAction, readonly string[]>> = {
  raise: ['raised', 'raises', 'up', 'boost', 'boosts'],
  lower: ['lowered', 'lowers', 'down', 'cut', 'cuts'],
  maintain: ['maintained', 'maintains', 'unchanged', 'reiterates'],
  announce: ['announced', 'announces', 'sets', 'new'],
  remove: ['removed', 'removes'],
};

/** "Upgrades", "upgrade", "Initiates Coverage On" → the action; null when unknown. */
export function readAction(text: string): RatingAction | null {
  const word = normalise(text);
  for (const [action, label] of Object.entries(RATING_ACTION_LABELS) as Array<[RatingAction, string]>)
    if (word === action || word === normalise(label) || ACTION_ALIASES[action].includes(word)) return action;
  return null;
}

/** "Raises", "raise", "Lowers" → the price-target action; null when unknown. */
export function readTargetAction(text: string): TargetAction | null {
  const word = normalise(text);
  for (const [action, label] of Object.entries(TARGET_ACTION_LABELS) as Array<[TargetAction, string]>)
    if (word === action || word === normalise(label) || TARGET_ALIASES[action].includes(word)) return action;
  return null;
}

/** The target action implied by two targets, when the record leaves it out. */
export function impliedTargetAction(prior: number | null, current: number | null): TargetAction | null {
  if (current === null) return prior === null ? null : 'remove';
  if (prior === null) return 'announce';
  if (current > prior) return 'raise';
  if (current < prior) return 'lower';
  return 'maintain';
}
