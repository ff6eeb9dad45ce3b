import type { BotMessageKind, DiscordBotSettings } from '@flowdeck/api-types';
import Send from '@mui/icons-material/Send';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useSendBotMessage } from '../api/send-bot-message';

export const PREVIEW_LABELS: Record<Exclude<BotMessageKind, 'test' | 'rules'>, string> = {
  flow: 'Flow alert preview',
  darkpool: 'Dark pool preview',
  gappers: 'Gappers preview',
};

/** Send a test message, or a preview of each feed that is switched on, to the connected channel. */
export function SendPanel({ settings }: { settings: DiscordBotSettings }) {
  const send = useSendBotMessage();
  const feeds = (['flow', 'darkpool', 'gappers'] as const).filter((kind) => settings[kind].enabled);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Try it
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Posts to your channel now. Previews use sample data and say so.
      </Typography>
      <Stack spacing={1.25}>
        <Button
          variant="contained"
          startIcon={<Send />}
          disabled={!settings.connected || send.isPending}
          onClick={() => send.mutate('test')}
        >
          Send test message
        </Button>
        {feeds.map((kind) => (
          <Button key={kind} variant="outlined" disabled={send.isPending} onClick={() => send.mutate(kind)}>
            {PREVIEW_LABELS[kind]}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
