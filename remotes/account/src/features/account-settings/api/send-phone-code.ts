import type { PhoneStatus } from '@flowdeck/api-types';
import { useApi } from '@flowdeck/host-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Api } from '../../../lib/api';
import { PHONE_QUERY_KEY } from './query-keys';

export const SEND_PHONE_CODE_PATH = 'user/phone/code';

export function sendPhoneCode(api: Api, phoneNumber: string): Promise<PhoneStatus> {
  return api.post<PhoneStatus>(SEND_PHONE_CODE_PATH, { phone_number: phoneNumber });
}

/** Texts a one-time code to the number (through the server's SMS provider). */
export function useSendPhoneCode() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phoneNumber: string) => sendPhoneCode(api, phoneNumber),
    onSuccess: (status) => {
      queryClient.setQueryData(PHONE_QUERY_KEY, status);
      void queryClient.invalidateQueries({ queryKey: [...PHONE_QUERY_KEY, 'outbox'] });
    },
  });
}
