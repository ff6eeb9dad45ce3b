import { screen } from '@testing-library/react';
import { signInAs } from '../../test/fixtures';
import { renderWithProviders } from '@flowdeck/dev-harness/testing';
import FreeDiscordBotPage, { FREE_BOT_COMMANDS } from './free-discord-bot-page';

test('describes the free bot and its commands, and offers the add-on', () => {
  signInAs({ bot_sub: false });
  renderWithProviders(<FreeDiscordBotPage />, { route: '/free-discord-bot' });
  expect(screen.getByRole('heading', { name: 'Discord Bot' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'The free Discord bot' })).toBeInTheDocument();
  for (const { command } of FREE_BOT_COMMANDS) expect(screen.getAllByText(command).length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: 'Get the bot for your server' })).toHaveAttribute('href', '/checkout');
});

test('sends bot subscribers to their own bot settings instead', () => {
  signInAs({ bot_sub: true });
  renderWithProviders(<FreeDiscordBotPage />, { route: '/free-discord-bot' });
  expect(screen.getByRole('link', { name: 'Set up your own bot' })).toHaveAttribute('href', '/discordbot');
  expect(screen.queryByRole('link', { name: 'Get the bot for your server' })).not.toBeInTheDocument();
});
