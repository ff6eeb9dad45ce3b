import { REGISTRY_PATH, type Registry, registryProblem } from '@flowdeck/contract';

const LAST_GOOD_KEY = 'registry:last-good';

export interface RegistryResult {
  registry: Registry;
  /** True when the live registry could not be read and the last good copy is used. */
  stale: boolean;
}

/**
 * Reads the registry the host was deployed with (never cached by the browser). When it cannot be
 * read, the last copy that could is used, so a registry outage does not take the product down.
 * @throws when neither the registry nor a last good copy is available.
 */
export async function fetchRegistry(origin: string = window.location.origin): Promise<RegistryResult> {
  try {
    const response = await fetch(new URL(REGISTRY_PATH, origin), {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`registry answered ${response.status}`);
    const registry: unknown = await response.json();
    const problem = registryProblem(registry);
    if (problem) throw new Error(`registry is malformed: ${problem}`);
    remember(registry as Registry);
    return { registry: registry as Registry, stale: false };
  } catch (error) {
    const lastGood = recall();
    if (lastGood) return { registry: lastGood, stale: true };
    throw error;
  }
}

function remember(registry: Registry): void {
  try {
    localStorage.setItem(LAST_GOOD_KEY, JSON.stringify(registry));
  } catch {
    // Storage full or unavailable: the live registry still works.
  }
}

function recall(): Registry | null {
  try {
    const text = localStorage.getItem(LAST_GOOD_KEY);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return registryProblem(value) ? null : (value as Registry);
  } catch {
    return null;
  }
}
