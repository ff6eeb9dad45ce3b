/**
 * Social sign-in (spec §7 `user/login`, `user/social-auth`, `user/signup`): Firebase ID tokens verified
 * with the Admin SDK. In development the tokens come from the Firebase Auth emulator, whose tokens are
 * unsigned — which is why production refuses an emulator host (see config.ts).
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { IdentityConfig } from '../config.js';
import { ServiceUnavailableError } from '../errors.js';

export const IDENTITY_UNREACHABLE_MESSAGE =
  'The sign-in provider (Firebase) cannot be reached right now. Try again in a moment.';

/** Spec §7: the social sign-in types, and the Firebase provider each one must come from. */
export const SOCIAL_PROVIDERS = { google: 'google.com', apple: 'apple.com', manual: 'password' } as const;
export type SocialType = keyof typeof SOCIAL_PROVIDERS;

export interface IdentityClaims {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  /** Firebase's sign_in_provider: google.com, apple.com, password… */
  provider: string;
}

export interface IdentityVerifier {
  /**
   * The verified claims, or null when the token is forged, expired, revoked or for another project.
   * Throws ServiceUnavailableError (503) when the provider cannot be reached to tell.
   */
  verify(idToken: string): Promise<IdentityClaims | null>;
  close(): Promise<void>;
}

let appCount = 0;

export function createIdentityVerifier(config: IdentityConfig): IdentityVerifier {
  // The Admin SDK reads the emulator address from the environment and nowhere else.
  if (config.emulatorHost) process.env['FIREBASE_AUTH_EMULATOR_HOST'] = config.emulatorHost;
  const app: App = initializeApp({ projectId: config.projectId }, `flowdeck-identity-${++appCount}`);
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, config.checkRevoked);
        const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
        return {
          uid: decoded.uid,
          email: str(decoded.email)?.toLowerCase() ?? null,
          emailVerified: decoded.email_verified === true,
          name: str(decoded['name']),
          picture: str(decoded.picture),
          provider: decoded.firebase.sign_in_provider,
        };
      } catch (error) {
        // The Admin SDK signals every verification failure with an `auth/…` code; anything else is ours.
        const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
        if (code.startsWith('auth/')) return null;
        // `app/network-error` and friends: Firebase (or its key server) did not answer — not the caller's fault.
        if (code.startsWith('app/')) throw new ServiceUnavailableError(IDENTITY_UNREACHABLE_MESSAGE);
        throw error;
      }
    },
    close: () => deleteApp(app),
  };
}

/** A JWT whose header names an asymmetric algorithm (or none: the emulator) — never one of our HS256 tokens. */
export function looksLikeIdentityToken(token: string): boolean {
  const [header] = token.split('.');
  if (!header) return false;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    const alg = parsed && typeof parsed === 'object' && 'alg' in parsed ? parsed.alg : null;
    return alg === 'RS256' || alg === 'none';
  } catch {
    return false;
  }
}
