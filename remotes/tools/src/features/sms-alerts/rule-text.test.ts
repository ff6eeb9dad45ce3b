import type { AlertFilter } from '@flowdeck/endpoints/user-settings';
import { deliveryLabel, describeRule, draftRule, newRuleId } from './rule-text';

const filter = { id: 'big', name: 'Big calls' } as AlertFilter;

describe('rule descriptions', () => {
  it('says where a rule alerts; rules saved before the choice are texted', () => {
    expect(deliveryLabel({})).toBe('Text');
    expect(deliveryLabel({ sms: true, discord: true })).toBe('Text and Discord');
    expect(deliveryLabel({ sms: false, discord: true })).toBe('Discord');
    expect(draftRule('news', 'r1', [])).toMatchObject({ sms: true, discord: false });
  });

  it('says what each kind of rule watches', () => {
    const base = { id: 'r', name: 'r', enabled: true };
    expect(describeRule({ ...base, kind: 'flow', filterId: 'big' }, [filter])).toBe('Flow matching "Big calls"');
    expect(describeRule({ ...base, kind: 'flow', filterId: 'gone' }, [filter])).toBe('Flow filter no longer exists');
    expect(describeRule({ ...base, kind: 'price', symbol: 'AAPL', direction: 'below', level: 190 }, [])).toBe(
      'AAPL crosses below 190.00',
    );
    expect(describeRule({ ...base, kind: 'move', symbol: 'TSLA', percent: 5 }, [])).toBe(
      'TSLA moves 5% or more on the day',
    );
    expect(
      describeRule({ ...base, kind: 'insider', symbols: ['NVDA', 'AMD', 'AAPL', 'MSFT'], direction: 'buy' }, []),
    ).toBe('Insider buys in NVDA, AMD, AAPL +1');
    expect(describeRule({ ...base, kind: 'politician', symbols: ['NVDA'], direction: 'any' }, [])).toBe(
      'Politician trades in NVDA',
    );
    expect(describeRule({ ...base, kind: 'economic', minImportance: 'medium' }, [])).toBe(
      'Economic releases of medium importance or more',
    );
    expect(describeRule({ ...base, kind: 'news', symbols: ['NVDA', 'AMD'], watchlist: false }, [])).toBe(
      'Major news on NVDA, AMD',
    );
    expect(describeRule({ ...base, kind: 'news', symbols: [], watchlist: true }, [])).toBe(
      'Major news on your watchlist',
    );
    expect(describeRule({ ...base, kind: 'news', symbols: ['AMD'], watchlist: true }, [])).toBe(
      'Major news on your watchlist and AMD',
    );
    const analyst = {
      ...base,
      kind: 'analyst' as const,
      actions: [],
      firms: [],
      symbols: [],
      watchlist: false,
      minUpside: null,
      minSuccess: null,
    };
    expect(describeRule(analyst, [])).toBe('Analyst actions on any ticker');
    expect(
      describeRule(
        { ...analyst, actions: ['upgrade'], firms: ['UBS'], watchlist: true, minUpside: 10, minSuccess: 60 },
        [],
      ),
    ).toBe('Upgrades on your watchlist, by UBS, upside 10%+, firm success 60%+');
    expect(
      describeRule(
        {
          ...base,
          kind: 'scanner',
          events: ['breakout', 'rvol'],
          symbols: ['NVDA'],
          watchlist: false,
          confirmedOnly: true,
        },
        [],
      ),
    ).toBe('Breakouts, Relative volume 3x on NVDA (volume-confirmed breaks)');
    const screens = [{ id: 'top-gainers', name: 'Top gainers' }];
    expect(describeRule({ ...base, kind: 'screen', screenId: 'top-gainers', changes: ['enter'] }, [], screens)).toBe(
      'Symbols entering "Top gainers"',
    );
    expect(
      describeRule({ ...base, kind: 'screen', screenId: 'top-gainers', changes: ['enter', 'leave'] }, [], screens),
    ).toBe('Symbols entering or leaving "Top gainers"');
    expect(describeRule({ ...base, kind: 'screen', screenId: 'gone', changes: ['leave'] }, [], screens)).toBe(
      'Screen no longer exists',
    );
    expect(describeRule({ ...base, kind: 'earnings', symbols: ['NVDA'], watchlist: true, surprise: 'beat' }, [])).toBe(
      'Earnings beats of your watchlist and NVDA',
    );
    expect(describeRule({ ...base, kind: 'earnings', symbols: [], watchlist: false, surprise: 'any' }, [])).toBe(
      'Earnings reports of every company',
    );
  });

  it('new rules get an unused id and a filter to start from', () => {
    const taken = [draftRule('move', 'rule-2', []), draftRule('move', 'rule-3', [])];
    expect(newRuleId(taken)).toBe('rule-4');
    expect(newRuleId([draftRule('move', 'rule-1', [])])).toBe('rule-2');
    expect(draftRule('flow', 'x', [filter])).toMatchObject({ kind: 'flow', filterId: 'big', enabled: true });
    expect(draftRule('news', 'x', [])).toMatchObject({ kind: 'news', symbols: [], watchlist: true, enabled: true });
  });
});
