/** The Media Page's contract (see ./media.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import { CHANNEL_ID_PATTERN, MEDIA_CHANNEL, YOUTUBE_FEED } from '@flowdeck/endpoints/media';
import { z } from 'zod';

export const youtubeFeedContract = defineContract(YOUTUBE_FEED, {
  query: z.object({
    channel_id: z
      .string({ error: 'Give a YouTube channel id (channel_id=UC…).' })
      .trim()
      .regex(CHANNEL_ID_PATTERN, 'A YouTube channel id is "UC" and 22 letters, digits, "-" or "_".'),
  }),
  refuseUnknownQuery: true,
});

export const mediaChannelContract = defineContract(MEDIA_CHANNEL, {});
