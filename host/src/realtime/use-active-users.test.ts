import { parseActiveUsers } from './use-active-users';

test('reads the JSON string payload', () => {
  expect(parseActiveUsers('{"activeUsers": 12}')).toBe(12);
});

test('ignores malformed payloads', () => {
  expect(parseActiveUsers('nope')).toBeNull();
  expect(parseActiveUsers('{"activeUsers":"x"}')).toBeNull();
});
