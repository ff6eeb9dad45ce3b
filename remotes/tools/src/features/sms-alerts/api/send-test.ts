import type { OnPostError } from '@flowdeck/api-client';
import { pathOf } from '@flowdeck/endpoints/route';
import { SMS_TEST_SEND, type SmsDelivery } from '@flowdeck/endpoints/sms-alerts';
import { useApi } from '@flowdeck/host-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SMS_ALERTS_QUERY_KEY } from './query-keys';

/** The test-send button: one text to the verified number; the log shows it. */
export function useSendTest(onError?: OnPostError) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SmsDelivery & { message: string }>(pathOf(SMS_TEST_SEND), {}, { onError }),
    onSettled: () => client.invalidateQueries({ queryKey: [...SMS_ALERTS_QUERY_KEY, 'deliveries'] }),
  });
}
