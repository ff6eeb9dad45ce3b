import { brandForHost, type Brand } from '@flowdeck/contract';

export type { Brand, BrandPlans } from '@flowdeck/contract';

/** The brand of the page being shown (spec §9: per host name; unknown hosts get the default brand). */
export function currentBrand(): Brand {
  return brandForHost(window.location.hostname);
}
