import { NAV_PATHS, type WidgetSetting } from '@flowdeck/contract';

/** Which scanner the widget lists. */
export const SCANNER_SETTING = 'scanner';

export type ScannerId = 'breakout' | 'breakdown' | 'gappers' | 'relative-volume' | 'vwap-deviation';

/** The scanners on offer, each with its page (the widget links to the one shown). */
export const SCANNERS: ReadonlyArray<{ value: ScannerId; label: string; page: string }> = [
  { value: 'breakout', label: 'Breakout', page: NAV_PATHS.breakout },
  { value: 'breakdown', label: 'Breakdown', page: NAV_PATHS.breakdown },
  { value: 'gappers', label: 'Gappers', page: NAV_PATHS.gappers },
  { value: 'relative-volume', label: 'Relative volume', page: NAV_PATHS.relativeVolume },
  { value: 'vwap-deviation', label: 'VWAP deviation', page: NAV_PATHS.vwapDeviation },
];
export const DEFAULT_SCANNER: ScannerId = 'breakout';

export const SCANNER_SETTINGS = [
  {
    key: SCANNER_SETTING,
    label: 'Scanner',
    kind: 'choice',
    choices: SCANNERS.map(({ value, label }) => ({ value, label })),
    default: DEFAULT_SCANNER,
  },
] as const satisfies readonly WidgetSetting[];

export function scannerOf(value: string | undefined): (typeof SCANNERS)[number] {
  return SCANNERS.find((s) => s.value === value) ?? SCANNERS[0]!;
}
