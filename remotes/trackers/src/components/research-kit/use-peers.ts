import { readApiError } from '@flowdeck/api-client/error-shape';
import { useApi } from '@flowdeck/host-sdk';
import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PEERS_PARAM, type PeerState, readPeers } from './peers';
import { ratiosQueryOptions } from './ratios-query';

/** The peers chosen for `symbol` (from and to `?peers=`), each with its ratios as they load. */
export function usePeers(symbol: string): [PeerState[], (peers: string[]) => void] {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const symbols = readPeers(params.get(PEERS_PARAM), symbol);
  const queries = useQueries({ queries: symbols.map((x) => ratiosQueryOptions(api, x)) });
  const peers = symbols.map((peer, i): PeerState => {
    const query = queries[i];
    return {
      symbol: peer,
      ratios: query?.data ?? null,
      note: query?.isPending
        ? 'loading'
        : query?.isError
          ? readApiError(query.error).status === 404
            ? 'unknown'
            : 'failed to load'
          : null,
    };
  });
  const setPeers = (next: string[]) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.length === 0) updated.delete(PEERS_PARAM);
        else updated.set(PEERS_PARAM, next.join(','));
        return updated;
      },
      { replace: true },
    );
  return [peers, setPeers];
}
