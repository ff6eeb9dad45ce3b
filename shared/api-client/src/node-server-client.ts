import { createApiClient, type GetOptions, type Notify } from './api-client';

/** Spec §7 "GET on a second node server". */
export interface NodeServerClient {
  get<T>(path: string, options?: GetOptions): Promise<T>;
}

/**
 * The second server's GET: `Authorization: Bearer <user token>` and nothing else (never the guest
 * token), with the same error notifications as the main GET (spec §7, §8).
 */
export function createNodeServerClient(options: {
  baseURL: string;
  getUserToken: () => string | null;
  notify: Notify;
}): NodeServerClient {
  const client = createApiClient({
    baseURL: options.baseURL,
    getAuthorization: () => {
      const token = options.getUserToken();
      return token ? `Bearer ${token}` : null;
    },
    notify: options.notify,
  });
  return { get: (path, getOptions) => client.get(path, getOptions) };
}
