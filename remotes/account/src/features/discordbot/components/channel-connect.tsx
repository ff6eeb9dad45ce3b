import type { BotChannelOption } from '@flowdeck/api-types';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, TextField } from '@mui/material';
import { SetupSteps } from './setup-steps';

/** Discord ids (snowflakes) are 17 to 20 digits; the server checks the same before asking Discord. */
export const CHANNEL_ID_PATTERN = /^\d{17,20}$/;
export const CHANNEL_ID_ERROR =
  'A channel ID is 17 to 20 digits: in Discord, turn on Developer Mode, right-click the channel and choose Copy Channel ID.';
export const CHANNEL_UNAVAILABLE =
  "FlowDeck's Discord bot is not available on this server yet: connect a webhook instead.";
export const INVITE_LABEL = 'Add FlowDeck bot to your server';

export const CHANNEL_STEPS = [
  'Add the FlowDeck bot to your server with the button below (it asks only to send messages and embed links).',
  'In Discord, turn on Developer Mode (User Settings → Advanced), right-click the channel and choose Copy Channel ID.',
  'Paste the channel ID below. The bot must be able to see that channel.',
];

/** Connecting a channel through FlowDeck's own bot: invite it, then name the channel by its ID. */
export function ChannelConnect({
  option,
  channelId,
  error,
  onChange,
}: {
  /** Null when the server has no bot of its own. */
  option: BotChannelOption | null;
  channelId: string;
  error: string | undefined;
  onChange: (channelId: string) => void;
}) {
  if (!option) return <Alert severity="info">{CHANNEL_UNAVAILABLE}</Alert>;
  return (
    <Box>
      <SetupSteps steps={CHANNEL_STEPS} />
      <Button
        href={option.inviteUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        endIcon={<OpenInNew />}
        sx={{ mb: 2 }}
      >
        {INVITE_LABEL}
      </Button>
      <TextField
        label="Channel ID"
        value={channelId}
        onChange={(event) => onChange(event.target.value)}
        placeholder="123456789012345678"
        fullWidth
        error={Boolean(error)}
        helperText={error ?? 'The number Discord copies with Copy Channel ID.'}
        slotProps={{ htmlInput: { inputMode: 'numeric', spellCheck: false, autoComplete: 'off' } }}
      />
    </Box>
  );
}
