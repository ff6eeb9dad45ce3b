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
    kinds: saved.kinds ?? [],
    marketCapMin: saved.marketCapMin,
    marketCapMax: saved.marketCapMax,
  };
}

/** The page's filters as a saved filter. */
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
    // Left out when empty, so saving without a trade type also works against an API that predates them.
    ...(filters.kinds.length > 0 ? { kinds: filters.kinds } : {}),
    marketCapMin: filters.marketCapMin,
    marketCapMax: filters.marketCapMax,
    unusualOnly: filters.unusualOnly,
  };
}

/** How the save dialog names each criterion of the page. */
const CRITERIA: Record<keyof FlowFilters, string> = {
  tickers: 'tickers',
  callPut: 'calls or puts',
  sides: 'side',
  kinds: 'trade type',
  minPremium: 'minimum premium',
  minSize: 'minimum size',
  dteMin: 'minimum DTE',
  dteMax: 'maximum DTE',
  otmOnly: 'OTM only',
  sweepsOnly: 'sweeps only',
  volumeOverOi: 'volume over OI',
  unusualOnly: 'unusual only',
  sectors: 'sectors',
  marketCapMin: 'minimum market cap',
  marketCapMax: 'maximum market cap',
};

/**
 * Criteria of the page a saved filter would not bring back, named for the save dialog's warning. Found by
 * saving and reading back rather than listed by hand, so it stays true as either shape changes; today a
 * saved filter holds every criterion and the list is empty.
 */
export function unsavedCriteria(filters: FlowFilters): string[] {
  const back = fromAlertFilter(toAlertFilter('', '', filters));
  return (Object.keys(CRITERIA) as Array<keyof FlowFilters>)
    .filter((key) => !sameFilters({ ...back, [key]: filters[key] }, back))
    .map((key) => CRITERIA[key]);
}

/** A new filter's id: time-based, with a random tail so two tabs saving at once do not collide. */
export function newFilterId(now: number = Date.now()): string {
  return `flow-${now.toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** The saved filter the page's filters are exactly, if any. */
export function matchingSavedFilter(saved: readonly AlertFilter[], filters: FlowFilters): AlertFilter | undefined {
  return saved.find((s) => sameFilters(fromAlertFilter(s), filters));
}
