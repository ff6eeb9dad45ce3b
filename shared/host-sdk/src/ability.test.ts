import { requirement } from '@flowdeck/contract';
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

test('the Discord bot add-on requirement holds only for a user with bot_sub, as the API admits', () => {
  const bot = requirement('useDiscordBot');
  expect(allows(defineAbilityFor({ userId: 7, guest: false, botSub: true }), bot)).toBe(true);
  const without = defineAbilityFor({ userId: 7, guest: false, botSub: false });
  expect(allows(without, bot)).toBe(false);
  // Everything else a signed-in user may do stays allowed.
  expect(allows(without, requirement('manageOwnAccount'))).toBe(true);
  expect(allows(defineAbilityFor({ userId: null, guest: true }), bot)).toBe(false);
});
