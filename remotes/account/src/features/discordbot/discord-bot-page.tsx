import { requirement } from '@flowdeck/contract';
import { allows, useAbility } from '@flowdeck/host-sdk';
import { LoadError, Loading, PageHeader, formatDate } from '@flowdeck/ui-kit';
import { Alert, Box, Chip, Grid } from '@mui/material';
import { useAlertFilters } from './api/get-alert-filters';
import { useBotSettings } from './api/get-bot-settings';
import { BotHistory } from './components/bot-history';
import { BotSettingsForm } from './components/bot-settings-form';
import { BotUpsell } from './components/bot-upsell';
import { SendPanel } from './components/send-panel';

export const DISCORD_BOT_TITLE = 'Discord Bot';

/**
 * Spec §2 /discordbot (users with `bot_sub`: the `useDiscordBot` requirement): connect a webhook or a channel (through FlowDeck's bot),
 * choose feeds, test, and see the history.
 */
export default function DiscordBotPage() {
  const botSub = allows(useAbility(), requirement('useDiscordBot'));
  const settings = useBotSettings(botSub);
  const filters = useAlertFilters(botSub);

  if (!botSub)
    return (
      <Box>
        <PageHeader title={DISCORD_BOT_TITLE} />
        <BotUpsell />
      </Box>
    );
  if (settings.isPending || filters.isPending) return <Loading label="Loading the Discord bot" />;
  if (settings.isError || filters.isError)
    return (
      <LoadError
        message="The Discord bot settings could not be loaded."
        onRetry={() => {
          void settings.refetch();
          void filters.refetch();
        }}
      />
    );
  const status = !settings.data.connected
    ? { label: 'Not connected', color: 'default' as const }
    : settings.data.enabled
      ? { label: 'Connected', color: 'success' as const }
      : { label: 'Paused', color: 'warning' as const };
  const autoDisabled = settings.data.autoDisabled;

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title={DISCORD_BOT_TITLE}
        subtitle="Your alerts, posted to a channel of your own Discord server."
        actions={
          <Chip
            label={status.label}
            color={status.color}
            variant="outlined"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          />
        }
      />
      {autoDisabled ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          The bot was switched off on {formatDate(autoDisabled.at)}: {autoDisabled.reason}{' '}
          {settings.data.target === 'channel'
            ? 'Add the FlowDeck bot back to the channel and connect it again to resume posting.'
            : 'Connect the webhook again (a new webhook URL from your Discord channel) to resume posting.'}
        </Alert>
      ) : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <BotSettingsForm
            key={`${settings.data.connected}-${settings.data.webhook}-${settings.data.channelId ?? ''}`}
            settings={settings.data}
            filters={filters.data}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SendPanel settings={settings.data} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <BotHistory />
        </Grid>
      </Grid>
    </Box>
  );
}
