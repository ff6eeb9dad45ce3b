import { definePage, NAV_PATHS } from '@flowdeck/contract';

/** The nav's 'Discord Bot': the free bot, in the Discord & Media group the host shows to Tools readers. */
export const FREE_DISCORD_BOT_PAGE = definePage({
  path: NAV_PATHS.freeDiscordBot,
  nav: { icon: 'SmartToy' },
  requires: 'useTools',
  load: () => import('./free-discord-bot-page'),
});
