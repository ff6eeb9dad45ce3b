import { looksLikeIdentityToken, type IdentityVerifier } from './identity-provider.js';
import type { TokenService } from './tokens.js';

/**
 * Our own tokens first; failing that, a Firebase ID token of a linked account is a signed-in user too.
 * Social sign-in sessions send the ID token as their bearer and renew it with the provider (spec §4,
 * session renewal reading B), so every guard and the socket accept both kinds through this one verify().
 */
export function withIdentitySessions(
  tokens: TokenService,
  identity: IdentityVerifier | null,
  userIdForIdentity: (uid: string) => Promise<number | null>,
): TokenService {
  if (!identity) return tokens;
  return {
    ...tokens,
    async verify(token) {
      const own = await tokens.verify(token);
      if (own || !looksLikeIdentityToken(token)) return own;
      const claims = await identity.verify(token);
      if (!claims) return null;
      const userId = await userIdForIdentity(claims.uid);
      return userId === null ? null : { kind: 'user', userId };
    },
  };
}
