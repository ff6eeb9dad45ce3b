import { allows, defineAbilityFor } from './ability';

test('a logged-in user may manage everything', () => {
  const ability = defineAbilityFor({ userId: 7, guest: false });
  expect(allows(ability, { action: 'read', subject: 'Tools' })).toBe(true);
  expect(allows(ability, { action: 'update', subject: 'Account' })).toBe(true);
});

test('a guest may read market pages but not account pages', () => {
  const ability = defineAbilityFor({ userId: null, guest: true });
  expect(allows(ability, { action: 'read', subject: 'MarketData' })).toBe(true);
  expect(allows(ability, { action: 'update', subject: 'MarketData' })).toBe(false);
  expect(allows(ability, { action: 'read', subject: 'Account' })).toBe(false);
});

test('nobody else gets a rule', () => {
  const ability = defineAbilityFor({ userId: null, guest: false });
  expect(allows(ability, { action: 'read', subject: 'Tools' })).toBe(false);
});
