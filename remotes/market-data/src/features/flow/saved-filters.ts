import type { AlertFilter } from './api/get-alert-filters';
import { DEFAULT_FILTERS, type FlowFilters, TRADE_SIDES, sameFilters } from './flow-filters';

/** A saved filter as the page's filters ("every side" is stored as the full list, and shown as no constraint). */
export function fromAlertFilter(saved: AlertFilter): FlowFilters {
  return {
    ...DEFAULT_FILTERS,
    tickers: saved.tickers,
    callPut: saved.callPut,
    sides: saved.sides.length >= TRADE_SIDES.length ? [] : saved.sides,
    minPremium: saved.minPremium,
    minSize: saved.minSize,
    dteMin: saved.dteMin,
    dteMax: saved.dteMax,
    otmOnly: saved.otmOnly,
    sweepsOnly: saved.sweepsOnly,
    volumeOverOi: saved.volumeOverOi,
    unusualOnly: saved.unusualOnly,
    sectors: saved.sectors,
    marketCapMin: saved.marketCapMin,
    marketCapMax: saved.marketCapMax,
  };
}

/** The page's filters as a saved filter. Trade types are not part of a saved filter (see unsavedCriteria). */
export function toAlertFilter(id: string, name: string, filters: FlowFilters): AlertFilter {
  return {
    id,
    name: name.trim(),
    tickers: filters.tickers,
    callPut: filters.callPut,
    sides: filters.sides.length === 0 ? [...TRADE_SIDES] : filters.sides,
    minPremium: filters.minPremium,
    minSize: filters.minSize,
    dteMin: filters.dteMin,
    dteMax: filters.dteMax,
    otmOnly: filters.otmOnly,
    sweepsOnly: filters.sweepsOnly,
    volumeOverOi: filters.volumeOverOi,
    sectors: filters.sectors,
    marketCapMin: filters.marketCapMin,
    marketCapMax: filters.marketCapMax,
    unusualOnly: filters.unusualOnly,
  };
}

/** Criteria of the page a saved filter cannot hold, named for the save dialog's warning. */
export function unsavedCriteria(filters: FlowFilters): string[] {
  return filters.kinds.length > 0 ? ['trade type (multi-leg, block…)'] : [];
}

/** A new filter's id: time-based, with a random tail so two tabs saving at once do not collide. */
export function newFilterId(now: number = Date.now()): string {
  return `flow-${now.toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** The saved filter the page's filters are exactly, if any. */
export function matchingSavedFilter(saved: readonly AlertFilter[], filters: FlowFilters): AlertFilter | undefined {
  return saved.find((s) => sameFilters(fromAlertFilter(s), filters));
}
