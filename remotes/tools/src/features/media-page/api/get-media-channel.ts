import { MEDIA_CHANNEL, type MediaChannel } from '@flowdeck/endpoints/media';
import { pathOf } from '@flowdeck/endpoints/route';
import { useNodeServer } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const MEDIA_CHANNEL_PATH = pathOf(MEDIA_CHANNEL);

type NodeServer = ReturnType<typeof useNodeServer>;

/** Which channel the page shows: the API's MEDIA_CHANNEL_ID, null while none is set. */
export function getMediaChannel(server: NodeServer, signal?: AbortSignal): Promise<MediaChannel> {
  return server.get<MediaChannel>(MEDIA_CHANNEL_PATH, { signal });
}

export function mediaChannelQueryOptions(server: NodeServer) {
  return queryOptions({
    queryKey: ['tools', 'media', 'channel'],
    queryFn: ({ signal }) => getMediaChannel(server, signal),
    // Set on the API server: it changes only with a redeploy.
    staleTime: Infinity,
  });
}

/** The product's channel the Media Page shows. */
export function useMediaChannel() {
  return useQuery(mediaChannelQueryOptions(useNodeServer()));
}
