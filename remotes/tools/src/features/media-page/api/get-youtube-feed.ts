import { YOUTUBE_FEED, type YoutubeFeed } from '@flowdeck/endpoints/media';
import { pathOf } from '@flowdeck/endpoints/route';
import { useNodeServer } from '@flowdeck/host-sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const YOUTUBE_FEED_PATH = pathOf(YOUTUBE_FEED);
/** The API keeps a copy for 10 minutes; asking more often only re-reads it. */
const FEED_REFRESH_MS = 5 * 60_000;

type NodeServer = ReturnType<typeof useNodeServer>;

/** Spec §7: a GET on the second node server, `api/v1/youtube-feed?channel_id=`. */
export function getYoutubeFeed(server: NodeServer, channelId: string, signal?: AbortSignal): Promise<YoutubeFeed> {
  return server.get<YoutubeFeed>(YOUTUBE_FEED_PATH, { params: { channel_id: channelId }, signal });
}

export function youtubeFeedQueryOptions(server: NodeServer, channelId: string | null) {
  return queryOptions({
    queryKey: ['tools', 'media', 'youtube-feed', channelId],
    queryFn: ({ signal }) => getYoutubeFeed(server, channelId ?? '', signal),
    enabled: channelId !== null,
    refetchInterval: FEED_REFRESH_MS,
  });
}

/** The channel's latest videos and the stream that may be live; nothing is asked while `channelId` is null. */
export function useYoutubeFeed(channelId: string | null) {
  return useQuery(youtubeFeedQueryOptions(useNodeServer(), channelId));
}
