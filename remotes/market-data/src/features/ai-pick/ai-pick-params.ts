import type { AiPickCapBucket } from '@flowdeck/api-types';
import { AI_PICK_CAP_BUCKETS } from '@flowdeck/endpoints/ai-pick';
import { SYMBOL_PARAM } from '../../paths';

/** The page's URL: `?sector=&cap=&minScore=&maxScore=` filter the picks, `?symbol=` picks the stock explained. */
export const SECTOR_PARAM = 'sector';
export const CAP_PARAM = 'cap';
export const MIN_SCORE_PARAM = 'minScore';
export const MAX_SCORE_PARAM = 'maxScore';

export interface AiPickView {
  symbol: string | null;
  sector: string | null;
  cap: AiPickCapBucket | null;
  minScore: number | null;
  maxScore: number | null;
}

function scoreParam(value: string | null): number | null {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 && n <= 10 ? n : null;
}

function isCap(value: string | null): value is AiPickCapBucket {
  return (AI_PICK_CAP_BUCKETS as readonly string[]).includes(value ?? '');
}

/** Reads the view from the URL; anything malformed is ignored rather than sent to the API. */
export function aiPickViewFromParams(params: URLSearchParams): AiPickView {
  const cap = params.get(CAP_PARAM);
  let minScore = scoreParam(params.get(MIN_SCORE_PARAM));
  let maxScore = scoreParam(params.get(MAX_SCORE_PARAM));
  if (minScore !== null && maxScore !== null && minScore > maxScore) [minScore, maxScore] = [maxScore, minScore];
  return {
    symbol: params.get(SYMBOL_PARAM)?.trim().toUpperCase() || null,
    sector: params.get(SECTOR_PARAM)?.trim() || null,
    cap: isCap(cap) ? cap : null,
    minScore,
    maxScore,
  };
}

export function withAiPickView(params: URLSearchParams, change: Partial<AiPickView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | number | null | undefined) => {
    if (value === undefined) return;
    if (value === null) next.delete(key);
    else next.set(key, String(value));
  };
  set(SYMBOL_PARAM, change.symbol);
  set(SECTOR_PARAM, change.sector);
  set(CAP_PARAM, change.cap);
  set(MIN_SCORE_PARAM, change.minScore);
  set(MAX_SCORE_PARAM, change.maxScore);
  return next;
}

/** The query the list endpoint is asked with: only the filters that are set. */
export function listParams(view: AiPickView): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (view.sector) out.sector = view.sector;
  if (view.cap) out.cap = view.cap;
  if (view.minScore !== null) out.minScore = view.minScore;
  if (view.maxScore !== null) out.maxScore = view.maxScore;
  return out;
}

/** "62.4 %" for a probability. */
export function formatProbability(p: number): string {
  return `${(p * 100).toFixed(1)} %`;
}

/** A return as a signed percentage with a real minus sign: "+1.20 %", "−0.45 %". */
export function formatReturn(r: number | null): string {
  if (r === null) return '—';
  const text = Math.abs(r * 100).toFixed(2);
  return `${r > 0 && Number(text) !== 0 ? '+' : r < 0 && Number(text) !== 0 ? '−' : ''}${text} %`;
}
