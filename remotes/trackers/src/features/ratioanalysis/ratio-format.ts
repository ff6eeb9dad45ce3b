import type { RatioDefinition } from '@flowdeck/api-types';

/** 0.253 → "25.3%", 18.25 → "18.3×", 73 → "73 days". */
export function formatRatio(value: number | null, format: RatioDefinition['format']): string {
  if (value === null) return '—';
  if (format === 'percent') return `${(value * 100).toFixed(1)}%`;
  if (format === 'days') return `${Math.round(value)} days`;
  return `${value.toFixed(value >= 100 ? 0 : value >= 10 ? 1 : 2)}×`;
}
