import { useApi } from '@flowdeck/host-sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ratiosQueryOptions } from '../../../components/research-kit/ratios-query';

/** One company's ratios over its fiscal years and TTM, with sector medians (the last ticker's while the next loads). */
export function useRatios(x: string) {
  return useQuery({ ...ratiosQueryOptions(useApi(), x), placeholderData: keepPreviousData });
}
