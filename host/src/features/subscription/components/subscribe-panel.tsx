import { CHECKOUT_PATH } from '@flowdeck/contract';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { Box, Button, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export const SUBSCRIBE_TITLE = 'Subscribe to continue';
export const SUBSCRIBE_ACTION = 'See plans';
export const SUBSCRIBE_NOTE = 'Your account, settings and saved filters are kept while you choose a plan.';

/** Shown in place of a premium page once access has ended (HTTP 402), with the way to /checkout. */
export function SubscribePanel({ message }: { message: string }) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={(theme) => ({
        maxWidth: 560,
        mx: 'auto',
        my: { xs: 4, md: 8 },
        px: { xs: 3, sm: 5 },
        py: { xs: 4, sm: 5 },
        textAlign: 'center',
        borderRadius: 3,
        borderColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.4 : 0.3),
        backgroundImage: `linear-gradient(180deg, ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.12 : 0.06)} 0%, transparent 60%)`,
      })}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2.5,
          display: 'grid',
          placeItems: 'center',
          borderRadius: '50%',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.18 : 0.1),
        })}
      >
        <WorkspacePremiumOutlined sx={{ fontSize: 34 }} />
      </Box>
      <Typography id={titleId} variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {SUBSCRIBE_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3.5 }}>
        {message}
      </Typography>
      <Button component={RouterLink} to={CHECKOUT_PATH} variant="contained" size="large" sx={{ px: 4 }}>
        {SUBSCRIBE_ACTION}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5, opacity: 0.8 }}>
        {SUBSCRIBE_NOTE}
      </Typography>
    </Paper>
  );
}
