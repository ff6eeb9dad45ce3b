/**
 * The Firebase Auth emulator for API tests (the real one, from tools/auth-emulator), plus the REST calls
 * a browser would make through the Firebase SDK to obtain ID tokens for Google, Apple or email accounts.
 */
import { createServer } from 'node:net';
import { startAuthEmulator } from '../../../tools/auth-emulator/start.mjs';

/** A free port with the next two free too (the emulator's hub and logging ports), so runs never share one. */
async function freePortTriple(): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await free(port)) && (await free(port + 1)) && (await free(port + 2))) return port;
  }
  throw new Error('No free port for the Auth emulator');
}

export interface TestEmulator {
  host: string;
  projectId: string;
  /** An ID token for a Google or Apple account as the provider would vouch for it. */
  providerToken(provider: 'google.com' | 'apple.com', user: ProviderUser): Promise<string>;
  /** An ID token for a new email/password account at the provider (spec social type "manual"). */
  passwordToken(email: string, password?: string): Promise<string>;
  stop(): Promise<void>;
}

export interface ProviderUser {
  sub: string;
  email: string;
  name?: string;
  emailVerified?: boolean;
}

export async function startTestEmulator(): Promise<TestEmulator> {
  const { child, host, projectId } = await startAuthEmulator({ port: await freePortTriple() });
  const call = async (method: string, body: object): Promise<string> => {
    const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=test-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { idToken?: string; error?: unknown };
    if (!response.ok || !json.idToken) throw new Error(`emulator ${method} failed: ${JSON.stringify(json)}`);
    return json.idToken;
  };
  return {
    host,
    projectId,
    providerToken: (provider, user) =>
      call('signInWithIdp', {
        // The emulator accepts the provider's ID token as plain JSON claims.
        postBody: `id_token=${encodeURIComponent(
          JSON.stringify({
            sub: user.sub,
            email: user.email,
            email_verified: user.emailVerified ?? true,
            name: user.name,
          }),
        )}&providerId=${provider}`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    passwordToken: (email, password = 'provider-pass-1') =>
      call('signUp', { email, password, returnSecureToken: true }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
