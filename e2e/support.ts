import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { E2E_API_URL } from '../playwright.config';

export const PASSWORD = 'Tr4der-pass!';

export interface Account {
  username: string;
  access: string;
  refresh: string;
}

/** Registers a fresh user through the real API and returns its tokens. */
export async function createAccount(request: APIRequestContext): Promise<Account> {
  const username = `e2e_${randomUUID().slice(0, 8)}`;
  const registered = await request.post(`${E2E_API_URL}register/`, {
    form: { username, email: `${username}@example.com`, password: PASSWORD, password2: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post(`${E2E_API_URL}token/`, { form: { username, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const tokens = (await login.json()) as { access: string; refresh: string };
  return { username, ...tokens };
}

/** Signs the page in the way the app does after a login: the access token under `_act`. */
export async function signIn(page: Page, request: APIRequestContext): Promise<Account> {
  const account = await createAccount(request);
  await page.addInitScript((token) => {
    if (!window.localStorage.getItem('_act')) window.localStorage.setItem('_act', token);
  }, account.access);
  return account;
}

export function navLink(page: Page, title: string) {
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: title, exact: true });
}
