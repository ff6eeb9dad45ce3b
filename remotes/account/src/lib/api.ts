import type { useApi } from '@flowdeck/host-sdk';

/** The host's API client, as remotes receive it. */
export type Api = ReturnType<typeof useApi>;
