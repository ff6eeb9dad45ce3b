import { YOUTUBE_EMBED_BASE, type MediaVideo } from '@flowdeck/endpoints/media';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { Box, ButtonBase } from '@mui/material';
import { useState } from 'react';

/** The privacy-enhanced embed; autoplay since the viewer just asked to play. */
export function embedUrl(videoId: string): string {
  return `${YOUTUBE_EMBED_BASE}${encodeURIComponent(videoId)}?autoplay=1&rel=0&modestbranding=1`;
}

/**
 * A 16:9 player that loads YouTube only when the viewer presses play (a thumbnail until then): no
 * third-party frame, cookie or script for a visitor who only browses the list.
 */
export function VideoPlayer({ video, autoLoad }: { video: MediaVideo; autoLoad: boolean }) {
  const [playing, setPlaying] = useState<string | null>(autoLoad ? video.videoId : null);
  const loaded = playing === video.videoId;
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'common.black',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {loaded ? (
        <Box
          component="iframe"
          src={embedUrl(video.videoId)}
          title={`YouTube player: ${video.title}`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <ButtonBase
          aria-label={`Play ${video.title}`}
          onClick={() => setPlaying(video.videoId)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        >
          {video.thumbnail ? (
            <Box
              component="img"
              // Offline or blocked: the grey frame stays, without a broken-image icon.
              onError={(e: React.SyntheticEvent<HTMLImageElement>) => {
                e.currentTarget.style.visibility = 'hidden';
              }}
              src={video.thumbnail.url}
              alt=""
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: 0.85 }}
            />
          ) : null}
          <Box
            sx={{
              position: 'relative',
              display: 'grid',
              placeItems: 'center',
              width: 72,
              height: 72,
              borderRadius: '50%',
              bgcolor: 'error.main',
              color: 'common.white',
            }}
          >
            <PlayArrow sx={{ fontSize: 44 }} />
          </Box>
        </ButtonBase>
      )}
    </Box>
  );
}
