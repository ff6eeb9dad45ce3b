import type { OnPostError } from '@flowdeck/api-client';
import type { DashboardConfig } from '@flowdeck/contract';
import { pathOf } from '@flowdeck/endpoints/route';
import { DASHBOARD_CONFIG_QUERY_KEY, SAVE_DASHBOARD_CONFIG } from '@flowdeck/endpoints/user-settings';
import { dashboardConfigQueryOptions, useApi } from '@flowdeck/host-sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The user's dashboards, the one open and the watchlist: one settings document (spec §7), one cache entry, read
 * through its owner in the host SDK; saved here.
 */
const SAVE_PATH = pathOf(SAVE_DASHBOARD_CONFIG);
const KEY = DASHBOARD_CONFIG_QUERY_KEY;

/** A guest link has no account to keep settings in: the guest sees the default dashboard, read-only. */
const GUEST_CONFIG: DashboardConfig = { dashboards: [], active: null, watchlist: [] };

export function useDashboardConfig(guest: boolean) {
  const query = useQuery({ ...dashboardConfigQueryOptions(useApi()), enabled: !guest });
  return guest ? { ...query, data: GUEST_CONFIG, isPending: false, isError: false } : query;
}

/**
 * Saves the whole document. The cache takes the new document at once (the grid must not jump back while the
 * save runs) and the stored one when the API answers; a refused save puts the last stored one back.
 */
export function useSaveDashboardConfig(onError?: OnPostError) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    // One save at a time, in order: a later layout never lands before an earlier one.
    scope: { id: 'dashboard-config' },
    mutationFn: (config: DashboardConfig) =>
      api.post<DashboardConfig & { message: string }>(SAVE_PATH, config, { notify: false, onError }),
    onMutate: async (config) => {
      await client.cancelQueries({ queryKey: KEY });
      const before = client.getQueryData<DashboardConfig>(KEY);
      client.setQueryData(KEY, config);
      return { before };
    },
    onSuccess: (saved, _config, context) => {
      if (saved) {
        const { message: _message, ...stored } = saved;
        client.setQueryData(KEY, stored);
      } else if (context?.before) {
        client.setQueryData(KEY, context.before);
      }
    },
  });
}
