import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { LoadError, Loading, PageHeader, formatDate } from '@flowdeck/ui-kit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, AlertTitle, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useMediaChannel } from './api/get-media-channel';
import { useYoutubeFeed } from './api/get-youtube-feed';
import { MAY_BE_LIVE, VideoCard } from './components/video-card';
import { VideoPlayer } from './components/video-player';

const timeOf = (iso: string): string =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * The Media Page: the product channel's latest videos (the channel is the API's MEDIA_CHANNEL_ID), one playing
 * inline, and a card for a video that may be a live stream.
 */
export default function MediaPage() {
  const channel = useMediaChannel();
  const channelId = channel.data?.channelId ?? null;
  const feed = useYoutubeFeed(channelId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  const playerRef = useRef<HTMLDivElement>(null);
  const data = feed.data;
  const selected = data?.videos.find((v) => v.videoId === selectedId) ?? data?.live ?? data?.videos[0] ?? null;

  const play = (videoId: string) => {
    setSelectedId(videoId);
    setRequested(true);
    playerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <PageHeader
        title={specNavTitle(NAV_PATHS.mediaPage)}
        subtitle="Market walkthroughs, tutorials and live sessions from our YouTube channel."
        actions={
          data ? (
            <Button
              variant="outlined"
              size="small"
              endIcon={<OpenInNew />}
              href={data.channelUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open on YouTube
            </Button>
          ) : undefined
        }
      />
      {channel.isPending ? (
        <Loading label="Loading videos" />
      ) : channel.isError ? (
        <LoadError message="The Media Page could not be loaded." onRetry={() => void channel.refetch()} />
      ) : channelId === null ? (
        <Alert severity="info">
          <AlertTitle>No YouTube channel configured</AlertTitle>
          No YouTube channel is configured for this page yet. Set <code>MEDIA_CHANNEL_ID</code> on the API server to the
          channel&apos;s id (&quot;UC&quot; and 22 more characters, shown under the channel&apos;s About → Share → Copy
          channel ID) and restart it.
        </Alert>
      ) : feed.isPending ? (
        <Loading label="Loading videos" />
      ) : feed.isError ? (
        <LoadError message="The videos could not be loaded from YouTube." onRetry={() => void feed.refetch()} />
      ) : data && selected ? (
        <Stack spacing={2}>
          {data.stale ? (
            <Alert severity="warning">
              YouTube cannot be reached right now: these are the videos as of {formatDate(data.fetchedAt)}{' '}
              {timeOf(data.fetchedAt)}.
            </Alert>
          ) : null}
          {data.live ? (
            <Paper
              component="section"
              aria-label="May be live"
              variant="outlined"
              sx={{ p: 2, borderColor: 'error.main' }}
            >
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <Chip label={MAY_BE_LIVE} color="error" sx={{ fontWeight: 700, alignSelf: 'flex-start' }} />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                    {data.live.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Published at {timeOf(data.live.published)} with no views yet: probably a live stream.
                  </Typography>
                </Box>
                <Button variant="contained" color="error" onClick={() => play(data.live?.videoId ?? '')}>
                  Watch
                </Button>
              </Stack>
            </Paper>
          ) : null}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
            }}
          >
            <Paper ref={playerRef} variant="outlined" sx={{ p: { xs: 1, sm: 2 }, scrollMarginTop: 80 }}>
              <VideoPlayer key={`${selected.videoId}-${String(requested)}`} video={selected} autoLoad={requested} />
              <Typography variant="h6" component="h2" sx={{ mt: 1.5 }}>
                {selected.title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {selected.live ? `${MAY_BE_LIVE} · ${formatDate(selected.published)}` : formatDate(selected.published)}
              </Typography>
              {selected.description ? (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                >
                  {selected.description}
                </Typography>
              ) : null}
            </Paper>
            <Box component="section" aria-label="Latest videos">
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                Latest videos
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(0, 1fr)' },
                }}
              >
                {data.videos.map((video) => (
                  <VideoCard
                    key={video.videoId}
                    video={video}
                    selected={video.videoId === selected.videoId}
                    onSelect={() => play(video.videoId)}
                  />
                ))}
              </Box>
            </Box>
          </Box>
        </Stack>
      ) : (
        <Alert severity="info">The channel has not published any videos yet.</Alert>
      )}
    </Box>
  );
}
