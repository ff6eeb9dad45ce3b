import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PROFILE_PARAM } from '../constants';
import type { PoliticianId } from '../api/types';

/** Which politician's summary panel is open; kept in the URL so Back closes it and links can open it. */
export function useProfileParam(): {
  profileId: string | null;
  openProfile: (id: PoliticianId) => void;
  closeProfile: () => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const profileId = searchParams.get(PROFILE_PARAM) || null;

  const openProfile = useCallback(
    (id: PoliticianId) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(PROFILE_PARAM, String(id));
        return next;
      }),
    [setSearchParams],
  );

  const closeProfile = useCallback(
    () =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(PROFILE_PARAM);
        return next;
      }),
    [setSearchParams],
  );

  return { profileId, openProfile, closeProfile };
}
