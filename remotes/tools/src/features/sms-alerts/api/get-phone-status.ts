import { useApi } from '@flowdeck/host-sdk';
import { useQuery } from '@tanstack/react-query';
import { SMS_ALERTS_QUERY_KEY } from './query-keys';

/** The account's phone number endpoint (account module, verified with a one-time code). */
export const PHONE_STATUS_PATH = 'user/phone';

/** The part of the account's phone status this page shows. */
export interface PhoneStatus {
  phoneNumber: string | null;
  verified: boolean;
  /** False when no SMS provider is configured on this server. */
  available: boolean;
}

export function usePhoneStatus() {
  const api = useApi();
  return useQuery({
    queryKey: [...SMS_ALERTS_QUERY_KEY, 'phone'],
    queryFn: ({ signal }) => api.get<PhoneStatus>(PHONE_STATUS_PATH, { signal }),
  });
}
