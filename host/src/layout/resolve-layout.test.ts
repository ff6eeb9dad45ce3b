import { DEFAULT_SETTINGS } from '../settings/settings-store';
import { resolveLayout } from './resolve-layout';

const WIDE = true;
const NARROW = false;

test('below lg the layout is vertical with a temporary drawer; above lg the chosen layout comes back', () => {
  const horizontal = { ...DEFAULT_SETTINGS, layout: 'horizontal' as const };
  expect(resolveLayout(horizontal, NARROW)).toMatchObject({ layout: 'vertical', navVariant: 'temporary' });
  expect(resolveLayout(horizontal, WIDE)).toMatchObject({ layout: 'horizontal', navVariant: 'permanent' });
  expect(resolveLayout(DEFAULT_SETTINGS, WIDE)).toMatchObject({ layout: 'vertical', navVariant: 'permanent' });
});

test('the horizontal layout forces a semi-dark skin to default and a hidden app bar to fixed', () => {
  const settings = { ...DEFAULT_SETTINGS, skin: 'semi-dark' as const, appBar: 'hidden' as const };
  expect(resolveLayout({ ...settings, layout: 'horizontal' }, WIDE)).toMatchObject({
    skin: 'default',
    appBar: 'fixed',
  });
  expect(resolveLayout({ ...settings, layout: 'vertical' }, WIDE)).toMatchObject({
    skin: 'semi-dark',
    appBar: 'hidden',
  });
  // Below lg the horizontal choice is not in force, so neither is what it forces.
  expect(resolveLayout({ ...settings, layout: 'horizontal' }, NARROW)).toMatchObject({
    skin: 'semi-dark',
    appBar: 'hidden',
  });
  expect(resolveLayout({ ...DEFAULT_SETTINGS, skin: 'bordered', layout: 'horizontal' }, WIDE).skin).toBe('bordered');
});

test('the collapsed rail applies only to the permanent vertical menu', () => {
  const collapsed = { ...DEFAULT_SETTINGS, navCollapsed: true };
  expect(resolveLayout(collapsed, WIDE).navCollapsed).toBe(true);
  expect(resolveLayout(collapsed, NARROW).navCollapsed).toBe(false);
  expect(resolveLayout({ ...collapsed, layout: 'horizontal' }, WIDE).navCollapsed).toBe(false);
});
