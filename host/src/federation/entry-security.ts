import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Where remote code may come from and what it must hash to (issue 7): the registry records the sha384 of
 * each remote's manifest (`mf-manifest.json`, which names its entry script and chunks) and of its entry
 * script; the browser enforces both (subresource integrity on the manifest's fetch and on the entry's
 * script element), so a tampered or swapped file never runs. The chunks are not hashed one by one: their
 * names come from the verified manifest, inside the remote's immutable version folder. In production a
 * remote without both records is refused, and so is any manifest or entry the runtime asks for that this
 * check cannot match to a record (fail closed).
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

const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/;

/** The integrity records of one registry entry (`integrity` is its entry script's). */
export interface IntegrityRecords {
  integrity?: string;
  manifestIntegrity?: string;
}

/** Why a remote may not load for lack of well-formed integrity records, or null. */
export function integrityProblem(records: IntegrityRecords, production: boolean): string | null {
  for (const [what, value] of [
    ['entry', records.integrity],
    ['manifest', records.manifestIntegrity],
  ] as const) {
    if (value ? !SRI.test(value) : production)
      return value
        ? `the integrity recorded for its ${what} is malformed`
        : `the registry records no integrity for its ${what}`;
  }
  return null;
}

function sameUrl(a: string, b: string): boolean {
  try {
    return new URL(a, document.baseURI).href === new URL(b, document.baseURI).href;
  } catch {
    return false;
  }
}

/** What one remote's files must hash to. */
export interface RemoteIntegrity {
  /** The manifest's URL (the registry's `entry`), as registered with the federation runtime. */
  manifestUrl: string;
  manifest?: string;
  entry?: string;
}

/** Federation names → what their files must hash to. */
const expected = new Map<string, RemoteIntegrity>();

export function expectIntegrity(federationName: string, integrity: RemoteIntegrity | undefined): void {
  if (integrity) expected.set(federationName, integrity);
  else expected.delete(federationName);
}

/** A manifest or entry script refused because no recorded integrity covers it. */
export class IntegrityRefusedError extends Error {
  constructor(what: string, url: string, remote: string | undefined) {
    super(`refused ${what} ${url}${remote ? ` of ${remote}` : ''}: no recorded integrity matches it`);
    this.name = 'IntegrityRefusedError';
  }
}

/**
 * The federation runtime plugin that enforces the records: the manifest is fetched with its `integrity`
 * (a mismatch rejects the fetch), each entry script is created with its `integrity` and in CORS mode
 * (which SRI requires); a mismatch fails the load like a network error. `strict` (production) refuses
 * what it cannot match instead of leaving it to the runtime unchecked.
 */
export function createIntegrityPlugin(strict: boolean): ModuleFederationRuntimePlugin {
  return {
    name: 'flowdeck-entry-integrity',
    // The runtime fetches only manifests through this hook.
    fetch(url, init, remoteInfo) {
      const record = remoteInfo ? expected.get(remoteInfo.name) : undefined;
      if (record?.manifest && sameUrl(url, record.manifestUrl))
        return fetch(url, { ...init, integrity: record.manifest });
      if (strict) return Promise.reject(new IntegrityRefusedError('manifest', url, remoteInfo?.name));
      return undefined;
    },
    createScript({ url, remoteInfo, resourceContext }) {
      // The runtime names what it loads; without that, a script at the remote's entry URL is its entry.
      const entry = resourceContext
        ? resourceContext.resourceType === 'remoteEntry'
        : remoteInfo !== undefined && sameUrl(url, remoteInfo.entry);
      // A chunk the runtime preloads (named by the verified manifest, in the immutable version folder).
      if (resourceContext && !entry) return undefined;
      const integrity = entry && remoteInfo ? expected.get(remoteInfo.name)?.entry : undefined;
      if (!integrity) {
        if (strict) throw new IntegrityRefusedError('script', url, remoteInfo?.name);
        return undefined;
      }
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
