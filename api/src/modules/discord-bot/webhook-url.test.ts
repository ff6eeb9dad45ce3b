import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSecretBox } from './secret-box.js';
import { maskedWebhookUrl, parseDiscordWebhookUrl, WEBHOOK_URL_MESSAGES as M, webhookEndpoint } from './webhook-url.js';

const ID = '123456789012345678';
const TOKEN = 'aB3_dE6-gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6kM9nP2qR5tU8wX1zA4cD7fG0iL3oS6';
const PATH = `/api/webhooks/${ID}/${TOKEN}`;

function refused(url: string): string {
  const result = parseDiscordWebhookUrl(url);
  assert.equal(result.ok, false, `${url} must be refused`);
  return result.ok ? '' : result.message;
}

describe('Discord webhook URLs', () => {
  it('accepts the URLs Discord hands out and keeps only id and token', () => {
    for (const url of [
      `https://discord.com${PATH}`,
      `https://discordapp.com${PATH}`,
      `https://ptb.discord.com${PATH}`,
      `https://canary.discord.com${PATH}`,
      `https://discord.com/api/v10/webhooks/${ID}/${TOKEN}`,
      `  https://DISCORD.com${PATH}/  `,
      `https://discord.com:443${PATH}`.replace(':443', ''),
    ]) {
      assert.deepEqual(parseDiscordWebhookUrl(url), { ok: true, webhook: { id: ID, token: TOKEN } }, url);
    }
  });

  it('refuses anything but https', () => {
    assert.equal(refused(`http://discord.com${PATH}`), M.https);
    assert.equal(refused(`ftp://discord.com${PATH}`), M.https);
    assert.equal(refused(`javascript:alert(1)//discord.com${PATH}`), M.https);
  });

  it('refuses other hosts, including look-alikes, IP addresses and localhost', () => {
    for (const host of [
      'evil.com',
      'discord.com.evil.com',
      'evildiscord.com',
      'discord.co',
      'discord.com.',
      'xn--dscord-pvf.com',
      'dіscord.com', // Cyrillic і
      '127.0.0.1',
      '0x7f000001',
      '2130706433',
      '[::1]',
      '169.254.169.254',
      'localhost',
      'media.discordapp.net',
      'cdn.discordapp.com',
    ]) {
      assert.equal(refused(`https://${host}${PATH}`), M.host, host);
    }
  });

  it('refuses user info, ports and tricks that hide the real host', () => {
    assert.equal(refused(`https://discord.com@evil.com${PATH}`), M.credentials);
    assert.equal(refused(`https://user:pass@discord.com${PATH}`), M.credentials);
    assert.equal(refused(`https://discord.com%40evil.com@evil.com${PATH}`), M.credentials);
    assert.equal(refused(`https://@discord.com${PATH}`), M.credentials);
    assert.equal(refused(`https://discord.com:8443${PATH}`), M.port);
    assert.equal(refused(`https://discord.com:443${PATH}`), M.port);
    assert.equal(refused(`https://discord.com:${PATH}`), M.port);
    // The URL parser reads a backslash as a slash (host discord.com); other software reads evil.com.
    assert.equal(refused(`https://discord.com\\@evil.com${PATH}`), M.credentials);
    assert.equal(refused(`https://discord.com\\.evil.com${PATH}`), M.path);
    assert.equal(refused(`https://discord.com${PATH}\n.evil.com`), M.invalid);
    assert.equal(refused(`https://discord.com${PATH}?url=http://127.0.0.1/`), M.extra);
    assert.equal(refused(`https://discord.com${PATH}#frag`), M.extra);
  });

  it('refuses paths that are not a webhook', () => {
    for (const path of [
      '/api/webhooks',
      `/api/webhooks/${ID}`,
      `/api/webhooks/abc/${TOKEN}`,
      `/api/webhooks/${ID}/short`,
      `/api/webhooks/${ID}/${TOKEN}/slack`,
      `/api/webhooks/${ID}/../../../oauth2/authorize`,
      `/api/webhooks/${ID}/${TOKEN.slice(0, 30)}%2F..%2F${TOKEN.slice(30)}`,
      `/api/channels/${ID}/messages`,
    ]) {
      assert.equal(refused(`https://discord.com${path}`), M.path, path);
    }
    assert.equal(refused('not a url'), M.invalid);
    assert.equal(refused(''), M.invalid);
    assert.equal(refused(`https://discord.com${PATH}${'a'.repeat(600)}`), M.invalid);
  });

  it('posts under the configured API base, never to the host the user typed', () => {
    assert.equal(webhookEndpoint('https://discord.com/api/', { id: ID, token: TOKEN }), `https://discord.com${PATH}`);
    assert.equal(maskedWebhookUrl(ID).includes(TOKEN), false);
  });
});

describe('secret box', () => {
  it('round-trips a token, and refuses another key or a tampered value', () => {
    const box = createSecretBox('server-secret-0123456789abcdef0123', 'purpose');
    const sealed = box.seal(TOKEN);
    assert.equal(sealed.includes(TOKEN), false);
    assert.notEqual(box.seal(TOKEN), sealed, 'a fresh nonce every time');
    assert.equal(box.open(sealed), TOKEN);
    assert.equal(createSecretBox('another-secret-0123456789abcdef012', 'purpose').open(sealed), null);
    assert.equal(createSecretBox('server-secret-0123456789abcdef0123', 'other').open(sealed), null);
    const [v, iv, tag, body = ''] = sealed.split('.');
    const bytes = Buffer.from(body, 'base64url');
    bytes.writeUInt8(bytes.readUInt8(0) ^ 0x01, 0);
    const flipped = bytes.toString('base64url');
    assert.equal(box.open([v, iv, tag, flipped].join('.')), null);
    assert.equal(box.open('garbage'), null);
  });
});
