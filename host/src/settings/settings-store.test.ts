import { readSettings } from './settings-store';

test('dark is the default theme', () => {
  expect(readSettings(null).mode).toBe('dark');
});

test('corrupt or unknown stored settings fall back to defaults', () => {
  expect(readSettings('{not json').mode).toBe('dark');
  expect(readSettings('{"mode":"purple"}').mode).toBe('dark');
  expect(readSettings('{"mode":"light"}').mode).toBe('light');
});
