// What the browser benches share: Debian's Chromium with the flags every run starts it with (as
// playwright.config.ts does; browsers are never downloaded), and a subscriber whose trial runs.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');

/** Access tokens live 15 minutes: a bench that runs longer signs in again well before one expires. */
const TOKEN_MAX_AGE_MS = 10 * 60_000;

export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A new user, signed in, whose email is verified through the development outbox so the 7-day trial runs (a
 * user without access would be measured on the paywall, not on the page). Resolves to a function that
 * answers a live access token.
 */
export async function verifiedSubscriber(api) {
  const username = `bench_${randomUUID().slice(0, 8)}`;
  const password = 'Bench-pass-1';
  const form = (data) => ({ method: 'POST', body: new URLSearchParams(data) });
  const registered = await fetch(
    `${api}register/`,
    form({ username, email: `${username}@example.com`, password, password2: password }),
  );
  if (!registered.ok) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const login = async () => {
    const answer = await fetch(`${api}token/`, form({ username, password }));
    if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
    return { access: (await answer.json()).access, at: Date.now() };
  };
  let session = await login();
  const auth = { Authorization: `Bearer ${session.access}` };
  const outbox = await (await fetch(`${api}user/email/outbox`, { headers: auth })).json();
  const link = (outbox.items ?? []).map((mail) => /[?&]token=([\w-]+)/.exec(mail.body)?.[1]).find(Boolean);
  if (!link) throw new Error('no verification link in the development outbox (is the API in development mode?)');
  const verified = await fetch(`${api}user/email/verify`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ token: link }),
  });
  if (!verified.ok) throw new Error(`verification failed: ${verified.status} ${await verified.text()}`);
  return async () => {
    if (Date.now() - session.at > TOKEN_MAX_AGE_MS) session = await login();
    return session.access;
  };
}
