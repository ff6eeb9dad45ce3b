import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Where remote code may come from and what it must hash to (issue 7): the registry records each
 * remote entry's sha384; the browser enforces it (subresource integrity), so a tampered or swapped
 * entry never runs. In production a remote without a recorded integrity is refused (fail closed).
 */

/** Why an entry URL is refused, or null: only the page's own origin and configured origins serve remotes. */
export function entryOriginProblem(
  entryUrl: string,
  pageOrigin: string,
  allowedOrigins: readonly string[],
): string | null {
  let origin: string;
  try {
    origin = new URL(entryUrl, pageOrigin).origin;
  } catch {
    return `its entry "${entryUrl}" is not a URL`;
  }
  if (origin === pageOrigin || allowedOrigins.includes(origin)) return null;
  return `its origin ${origin} is not on the allowlist`;
}

/** Why a remote without integrity may not load, or null. */
export function integrityProblem(integrity: string | undefined, production: boolean): string | null {
  if (integrity && /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(integrity)) return null;
  if (!production && !integrity) return null;
  return integrity ? 'its integrity record is malformed' : 'the registry records no integrity for it';
}

function sameUrl(a: string, b: string): boolean {
  try {
    return new URL(a, document.baseURI).href === new URL(b, document.baseURI).href;
  } catch {
    return false;
  }
}

/** Federation names → the integrity their entry script must have. */
const expected = new Map<string, string>();

export function expectIntegrity(federationName: string, integrity: string | undefined): void {
  if (integrity) expected.set(federationName, integrity);
  else expected.delete(federationName);
}

/**
 * The federation runtime plugin that creates each remote entry's script element with its
 * `integrity` (and CORS mode, which SRI requires): a mismatch fails the load like a network error.
 */
export const entryIntegrityPlugin: ModuleFederationRuntimePlugin = {
  name: 'flowdeck-entry-integrity',
  createScript({ url, remoteInfo }) {
    const integrity = remoteInfo ? expected.get(remoteInfo.name) : undefined;
    // The runtime creates scripts for a remote's chunks too: only its entry has the recorded hash.
    if (!integrity || !remoteInfo || !sameUrl(url, remoteInfo.entry)) return undefined;
    const script = document.createElement('script');
    script.src = url;
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    return script;
  },
};
