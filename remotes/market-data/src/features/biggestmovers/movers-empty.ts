import { NOISE_FILTERS_LABEL, SESSION_PART_NAMES } from '../../lib/scanner-format';
import type { BiggestMoversResponse, MoversDirection } from './api/get-biggest-movers';

/** Why a movers list is empty: the part has not traded yet, or nothing (that passes the filters) moved that way. */
export function moversEmptyMessage(data: BiggestMoversResponse, direction: MoversDirection): string {
  const part = SESSION_PART_NAMES[data.part];
  if (data.barsTo === null) return `The ${part} has not traded yet.`;
  const filters = data.noiseFilters ? ` that pass the noise filters (${NOISE_FILTERS_LABEL})` : '';
  return `No ${direction === 'gainers' ? 'gainers' : 'losers'}${filters} in the ${part} so far.`;
}
