import assert from 'node:assert/strict';
import { it } from 'node:test';
import { DEV_JWT_SECRET } from '../config.js';
import { isRevoked, withTokenRevocation } from './token-revocation.js';
import { createTokenService } from './tokens.js';

const NOW = new Date('2025-06-13T14:00:00Z');

it('refuses access tokens issued under an older version, within the same second as the change', async () => {
  const versions = new Map([[7, 0]]);
  const tokens = withTokenRevocation(
    createTokenService({ secret: DEV_JWT_SECRET, accessTokenTtlSeconds: 900, now: () => NOW }),
    async (userId) => versions.get(userId) ?? null,
  );
  const before = await tokens.issueAccessToken(7, { sessionId: 'family-1' });
  assert.deepEqual(await tokens.verify(before), { kind: 'user', userId: 7, tokenVersion: 0, sessionId: 'family-1' });
  versions.set(7, 1);
  // The clock has not moved: only the version tells the two tokens apart.
  const after = await tokens.issueAccessToken(7);
  assert.equal(await tokens.verify(before), null);
  assert.deepEqual(await tokens.verify(after), { kind: 'user', userId: 7, tokenVersion: 1 });
  const guest = await tokens.issueGuestToken(1);
  assert.equal((await tokens.verify(guest))?.kind, 'guest', 'guest tokens have no user version');
});

it('leaves identity-provider tokens and missing accounts to the routes', () => {
  assert.equal(isRevoked({ kind: 'user', userId: 7 }, 3), false);
  assert.equal(isRevoked({ kind: 'user', userId: 7, tokenVersion: 0 }, null), false);
  assert.equal(isRevoked({ kind: 'user', userId: 7, tokenVersion: 0 }, 1), true);
  assert.equal(isRevoked({ kind: 'guest', guestId: 'guest:x' }, 1), false);
});
