import { useMemo } from 'react';
import { type Brand, currentBrand } from './brand';

/** The brand of the host name the page was opened on. */
export function useBrand(): Brand {
  return useMemo(() => currentBrand(), []);
}
