import {
  alertFiltersContract,
  dashboardConfigContract,
  saveAlertFiltersContract,
  saveDashboardConfigContract,
} from '@flowdeck/endpoints/user-settings/contracts';
import { saveSmsAlertSettingsContract, smsAlertSettingsContract } from '@flowdeck/endpoints/sms-alerts/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/contract-route.js';
import { userIdOf } from '../../security/guard.js';
import { SETTINGS } from './schemas.js';
import { createUserSettingsService } from './service.js';

export interface UserSettingsRouteHooks {
  /**
   * After a settings document was saved: the SMS alerts read their recipients again at their next tick, so
   * a rule works from the moment it is saved rather than at the next periodic refresh.
   */
  onSettingsChanged?: () => void;
}

/**
 * The signed-in user's settings documents (spec §7 user/settings/*), GET and POST each — open to lapsed
 * subscribers, like every account call.
 */
export function userSettingsRoutes(deps: AppDeps, hooks: UserSettingsRouteHooks = {}): FastifyPluginAsync {
  const changed = <T>(value: T): T => {
    hooks.onSettingsChanged?.();
    return value;
  };
  return async (app) => {
    const settings = createUserSettingsService({ db: deps.db, now: deps.now });

    route(app, alertFiltersContract, deps, async (request) => settings.read(userIdOf(request), 'alert-filters'));
    route(app, saveAlertFiltersContract, deps, async (request) => ({
      ...changed(await settings.save(userIdOf(request), 'alert-filters', request.body)),
      message: SETTINGS['alert-filters'].savedMessage,
    }));
    route(app, dashboardConfigContract, deps, async (request) => settings.read(userIdOf(request), 'dashboard-config'));
    route(app, saveDashboardConfigContract, deps, async (request) => ({
      ...changed(await settings.save(userIdOf(request), 'dashboard-config', request.body)),
      message: SETTINGS['dashboard-config'].savedMessage,
    }));
    route(app, smsAlertSettingsContract, deps, async (request) => settings.read(userIdOf(request), 'sms-alert-filter'));
    route(app, saveSmsAlertSettingsContract, deps, async (request) => ({
      ...changed(await settings.save(userIdOf(request), 'sms-alert-filter', request.body)),
      message: SETTINGS['sms-alert-filter'].savedMessage,
    }));
  };
}
