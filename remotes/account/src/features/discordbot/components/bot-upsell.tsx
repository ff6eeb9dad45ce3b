import { CHECKOUT_PATH } from '@flowdeck/contract';
import Check from '@mui/icons-material/Check';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

export const UPSELL_TITLE = 'Your own Discord bot';
const POINTS = [
  'Flow alerts from your saved filters, posted to your channel',
  'Dark pool prints and pre-market gappers',
  'Test messages and a full history of what was sent',
];

/** Shown to users without the bot add-on (spec §2: the page is for `bot_sub` users). */
export function BotUpsell() {
  return (
    <Paper
      variant="outlined"
      sx={(theme) => ({
        maxWidth: 640,
        mx: 'auto',
        mt: { xs: 2, md: 6 },
        p: { xs: 3, md: 5 },
        borderRadius: 3,
        textAlign: 'center',
        backgroundImage: `linear-gradient(180deg, ${alpha('#5865F2', theme.palette.mode === 'dark' ? 0.16 : 0.08)} 0%, transparent 60%)`,
      })}
    >
      <Box
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: alpha('#5865F2', 0.16),
          color: '#7983f5',
        }}
      >
        <SmartToyOutlined sx={{ fontSize: 34 }} />
      </Box>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        {UPSELL_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        The Discord Bot add-on posts the alerts you choose straight into a channel of your server.
      </Typography>
      <Stack spacing={1} sx={{ alignItems: 'flex-start', maxWidth: 420, mx: 'auto', mb: 3.5 }}>
        {POINTS.map((point) => (
          <Stack key={point} direction="row" spacing={1} sx={{ textAlign: 'left' }}>
            <Check fontSize="small" color="success" />
            <Typography variant="body2">{point}</Typography>
          </Stack>
        ))}
      </Stack>
      <Button component={RouterLink} to={CHECKOUT_PATH} variant="contained" size="large" sx={{ px: 4 }}>
        Add the Discord Bot
      </Button>
    </Paper>
  );
}
