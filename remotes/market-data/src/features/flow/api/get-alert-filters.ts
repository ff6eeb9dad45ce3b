import { alertFiltersQueryOptions, useApi, useAuth } from '@flowdeck/host-sdk';
import { useQuery } from '@tanstack/react-query';

/** The saved filters' type and limits are the endpoint's contract (shared with the API and the account remote). */
export {
  ALERT_FILTERS_MAX,
  ALERT_FILTERS_QUERY_KEY,
  FILTER_NAME_MAX,
  type AlertFilter,
  type AlertFilters,
} from '@flowdeck/endpoints/user-settings';

/** GET user/settings/alert-filters: the settings document's one owner (the host SDK), shared with every remote. */
export { alertFiltersQueryOptions };

/** Saved filters belong to an account: a guest (read-only, no user token) asks for none. */
export function useAlertFilters() {
  const api = useApi();
  const signedIn = useAuth().token !== null;
  return useQuery({ ...alertFiltersQueryOptions(api), enabled: signedIn });
}
