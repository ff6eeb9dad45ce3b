import type { MediaVideo } from '@flowdeck/endpoints/media';
import { formatDate, formatThousands } from '@flowdeck/ui-kit';
import { Box, ButtonBase, Chip, Typography } from '@mui/material';

/**
 * YouTube's public feed has no live flag: the API guesses a stream from a new video with no views yet, so the
 * page words it as a guess.
 */
export const MAY_BE_LIVE = 'New · may be live';

/** One video of the list: thumbnail, title, date and views; pressing it plays it above. */
export function VideoCard({
  video,
  selected,
  onSelect,
}: {
  video: MediaVideo;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <ButtonBase
      onClick={onSelect}
      aria-pressed={selected}
      aria-label={`${video.title}, ${formatDate(video.published)}`}
      sx={{
        display: 'block',
        textAlign: 'left',
        borderRadius: 1,
        p: 1,
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.selected' : 'transparent',
        width: '100%',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          mb: 1,
        }}
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
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : null}
        {video.live ? (
          <Chip
            label={MAY_BE_LIVE}
            color="error"
            size="small"
            sx={{ position: 'absolute', top: 6, left: 6, fontWeight: 700 }}
          />
        ) : null}
      </Box>
      <Typography
        variant="body2"
        sx={{
          fontWeight: 600,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {video.title}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDate(video.published)}
        {video.views !== null && !video.live ? ` · ${formatThousands(video.views)} views` : ''}
      </Typography>
    </ButtonBase>
  );
}
