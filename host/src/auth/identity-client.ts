/**
 * The browser side of social sign-in: Firebase Auth, loaded only when someone signs in with Google or
 * Apple or a social session needs a fresh ID token, so the shell's first load does not carry it.
 */
import type { Auth } from 'firebase/auth';
import { IDENTITY_CONFIG } from '../config';

export type SocialProvider = 'google' | 'apple';

/** What the provider said when the person closed the popup themselves: not an error worth a toast. */
export const SIGN_IN_CANCELLED = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'];

let loaded: Promise<{ auth: Auth; sdk: typeof import('firebase/auth') }> | null = null;

function firebaseAuth() {
  loaded ??= (async () => {
    if (!IDENTITY_CONFIG) throw new Error('Social sign-in is turned off on this server.');
    const [{ initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const { emulatorUrl, ...options } = IDENTITY_CONFIG;
    const auth = sdk.getAuth(initializeApp(options));
    if (emulatorUrl) sdk.connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
    return { auth, sdk };
  })();
  return loaded;
}

export const socialSignInAvailable = (): boolean => IDENTITY_CONFIG !== null;

/** Opens the provider's sign-in popup; resolves to the Firebase ID token of the signed-in person. */
export async function signInWithProvider(provider: SocialProvider): Promise<string> {
  const { auth, sdk } = await firebaseAuth();
  const authProvider = provider === 'google' ? new sdk.GoogleAuthProvider() : appleProvider(sdk);
  const credential = await sdk.signInWithPopup(auth, authProvider);
  return credential.user.getIdToken();
}

/**
 * Local runs: the Auth emulator's own popup needs Google's gapi script and a CDN, which an offline
 * machine cannot load, so the app asks which test account to use and hands the emulator that
 * account's provider token (the emulator accepts unsigned tokens; nothing else does). What comes back
 * is a real emulator ID token, verified by the API exactly like a production one.
 */
export async function signInWithEmulatorAccount(provider: SocialProvider, account: TestAccount): Promise<string> {
  const { auth, sdk } = await firebaseAuth();
  const email = account.email.trim().toLowerCase();
  const providerToken = JSON.stringify({
    sub: `${provider}-${email}`,
    email,
    email_verified: true,
    name: account.name.trim() || undefined,
  });
  const credential =
    provider === 'google'
      ? sdk.GoogleAuthProvider.credential(providerToken)
      : new sdk.OAuthProvider('apple.com').credential({ idToken: providerToken });
  const result = await sdk.signInWithCredential(auth, credential);
  return result.user.getIdToken();
}

export interface TestAccount {
  email: string;
  name: string;
}

/** Whether sign-in goes through the local Auth emulator (and so needs a test account). */
export const usesEmulator = (): boolean => Boolean(IDENTITY_CONFIG?.emulatorUrl);

function appleProvider(sdk: typeof import('firebase/auth')) {
  const apple = new sdk.OAuthProvider('apple.com');
  apple.addScope('email');
  apple.addScope('name');
  return apple;
}

/** Spec §4 reading B: a force-refreshed ID token, or null when nobody is signed in at the provider. */
export async function refreshIdToken(): Promise<string | null> {
  const { auth } = await firebaseAuth();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken(true) : null;
}

/** Ends the provider's session too, so the next visitor of this browser is not signed back in. */
export async function signOutOfProvider(): Promise<void> {
  if (!loaded && !IDENTITY_CONFIG) return;
  const { auth, sdk } = await firebaseAuth();
  await sdk.signOut(auth);
}

/** The Firebase error code of a failed sign-in, if it is one. */
export function identityErrorCode(error: unknown): string | null {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : null;
}
