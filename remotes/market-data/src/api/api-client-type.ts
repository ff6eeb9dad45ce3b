import type { useApi } from '@flowdeck/host-sdk';

/** The host's API client type, taken from the SDK this package depends on. */
export type ApiClient = ReturnType<typeof useApi>;
