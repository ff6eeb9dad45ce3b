import { definePage, DISCORD_BOT_PATH } from '@flowdeck/contract';

/** Discord Bot settings: spec §2, in the user menu only with `bot_sub`; without it the page offers the add-on. */
export const DISCORD_BOT_PAGE = definePage({
  path: DISCORD_BOT_PATH,
  requires: 'readOwnAccount',
  load: () => import('./discord-bot-page'),
});
