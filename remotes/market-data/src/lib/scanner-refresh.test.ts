import { newBarDue } from './scanner-refresh';

describe('newBarDue', () => {
  const BARS_TO = '2026-11-20T15:31:00.000Z';
  const NEXT = Date.parse('2026-11-20T15:32:00.000Z');

  it('waits for the market clock to pass the end of the next minute bar', () => {
    expect(newBarDue(BARS_TO, '2026-11-20T15:31:59.000Z', null)).toBeNull();
    expect(newBarDue(BARS_TO, '2026-11-20T15:32:00.000Z', null)).toBe(NEXT);
  });

  it('asks once per bar', () => {
    expect(newBarDue(BARS_TO, '2026-11-20T15:32:30.000Z', NEXT)).toBeNull();
  });

  it('nothing to follow before the first bar', () => {
    expect(newBarDue(null, '2026-11-20T15:32:30.000Z', null)).toBeNull();
  });
});
