import { setupApiServer, apiUrl } from '@flowdeck/api-client/testing';
import type { BotHistory, DiscordBotSettings, DiscordBotSettingsInput } from '@flowdeck/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signInAs } from '../../test/fixtures';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import { UPSELL_TITLE } from './components/bot-upsell';
import DiscordBotPage from './discord-bot-page';

const server = setupApiServer();
jest.setTimeout(30_000);

const DISCONNECTED: DiscordBotSettings = {
  connected: false,
  webhook: null,
  webhookName: null,
  enabled: false,
  flow: { enabled: false, filterIds: [] },
  darkpool: { enabled: false },
  gappers: { enabled: false },
};
const CONNECTED: DiscordBotSettings = {
  connected: true,
  webhook: 'https://discord.com/api/webhooks/112233445566778899/••••••••',
  webhookName: 'Trading alerts',
  enabled: true,
  flow: { enabled: true, filterIds: ['big-spy'] },
  darkpool: { enabled: true },
  gappers: { enabled: false },
};
const FILTERS = {
  filters: [
    { id: 'big-spy', name: 'Big SPY calls' },
    { id: 'tech', name: 'Tech sweeps' },
  ],
};
const EMPTY_HISTORY: BotHistory = { items: [], total: 0, page: 1, pageSize: 10 };

function handlers(settings: DiscordBotSettings, history: { kinds?: string[]; body?: () => BotHistory } = {}) {
  return [
    http.get(apiUrl('bot'), () => HttpResponse.json(settings)),
    http.get(apiUrl('user/settings/alert-filters'), () => HttpResponse.json(FILTERS)),
    http.get(apiUrl('messageBot/history/:kind'), ({ params }) => {
      history.kinds?.push(String(params['kind']));
      return HttpResponse.json(history.body?.() ?? EMPTY_HISTORY);
    }),
  ];
}

test('offers the add-on to users without it, and asks the API nothing', async () => {
  signInAs({ bot_sub: false });
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => requests.push(request.url));
  renderWithProviders(<DiscordBotPage />, { route: '/discordbot' });
  expect(screen.getByRole('heading', { name: UPSELL_TITLE })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add the Discord Bot' })).toHaveAttribute('href', '/checkout');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(requests).toEqual([]);
  server.events.removeAllListeners();
});

test('connects a webhook with the feeds chosen, then shows it connected without its token', async () => {
  signInAs({ bot_sub: true });
  const saved: DiscordBotSettingsInput[] = [];
  server.use(
    ...handlers(DISCONNECTED),
    http.post(apiUrl('bot'), async ({ request }) => {
      saved.push((await request.json()) as DiscordBotSettingsInput);
      return HttpResponse.json({ ...CONNECTED, message: 'Connected to the webhook "Trading alerts"' });
    }),
  );
  const { user } = renderWithProviders(<DiscordBotPage />, { route: '/discordbot' });
  expect(await screen.findByText('Not connected')).toBeInTheDocument();
  const url =
    'https://discord.com/api/webhooks/112233445566778899/abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijkl';
  await user.type(screen.getByLabelText('Webhook URL'), url);
  await user.click(screen.getByRole('switch', { name: /Flow alerts/ }));
  await user.click(screen.getByLabelText('Saved filters'));
  await user.click(await screen.findByRole('option', { name: 'Big SPY calls' }));
  await user.click(screen.getByRole('switch', { name: /Dark pool prints/ }));
  await user.click(screen.getByRole('button', { name: 'Connect and save' }));

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual({
    webhookUrl: url,
    enabled: true,
    flow: { enabled: true, filterIds: ['big-spy'] },
    darkpool: { enabled: true },
    gappers: { enabled: false },
  });
  expect(await screen.findByText('Trading alerts')).toBeInTheDocument();
  expect(screen.getByText(CONNECTED.webhook ?? '')).toBeInTheDocument();
  expect(screen.getByText('Connected')).toBeInTheDocument();
  expect(screen.queryByLabelText('Webhook URL')).not.toBeInTheDocument();
});

