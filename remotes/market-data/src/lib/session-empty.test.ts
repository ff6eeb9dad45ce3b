import { noneThisSession } from './session-empty';

test('"yet" only while the shown session trades', () => {
  expect(noneThisSession('options trades', true)).toBe('No options trades yet this session.');
  expect(noneThisSession('options trades', false)).toBe('No options trades in this session.');
});
