// Stands in for @module-federation/enhanced/runtime in unit tests (jest cannot load remotes).
export function registerRemotes(): void {}
export async function loadRemote(): Promise<never> {
  throw new Error('federation runtime is not available in unit tests');
}
export function registerPlugins(): void {}
