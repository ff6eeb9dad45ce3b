import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { E2E_API_URL } from '../playwright.config';
import { signIn } from './support';

const PHONE = '+14155552671';

test('sms alerts: a flow rule fires while the page is open and its text lands in the delivery log', async ({
  page,
  request,
}) => {
  const account = await signIn(page, request);
  const auth = { Authorization: `Bearer ${account.access}` };
  // The number is verified the way the account page does it: a code texted (kept in the local outbox), sent back.
  expect(
    (await request.post(`${E2E_API_URL}user/phone/code`, { headers: auth, data: { phone_number: PHONE } })).ok(),
  ).toBe(true);
  const outbox = (await (await request.get(`${E2E_API_URL}user/phone/outbox`, { headers: auth })).json()) as {
    items: Array<{ body: string }>;
  };
  const code = /^(\d{6}) /.exec(outbox.items[0]?.body ?? '')?.[1];
  expect(code).toBeTruthy();
  expect(
    (await request.post(`${E2E_API_URL}user/update`, { headers: auth, data: { phone_number: PHONE, code } })).ok(),
  ).toBe(true);
  // A saved flow filter with no criteria: every print of the live market matches.
  const filters = { filters: [{ id: 'all', name: 'All flow' }] };
  expect((await request.post(`${E2E_API_URL}user/settings/alert-filters`, { headers: auth, data: filters })).ok()).toBe(
    true,
  );

  await page.goto('/sms-alerts');
  await expect(page.getByRole('heading', { name: 'SMS Alerts', level: 1 })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText(/No rules yet/)).toBeVisible();
  await expect(page.getByText(/No texts yet/)).toBeVisible();

  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add rule' });
  await dialog.getByLabel('Rule name').fill('Every print');
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByRole('listitem', { name: 'Every print' })).toContainText('Flow matching "All flow"');
  await page.getByLabel('SMS alerts are off').click();
  await expect(page.getByText('SMS alerts are on')).toBeVisible();

  // The market keeps printing: within the grouping window the rule's text appears in the log.
  const log = page.getByRole('region', { name: 'Delivery log' });
  await expect(log.getByText(/^FlowDeck - Every print: [A-Z.]+ \$/).first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByLabel('Texts today')).toHaveText(/^[1-9]\d* of 25 texts today$/);

  await page.getByRole('button', { name: 'Send a test text' }).click();
  await expect(page.getByText('Test text sent')).toBeVisible();
  await expect(log.getByText(/^FlowDeck test: SMS alerts reach this phone/).first()).toBeVisible();

  // The same rule, written once, can post to Discord instead of (or as well as) texting: with the bot add-on.
  const rule = page.getByRole('listitem', { name: 'Every print' });
  await expect(rule).toContainText(/Text$/);
  await page.getByRole('button', { name: 'Edit Every print' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit rule' });
  await expect(edit.getByLabel('Discord')).toBeDisabled();
  await expect(edit.getByText(/^Discord alerts need the Discord Bot add-on/)).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  const checkout = await request.post(`${E2E_API_URL}billing/checkout`, {
    headers: auth,
    data: { planId: 'flowdeck_bot_monthly' },
  });
  const { checkoutId } = (await checkout.json()) as { checkoutId: string };
  const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'E2E Bot' };
  expect(
    (await request.post(`${E2E_API_URL}billing/checkout/${checkoutId}/pay`, { headers: auth, data: card })).ok(),
  ).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Edit Every print' }).click();
  await edit.getByLabel('Text message').uncheck();
  await expect(edit.getByText('Choose text, Discord or both.')).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Save rule' })).toBeDisabled();
  await edit.getByLabel('Discord').check();
  await edit.getByRole('button', { name: 'Save rule' }).click();
  await expect(edit).toBeHidden();
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Every print' })).toContainText(/Flow matching "All flow"Discord$/);

  mkdirSync('var/e2e-screenshots', { recursive: true });
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(
      log
        .getByText(/^FlowDeck test:/)
        .locator('visible=true')
        .first(),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `var/e2e-screenshots/sms-alerts-${width}.png`, fullPage: true });
  }
});
