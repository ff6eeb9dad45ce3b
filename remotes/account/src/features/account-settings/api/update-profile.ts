import { pathOf } from '@flowdeck/endpoints/route';
import { UPDATE_PROFILE_NAMES } from '@flowdeck/endpoints/account';
import type { UserProfile } from '@flowdeck/api-types';
import type { OnPostError, ApiClient } from '@flowdeck/api-client';
import { useApi, useAuthStore } from '@flowdeck/host-sdk';
import { useMutation } from '@tanstack/react-query';

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  displayName: string;
  avatar: string;
}

export function updateProfile(
  api: ApiClient,
  changes: ProfileChanges,
  onError?: OnPostError,
): Promise<UserProfile | undefined> {
  return api.post<UserProfile>(pathOf(UPDATE_PROFILE_NAMES), changes, { onError });
}

/** Names, display name and avatar; the avatar menu shows the result at once. */
export function useUpdateProfile(onError?: OnPostError) {
  const api = useApi();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(api, changes, onError),
    onSuccess: (profile) => {
      if (profile) useAuthStore.getState().setUser(profile);
    },
  });
}
