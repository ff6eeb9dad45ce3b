import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fieldErrorsFromZod } from '../../errors.js';
import { universe } from '../../sources/simulator/universe/universe.js';
import {
  alertFiltersSchema,
  dashboardConfigSchema,
  DEFAULT_ALERT_FILTERS,
  DEFAULT_DASHBOARD_CONFIG,
  DEFAULT_SMS_ALERT_FILTER,
  MESSAGES,
  SETTINGS,
  smsAlertFilterSchema,
} from './schemas.js';
import { TYPED_TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

function errorsOf(result: { success: boolean; error?: unknown }) {
  assert.equal(result.success, false);
  return fieldErrorsFromZod(result.error as Parameters<typeof fieldErrorsFromZod>[0]);
}

describe('settings schemas', () => {
  it('accept every symbol of the universe as a ticker', () => {
    const rejected = universe()
      .map((entry) => entry.symbol)
      .filter((symbol) => !TYPED_TICKER_PATTERN.test(symbol));
    assert.deepEqual(rejected, []);
  });

  it('accept their own defaults unchanged', () => {
    assert.deepEqual(alertFiltersSchema.parse(DEFAULT_ALERT_FILTERS), DEFAULT_ALERT_FILTERS);
    assert.deepEqual(dashboardConfigSchema.parse(DEFAULT_DASHBOARD_CONFIG), DEFAULT_DASHBOARD_CONFIG);
    assert.deepEqual(smsAlertFilterSchema.parse(DEFAULT_SMS_ALERT_FILTER), DEFAULT_SMS_ALERT_FILTER);
    for (const descriptor of Object.values(SETTINGS))
      assert.ok(descriptor.schema.safeParse(descriptor.defaults).success);
  });

  it('report malformed list items instead of crashing on them', () => {
    assert.deepEqual(errorsOf(alertFiltersSchema.safeParse({ filters: [null, 'x', { id: 'a', name: 'A' }] })), {
      'filters.0': MESSAGES.expectedObject,
      'filters.1': MESSAGES.expectedObject,
    });
    assert.deepEqual(
      errorsOf(
        dashboardConfigSchema.safeParse({
          dashboards: [{ id: 'd', name: 'D', items: [null, { key: 'a' }, { key: 'b', widget: 7 }] }],
        }),
      ),
      {
        'dashboards.0.items.0': MESSAGES.expectedObject,
        'dashboards.0.items.1.widget': MESSAGES.widget,
        'dashboards.0.items.2.widget': MESSAGES.widget,
      },
    );
  });

  it('keep a saved filter’s trade types, and read a filter saved without them as every type', () => {
    const parse = (filter: object) => alertFiltersSchema.parse({ filters: [{ id: 'a', name: 'A', ...filter }] });
    assert.deepEqual(parse({ kinds: ['multi_leg', 'sweep', 'multi_leg'] }).filters[0]?.kinds, ['multi_leg', 'sweep']);
    assert.deepEqual(parse({}).filters[0]?.kinds, []);
    assert.deepEqual(
      errorsOf(alertFiltersSchema.safeParse({ filters: [{ id: 'a', name: 'A', kinds: ['multi-leg'] }] })),
      { 'filters.0.kinds.0': MESSAGES.kind },
    );
  });
});
