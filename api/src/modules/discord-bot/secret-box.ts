import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts small secrets (Discord webhook tokens) at rest with AES-256-GCM under a key derived from the
 * server secret, so a copy of the database alone cannot post into users' channels. Rotating the secret
 * makes stored tokens unreadable: users then connect their webhook again.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when it was sealed under another key or tampered with. */
  open(sealed: string): string | null;
}

const VERSION = 'v1';
/** The HKDF purpose under which Discord webhook tokens are encrypted. */
export const WEBHOOK_TOKEN_PURPOSE = 'discord-webhook-token';

export function createSecretBox(serverSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'flowdeck', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
