import type { WidgetSetting } from '@flowdeck/contract';
import type { MoversDirection } from '../api/get-biggest-movers';

/** Which list the widget shows. */
export const MOVERS_DIRECTION_SETTING = 'direction';
export const MOVERS_DIRECTIONS: ReadonlyArray<{ value: MoversDirection; label: string }> = [
  { value: 'gainers', label: 'Gainers' },
  { value: 'losers', label: 'Losers' },
];
export const DEFAULT_MOVERS_DIRECTION: MoversDirection = 'gainers';

export const MOVERS_SETTINGS = [
  {
    key: MOVERS_DIRECTION_SETTING,
    label: 'Show',
    kind: 'choice',
    choices: MOVERS_DIRECTIONS,
    default: DEFAULT_MOVERS_DIRECTION,
  },
] as const satisfies readonly WidgetSetting[];

export function moversDirection(value: string | undefined): MoversDirection {
  return MOVERS_DIRECTIONS.find((d) => d.value === value)?.value ?? DEFAULT_MOVERS_DIRECTION;
}
