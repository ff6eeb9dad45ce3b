import type { WidgetSetting } from '@flowdeck/contract';
import { GAMMA_DEFAULT_SYMBOL } from '../gex-data';

/** The ticker whose levels are shown; linked widgets share it. */
export const GEX_SYMBOL_SETTING = 'symbol';

export const GEX_LEVELS_SETTINGS = [
  { key: GEX_SYMBOL_SETTING, label: 'Symbol', kind: 'symbol', default: GAMMA_DEFAULT_SYMBOL },
] as const satisfies readonly WidgetSetting[];
