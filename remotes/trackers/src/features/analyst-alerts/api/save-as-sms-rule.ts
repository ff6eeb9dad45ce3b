import type { ApiError } from '@flowdeck/api-client';
import { RATING_ACTION_LABELS } from '@flowdeck/endpoints/analyst-ratings';
import { pathOf } from '@flowdeck/endpoints/route';
import {
  ALERT_RULE_NAME_MAX,
  type AnalystAlertRule,
  SAVE_SMS_ALERT_SETTINGS,
  SMS_ALERT_SETTINGS,
  type SmsAlertSettings,
} from '@flowdeck/endpoints/sms-alerts';
import { useApi } from '@flowdeck/host-sdk';
import { useMutation } from '@tanstack/react-query';
import type { AlertFilter } from '../alert-filter';

/** "Analysts: Upgrades, Downgrades on NVDA" — at most a rule name's length. */
export function ruleName(filter: AlertFilter): string {
  const actions =
    filter.actions.length === 0 ? 'every action' : filter.actions.map((a) => RATING_ACTION_LABELS[a]).join(', ');
  const on = filter.watchlistOnly
    ? ' on watchlist'
    : filter.tickers.length > 0
      ? ` on ${filter.tickers.join(', ')}`
      : '';
  const name = `Analysts: ${actions}${on}`;
  return name.length <= ALERT_RULE_NAME_MAX ? name : `${name.slice(0, ALERT_RULE_NAME_MAX - 1)}…`;
}

/** Where a rule saved from the page alerts: by text, or posted by the user's Discord bot. */
export type RuleChannel = 'sms' | 'discord';

/** The page's filter as an alert rule: the same conditions, texted (or posted to Discord) as matching actions arrive. */
export function ruleFromFilter(
  filter: AlertFilter,
  existing: readonly { id: string }[],
  via: RuleChannel = 'sms',
): AnalystAlertRule {
  const taken = new Set(existing.map((rule) => rule.id));
  let n = 1;
  while (taken.has(`analyst-${n}`)) n += 1;
  return {
    id: `analyst-${n}`,
    name: ruleName(filter),
    enabled: true,
    sms: via === 'sms',
    discord: via === 'discord',
    kind: 'analyst',
    actions: filter.actions,
    firms: filter.firms,
    symbols: filter.watchlistOnly ? [] : filter.tickers,
    watchlist: filter.watchlistOnly,
    minUpside: filter.minUpside,
    minSuccess: filter.minSuccess,
  };
}

/**
 * Adds the filter to the user's alert rules, texted or posted to Discord (read, append, save: the API
 * validates the whole document).
 */
export function useSaveAsSmsRule() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ filter, via }: { filter: AlertFilter; via: RuleChannel }) => {
      const settings = await api.get<SmsAlertSettings>(pathOf(SMS_ALERT_SETTINGS));
      const rule = ruleFromFilter(filter, settings.rules, via);
      // Spec §8: the POST returns nothing when refused; the page shows why from this mutation's error.
      const refused: { error?: ApiError } = {};
      const saved = await api.post(
        pathOf(SAVE_SMS_ALERT_SETTINGS),
        { ...settings, rules: [...settings.rules, rule] },
        { notify: false, onError: (error) => (refused.error = error) },
      );
      if (saved === undefined) throw refused.error ?? new Error('The rule could not be saved');
      return rule;
    },
  });
}