test("shows the server's reason beside a refused webhook URL", async () => {
  signInAs({ bot_sub: true });
  server.use(
    ...handlers(DISCONNECTED),
    http.post(apiUrl('bot'), () =>
      HttpResponse.json(
        { error: { webhookUrl: 'Only Discord webhook URLs (discord.com or discordapp.com) are accepted.' } },
        { status: 400 },
      ),
    ),
  );
  const { user } = renderWithProviders(<DiscordBotPage />, { route: '/discordbot' });
  await user.type(await screen.findByLabelText('Webhook URL'), 'https://example.com/api/webhooks/1/2');
  await user.click(screen.getByRole('button', { name: 'Connect and save' }));
  const field = screen.getByLabelText('Webhook URL');
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription('Only Discord webhook URLs (discord.com or discordapp.com) are accepted.');
});

test('sends a test message and a preview, and the history shows them by kind', async () => {
  signInAs({ bot_sub: true });
  const kinds: string[] = [];
  const sent: string[] = [];
  let history = EMPTY_HISTORY;
  server.use(
    ...handlers(CONNECTED, { kinds, body: () => history }),
    http.post(apiUrl('bot/test'), () => {
      sent.push('test');
      history = {
        ...history,
        total: 1,
        items: [
          {
            id: 1,
            kind: 'test',
            summary: 'Test message',
            status: 'sent',
            error: null,
            createdAt: '2025-06-13T22:30:00.000Z',
          },
        ],
      };
      return HttpResponse.json({ ...history.items[0], message: 'Sent to your Discord channel' });
    }),
    http.post(apiUrl('messageBot/history'), async ({ request }) => {
      sent.push(((await request.json()) as { kind: string }).kind);
      return HttpResponse.json(
        { error: 'Discord is rate-limiting this webhook. Try again in a minute.' },
        { status: 400 },
      );
    }),
  );
  const { user } = renderWithProviders(<DiscordBotPage />, { route: '/discordbot' });
  expect(await screen.findByText('Nothing sent yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Gappers preview' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Send test message' }));
  const table = await screen.findByRole('table', { name: 'Messages sent' });
  expect(within(table).getByText('Test message')).toBeInTheDocument();
  expect(await screen.findByText('Sent to your Discord channel')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Flow alert preview' }));
  expect(await screen.findByText('Discord is rate-limiting this webhook. Try again in a minute.')).toBeInTheDocument();
  expect(sent).toEqual(['test', 'flow']);

  await user.click(screen.getByRole('tab', { name: 'Tests' }));
  await waitFor(() => expect(kinds).toContain('test'));
  expect(kinds[0]).toBe('all');
});

test('says why the bot was switched off when Discord deleted the webhook', async () => {
  signInAs({ bot_sub: true });
  server.use(
    ...handlers({
      ...CONNECTED,
      enabled: false,
      autoDisabled: { reason: 'Discord says this webhook no longer exists (404).', at: '2026-11-20T15:42:00.000Z' },
    }),
  );
  renderWithProviders(<DiscordBotPage />, { route: '/discordbot' });
  expect(await screen.findByText(/The bot was switched off on Nov 20, 2026: Discord says this webhook/)).toBeVisible();
  expect(screen.getByText('Paused')).toBeInTheDocument();
});

const INVITE_URL = 'https://discord.com/oauth2/authorize?client_id=1122334455667788990&scope=bot&permissions=18432';

test("connects a channel through FlowDeck's bot: invite link, a field error on a bad ID, then the channel", async () => {
  signInAs({ bot_sub: true });
  const saved: DiscordBotSettingsInput[] = [];
  const channelBot = { inviteUrl: INVITE_URL };
  server.use(
    ...handlers({ ...DISCONNECTED, channelBot }),
    http.post(apiUrl('bot'), async ({ request }) => {
      saved.push((await request.json()) as DiscordBotSettingsInput);
      return HttpResponse.json({
        ...DISCONNECTED,
        connected: true,
        target: 'channel',
        channelId: '998877665544332211',
        channelName: 'flow-alerts',
        channelBot,
        enabled: true,
        darkpool: { enabled: true },
        message: 'Connected to the channel #flow-alerts',
      });
    }),
  );
  const { user } = renderWithProviders(<DiscordBotPage />, { route: '/discordbot' });
  await user.click(await screen.findByRole('button', { name: 'FlowDeck bot' }));
  expect(screen.getByRole('link', { name: /Add FlowDeck bot to your server/ })).toHaveAttribute('href', INVITE_URL);
  expect(screen.queryByLabelText('Webhook URL')).not.toBeInTheDocument();

  const field = screen.getByLabelText('Channel ID');
  await user.type(field, '#flow-alerts');
  await user.click(screen.getByRole('switch', { name: /Dark pool prints/ }));
  await user.click(screen.getByRole('button', { name: 'Connect and save' }));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(
    'A channel ID is 17 to 20 digits: in Discord, turn on Developer Mode, right-click the channel and choose Copy Channel ID.',
  );
  expect(saved).toEqual([]);

  await user.clear(field);
  await user.type(field, '998877665544332211');
  expect(field).toHaveAttribute('aria-invalid', 'false');
  await user.click(screen.getByRole('button', { name: 'Connect and save' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual({
    channelId: '998877665544332211',
    enabled: true,
    flow: { enabled: false, filterIds: [] },
    darkpool: { enabled: true },
    gappers: { enabled: false },
  });
  expect(await screen.findByText('#flow-alerts · FlowDeck bot')).toBeInTheDocument();
  expect(screen.getByText('Channel 998877665544332211')).toBeInTheDocument();
  expect(screen.getByText('Connected')).toBeInTheDocument();
});

test("shows the server's reason when the bot cannot see the channel", async () => {
  signInAs({ bot_sub: true });
  const reason = "FlowDeck's bot cannot see that channel: add it to your server and give it Send Messages there.";
  server.use(
    ...handlers({ ...DISCONNECTED, channelBot: { inviteUrl: INVITE_URL } }),
    http.post(apiUrl('bot'), () => HttpResponse.json({ error: { channelId: reason } }, { status: 400 })),
  );
  const { user } = renderWithProviders(<DiscordBotPage />, { route: '/discordbot' });
  await user.click(await screen.findByRole('button', { name: 'FlowDeck bot' }));
  await user.type(screen.getByLabelText('Channel ID'), '998877665544332211');
  await user.click(screen.getByRole('button', { name: 'Connect and save' }));
  await waitFor(() => expect(screen.getByLabelText('Channel ID')).toHaveAccessibleDescription(reason));
});

test('says the channel option is unavailable when the server has no bot, and keeps webhooks', async () => {
  signInAs({ bot_sub: true });
  server.use(...handlers({ ...DISCONNECTED, channelBot: null }));
  const { user } = renderWithProviders(<DiscordBotPage />, { route: '/discordbot' });
  await user.click(await screen.findByRole('button', { name: 'FlowDeck bot' }));
  expect(
    screen.getByText("FlowDeck's Discord bot is not available on this server yet: connect a webhook instead."),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Add FlowDeck bot/ })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Channel ID')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Webhook' }));
  expect(screen.getByLabelText('Webhook URL')).toBeInTheDocument();
});

test('lists the alert rules that post here, with the way to SMS Alerts to write more', async () => {
  signInAs({ bot_sub: true });
  const rules = [
    { id: 'jobs', name: 'Big releases', kind: 'economic', enabled: true },
    { id: 'nv', name: 'NVDA insiders', kind: 'insider', enabled: false },
  ];
  server.use(...handlers({ ...CONNECTED, rules }));
  renderWithProviders(<DiscordBotPage />, { route: '/discordbot' });
  const section = await screen.findByRole('region', { name: 'Alert rules posted here' });
  expect(within(section).getByText('Big releases')).toBeInTheDocument();
  expect(within(section).getByText('NVDA insiders')).toBeInTheDocument();
  expect(section).toHaveTextContent('1 of your rules post here (1 switched off).');
  expect(within(section).getByRole('link', { name: 'Edit rules' })).toHaveAttribute('href', '/sms-alerts');
});

test('with no rule marked for Discord, says how to add one', async () => {
  signInAs({ bot_sub: true });
  server.use(...handlers({ ...CONNECTED, rules: [] }));
  renderWithProviders(<DiscordBotPage />, { route: '/discordbot' });
  const section = await screen.findByRole('region', { name: 'Alert rules posted here' });
  expect(section).toHaveTextContent('tick Discord on a rule in SMS Alerts');
  expect(within(section).getByRole('link', { name: 'Add a rule' })).toHaveAttribute('href', '/sms-alerts');
});
