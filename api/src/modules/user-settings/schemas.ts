/**
 * The per-user settings documents (spec §7 user/settings/*). Their schemas are their endpoints' contracts
 * (@flowdeck/endpoints/user-settings, …/sms-alerts), re-exported here for the API modules that match or read
 * the saved documents (the alerts, the Discord bot).
 */
import { ACCOUNT_MESSAGES } from '@flowdeck/endpoints/account';
import { DEFAULT_QUIET_HOURS_TIME_ZONE, type SmsAlertSettings } from '@flowdeck/endpoints/sms-alerts';
import {
  SMS_ALERT_MESSAGES,
  smsAlertFilterSchema,
  type SmsAlertFilter,
} from '@flowdeck/endpoints/sms-alerts/contracts';
import {
  ALERT_FILTERS_MAX,
  type AlertFilters as AlertFiltersDocument,
  WATCHLIST_MAX,
} from '@flowdeck/endpoints/user-settings';
import {
  alertFiltersSchema,
  dashboardConfigSchema,
  SETTINGS_MESSAGES,
  type AlertFilters,
  type DashboardConfig,
} from '@flowdeck/endpoints/user-settings/contracts';
import type { DashboardConfig as DashboardConfigDocument } from '@flowdeck/contract/dashboard';
import type { z } from 'zod';

export { TRADE_SIDES } from '@flowdeck/endpoints/market';
export { ALERT_FILTERS_MAX, WATCHLIST_MAX };
export { smsAlertFilterSchema, type SmsAlertFilter };
export {
  alertFilterSchema,
  alertFiltersSchema,
  dashboardConfigSchema,
  type AlertFilter,
  type AlertFilters,
  type DashboardConfig,
} from '@flowdeck/endpoints/user-settings/contracts';

/**
 * The documents' field errors: their own, the SMS rules', and the form errors their schemas share with the
 * account forms (an unknown field, a body that is no object, a flag that is no boolean).
 */
export const MESSAGES = {
  unknownField: ACCOUNT_MESSAGES.unknownField,
  expectedObject: ACCOUNT_MESSAGES.expectedObject,
  boolean: ACCOUNT_MESSAGES.boolean,
  ...SETTINGS_MESSAGES,
  ...SMS_ALERT_MESSAGES,
} as const;

export const DEFAULT_ALERT_FILTERS: AlertFilters = { filters: [] };
/** No dashboards saved: the tools remote shows its default dashboard until the first save. */
export const DEFAULT_DASHBOARD_CONFIG: DashboardConfig = {
  dashboards: [],
  active: null,
  watchlist: ['SPY', 'QQQ', 'AAPL', 'NVDA', 'TSLA'],
};
export const DEFAULT_SMS_ALERT_FILTER: SmsAlertFilter = {
  enabled: false,
  rules: [],
  timeZone: DEFAULT_QUIET_HOURS_TIME_ZONE,
  filterIds: [],
  quietHours: null,
  maxPerDay: 25,
};

/** One per-user settings document: its path under user/settings/, schema, default and save message. */
export interface SettingsDescriptor<T> {
  path: string;
  schema: z.ZodType<T>;
  defaults: T;
  savedMessage: string;
}

/** Every settings document, keyed by the `kind` stored in user_settings (also its path). */
export const SETTINGS = {
  'alert-filters': {
    path: 'alert-filters',
    schema: alertFiltersSchema,
    defaults: DEFAULT_ALERT_FILTERS,
    savedMessage: 'Alert filters saved',
    // The stored document must be the type the clients read (the endpoint's contract).
  } satisfies SettingsDescriptor<AlertFilters> & SettingsDescriptor<AlertFiltersDocument>,
  'dashboard-config': {
    path: 'dashboard-config',
    schema: dashboardConfigSchema,
    defaults: DEFAULT_DASHBOARD_CONFIG,
    savedMessage: 'Dashboard saved',
    // The stored document must be the type the clients read (the endpoint's contract).
  } satisfies SettingsDescriptor<DashboardConfig> & SettingsDescriptor<DashboardConfigDocument>,
  'sms-alert-filter': {
    path: 'sms-alert-filter',
    schema: smsAlertFilterSchema,
    defaults: DEFAULT_SMS_ALERT_FILTER,
    savedMessage: 'SMS alert settings saved',
    // The stored document must be the type the clients read (the endpoint's contract).
  } satisfies SettingsDescriptor<SmsAlertFilter> & SettingsDescriptor<SmsAlertSettings>,
};

export type SettingsKind = keyof typeof SETTINGS;
export type SettingsValue<K extends SettingsKind> = z.output<(typeof SETTINGS)[K]['schema']>;
