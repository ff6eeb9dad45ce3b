import { pathOf } from '@flowdeck/endpoints/route';
import type { PhoneStatus } from '@flowdeck/api-types';
import type { OnPostError, ApiClient } from '@flowdeck/api-client';
import { useApi } from '@flowdeck/host-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SMS_OUTBOX_QUERY_KEY } from './get-sms-outbox';
import { PHONE_CODE, PHONE_STATUS_QUERY_KEY } from '@flowdeck/endpoints/account';

export function sendPhoneCode(
  api: ApiClient,
  phoneNumber: string,
  onError?: OnPostError,
): Promise<PhoneStatus | undefined> {
  return api.post<PhoneStatus>(pathOf(PHONE_CODE), { phone_number: phoneNumber }, { onError });
}

/** Texts a one-time code to the number (through the server's SMS provider). */
export function useSendPhoneCode(onError?: OnPostError) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phoneNumber: string) => sendPhoneCode(api, phoneNumber, onError),
    onSuccess: (status) => {
      if (!status) return;
      queryClient.setQueryData(PHONE_STATUS_QUERY_KEY, status);
      void queryClient.invalidateQueries({ queryKey: SMS_OUTBOX_QUERY_KEY });
    },
  });
}
