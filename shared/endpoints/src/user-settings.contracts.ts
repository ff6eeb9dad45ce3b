/**
 * The alert-filter endpoints' contracts. The saved document's schema still lives with the account module
 * (api/src/modules/account/schemas.ts, typed by `AlertFilters`), which issue 22 edits now; it moves here
 * after that lands, and the POST's body then shows in the OpenAPI document.
 */
import { defineContract } from '@flowdeck/endpoints/contract';
import { ALERT_FILTERS, SAVE_ALERT_FILTERS } from '@flowdeck/endpoints/user-settings';

export const alertFiltersContract = defineContract(ALERT_FILTERS, {});
export const saveAlertFiltersContract = defineContract(SAVE_ALERT_FILTERS, {});
