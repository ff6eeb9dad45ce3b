import type { OnPostError, ApiClient } from '@flowdeck/api-client';
import type { EmailVerified, MailOutboxMessage } from '@flowdeck/api-types';
import { MAIL_OUTBOX, RESEND_VERIFICATION, VERIFY_EMAIL } from '@flowdeck/endpoints/email-verification';
import { pathOf } from '@flowdeck/endpoints/route';
import { useApi, useAuthStore } from '@flowdeck/host-sdk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from './query-keys';

/** The verification mails of the signed-in user, as the development outbox keeps them. */
export const MAIL_OUTBOX_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'mail-outbox'] as const;

/**
 * Opens a mailed link: the trial starts. Errors are shown by the page (through `onError`), not as a
 * notification; a failure resolves to nothing.
 */
export function verifyEmail(api: ApiClient, token: string, onError?: OnPostError): Promise<EmailVerified | undefined> {
  return api.post<EmailVerified>(pathOf(VERIFY_EMAIL), { token }, { notify: false, onError });
}

export function useVerifyEmail(onError?: OnPostError) {
  const api = useApi();
  return useMutation({
    mutationFn: (token: string) => verifyEmail(api, token, onError),
    onSuccess: (verified) => {
      if (!verified) return;
      // Signed in here too: 'Access Until' and the checkout notice follow at once.
      const { user, setUser } = useAuthStore.getState();
      if (user) setUser({ ...user, email_verified: true, end_date: verified.end_date });
    },
  });
}

/** A new link (the API's message, or why not, appears as a notification). */
export function useResendVerification() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>(pathOf(RESEND_VERIFICATION), {}),
    onSuccess: (sent) => (sent ? client.invalidateQueries({ queryKey: MAIL_OUTBOX_QUERY_KEY }) : undefined),
  });
}

export async function getMailOutbox(api: ApiClient, signal?: AbortSignal): Promise<MailOutboxMessage[]> {
  // Absent (404) unless the server keeps mails in its outbox: not an error worth a notification.
  const body = await api.get<{ items: MailOutboxMessage[] }>(pathOf(MAIL_OUTBOX), { signal, notifyErrors: false });
  return body.items;
}

export function mailOutboxQueryOptions(api: ApiClient, enabled: boolean) {
  return queryOptions({
    queryKey: MAIL_OUTBOX_QUERY_KEY,
    queryFn: ({ signal }) => getMailOutbox(api, signal),
    enabled,
    retry: false,
  });
}

/** Development only: the mails the server kept instead of sending (where the verification link can be opened). */
export function useMailOutbox(enabled: boolean) {
  return useQuery(mailOutboxQueryOptions(useApi(), enabled));
}

/** The app-relative verification link a kept mail carries (`/verify-email?token=…`), if any. */
export function verificationLinkIn(body: string): string | null {
  const match = /https?:\/\/[^\s/]+(\/verify-email\?token=[\w-]+)/.exec(body);
  return match?.[1] ?? null;
}
