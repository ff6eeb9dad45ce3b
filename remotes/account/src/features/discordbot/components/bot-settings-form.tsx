import type { BotTargetKind, DiscordBotSettings, DiscordBotSettingsInput } from '@flowdeck/api-types';
import LinkOff from '@mui/icons-material/LinkOff';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  Divider,
  FormControlLabel,
  Link,
  Paper,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { NAV_PATHS } from '@flowdeck/contract';
import { useDisconnectBot } from '../api/disconnect-bot';
import type { SavedFilter } from '../api/get-alert-filters';
import { useSaveBotSettings } from '../api/save-bot-settings';
import { CHANNEL_ID_ERROR, CHANNEL_ID_PATTERN, ChannelConnect } from './channel-connect';
import { SetupSteps } from './setup-steps';

export const WEBHOOK_STEPS = [
  'In Discord, open Server Settings → Integrations → Webhooks.',
  'Choose New Webhook, pick the channel the bot should post in.',
  'Copy Webhook URL and paste it below.',
];

/**
 * The user's alert rules marked "Discord" on SMS Alerts: written once there, posted here while the bot is on
 * (price levels, big moves, insider and politician trades, news, analyst actions, scanners, earnings…).
 */
function AlertRules({ rules }: { rules: NonNullable<DiscordBotSettings['rules']> }) {
  const on = rules.filter((rule) => rule.enabled);
  return (
    <Box component="section" aria-label="Alert rules posted here">
      <Typography sx={{ fontWeight: 600 }}>Alert rules</Typography>
      <Typography variant="body2" color="text.secondary">
        {rules.length === 0
          ? 'Rules on any signal (price levels, big moves, insider trades, news, analyst actions, scanners, earnings) can post here too: tick Discord on a rule in SMS Alerts.'
          : `${on.length} of your ${rules.length === 1 ? 'rule posts' : 'rules post'} here${on.length < rules.length ? ` (${rules.length - on.length} switched off)` : ''}.`}{' '}
        <Link component={RouterLink} to={NAV_PATHS.smsAlerts}>
          {rules.length === 0 ? 'Add a rule' : 'Edit rules'}
        </Link>
      </Typography>
      {rules.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {rules.map((rule) => (
            <Chip
              key={rule.id}
              size="small"
              label={rule.name}
              variant={rule.enabled ? 'filled' : 'outlined'}
              {...(rule.enabled ? {} : { title: 'Switched off in SMS Alerts' })}
            />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

function FeedSwitch({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', m: 0, gap: 1.5 }}
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} sx={{ mt: -0.5 }} />}
      label={
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </Box>
      }
    />
  );
}

export const TARGET_LABELS: Record<BotTargetKind, string> = { webhook: 'Webhook', channel: 'FlowDeck bot' };

/** The webhook or channel connection and the choice of feeds, saved together (POST bot). */
export function BotSettingsForm({ settings, filters }: { settings: DiscordBotSettings; filters: SavedFilter[] }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveBotSettings((error) => setErrors(error.fieldErrors));
  const disconnect = useDisconnectBot();
  const connectedKind: BotTargetKind = settings.target ?? 'webhook';
  const [kind, setKind] = useState<BotTargetKind>(connectedKind);
  const [webhookUrl, setWebhookUrl] = useState('');
  const [channelId, setChannelId] = useState('');
  const [channelIdError, setChannelIdError] = useState<string | undefined>();
  const [replacing, setReplacing] = useState(!settings.connected);
  const [enabled, setEnabled] = useState(settings.connected ? settings.enabled : true);
  const [flow, setFlow] = useState(settings.flow.enabled);
  const [filterIds, setFilterIds] = useState<string[]>(settings.flow.filterIds);
  const [darkpool, setDarkpool] = useState(settings.darkpool.enabled);
  const [gappers, setGappers] = useState(settings.gappers.enabled);
  const filterError = Object.entries(errors).find(([key]) => key.startsWith('flow.filterIds'))?.[1];
  const chosen = filters.filter((filter) => filterIds.includes(filter.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const channel = replacing && kind === 'channel' && settings.channelBot ? channelId.trim() : '';
    // Caught here so an id with a typo never reaches the server; the server checks the same again.
    if (channel && !CHANNEL_ID_PATTERN.test(channel)) {
      setChannelIdError(CHANNEL_ID_ERROR);
      return;
    }
    setChannelIdError(undefined);
    setErrors({});
    const input: DiscordBotSettingsInput = {
      enabled,
      flow: { enabled: flow, filterIds },
      darkpool: { enabled: darkpool },
      gappers: { enabled: gappers },
      ...(replacing && kind === 'webhook' && webhookUrl.trim() ? { webhookUrl: webhookUrl.trim() } : {}),
      ...(channel ? { channelId: channel } : {}),
    };
    save.mutate(input, {
      onSuccess: (saved) => {
        if (!saved) return;
        setWebhookUrl('');
        setChannelId('');
        setReplacing(false);
      },
    });
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Discord bot settings"
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 3 }}
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Channel
      </Typography>
      {settings.connected && !replacing ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {connectedKind === 'channel'
                ? `#${settings.channelName ?? 'Discord channel'} · FlowDeck bot`
                : (settings.webhookName ?? 'Discord webhook')}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              noWrap
              sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
            >
              {connectedKind === 'channel' ? `Channel ${settings.channelId ?? ''}` : settings.webhook}
            </Typography>
          </Box>
          <Button onClick={() => setReplacing(true)}>
            {connectedKind === 'channel' ? 'Replace channel' : 'Replace webhook'}
          </Button>
          <Button
            color="error"
            startIcon={<LinkOff />}
            disabled={disconnect.isPending}
            onClick={() => disconnect.mutate()}
          >
            Disconnect
          </Button>
        </Stack>
      ) : (
        <Box sx={{ mt: 1.5 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={kind}
            onChange={(_event, next: BotTargetKind | null) => next && setKind(next)}
            aria-label="Post through"
          >
            {(['webhook', 'channel'] as const).map((option) => (
              <ToggleButton key={option} value={option}>
                {TARGET_LABELS[option]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {kind === 'channel' ? (
            <Box sx={{ mt: 1.5 }}>
              <ChannelConnect
                option={settings.channelBot ?? null}
                channelId={channelId}
                error={channelIdError ?? errors['channelId']}
                onChange={(value) => {
                  setChannelId(value);
                  setChannelIdError(undefined);
                }}
              />
            </Box>
          ) : (
            <>
              <SetupSteps steps={WEBHOOK_STEPS} />
              <TextField
                label="Webhook URL"
                value={webhookUrl}
                onChange={(event) => setWebhookUrl(event.target.value)}
                placeholder="https://discord.com/api/webhooks/…"
                fullWidth
                error={Boolean(errors['webhookUrl'])}
                helperText={errors['webhookUrl'] ?? 'Only Discord webhook URLs are accepted. The token stays secret.'}
                slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
              />
            </>
          )}
          {settings.connected ? (
            <Link component="button" type="button" variant="body2" onClick={() => setReplacing(false)} sx={{ mt: 1 }}>
              {connectedKind === 'channel' ? 'Keep the current channel' : 'Keep the current webhook'}
            </Link>
          ) : null}
        </Box>
      )}

      <Divider sx={{ my: 3 }} />
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          What to post
        </Typography>
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
          label="Bot on"
        />
      </Stack>
      <Stack spacing={2.5}>
        <Box>
          <FeedSwitch
            label="Flow alerts"
            description="Options flow that matches your saved filters."
            checked={flow}
            onChange={setFlow}
          />
          {flow ? (
            <Box sx={{ pl: { sm: 7 }, mt: 1.5 }}>
              {filters.length === 0 ? (
                <Alert severity="info">Save a filter on the Flows page first; the bot posts what matches it.</Alert>
              ) : (
                <Autocomplete
                  multiple
                  options={filters}
                  value={chosen}
                  getOptionLabel={(option) => option.name}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  onChange={(_event, value) => setFilterIds(value.map((filter) => filter.id))}
                  renderValue={(value, getItemProps) =>
                    value.map((option, index) => {
                      const { key, ...itemProps } = getItemProps({ index });
                      return <Chip key={key} label={option.name} size="small" {...itemProps} />;
                    })
                  }
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="Saved filters"
                      error={Boolean(filterError)}
                      helperText={filterError}
                    />
                  )}
                />
              )}
            </Box>
          ) : null}
        </Box>
        <FeedSwitch
          label="Dark pool prints"
          description="Large off-exchange prints as they are reported."
          checked={darkpool}
          onChange={setDarkpool}
        />
        <FeedSwitch
          label="Gappers"
          description="The biggest pre-market gaps, every trading morning."
          checked={gappers}
          onChange={setGappers}
        />
        <AlertRules rules={settings.rules ?? []} />
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {settings.connected && !replacing ? 'Save settings' : 'Connect and save'}
        </Button>
      </Stack>
    </Paper>
  );
}
