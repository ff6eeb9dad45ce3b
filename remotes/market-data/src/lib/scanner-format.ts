import type { ScannerSessionPart } from '@flowdeck/api-types';
import { NOISE_MIN_PRICE, NOISE_MIN_VOLUME } from '@flowdeck/endpoints/scanners';
import { abbreviate, formatThousands } from '@flowdeck/ui-kit';
import { NO_VALUE } from '../format';
import { MARKET_TIME_ZONE } from '../market-time-zone';

/** The parts of a session as the scanners' tabs name them. */
export const SESSION_PART_LABELS: Record<ScannerSessionPart, string> = {
  regular: 'Regular',
  'pre-market': 'Pre-market',
  'after-hours': 'After-hours',
};

/** The parts of a session in a sentence. */
export const SESSION_PART_NAMES: Record<ScannerSessionPart, string> = {
  regular: 'regular session',
  'pre-market': 'pre-market',
  'after-hours': 'after-hours session',
};

/** The noise filters as the pages state them: "price ≥ $1, volume ≥ 50,000". */
export const NOISE_FILTERS_LABEL = `price ≥ $${NOISE_MIN_PRICE}, volume ≥ ${formatThousands(NOISE_MIN_VOLUME)}`;

const BAR_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

/** "Bars to 10:31 AM ET": the end of the last one-minute bar a scan counted. */
export function formatBarsTo(barsTo: string | null): string {
  if (barsTo === null) return 'No bars yet';
  const date = new Date(barsTo);
  return Number.isNaN(date.getTime()) ? NO_VALUE : `Bars to ${BAR_TIME.format(date)} ET`;
}

/** Relative volume as a multiple: "2.35×". */
export function formatMultiple(value: number | null): string {
  return value === null ? NO_VALUE : `${value.toFixed(2)}×`;
}

/** Signed percentage with two decimals: "+4.25%", "−1.10%". */
export function formatSignedPercent(value: number | null): string {
  if (value === null) return NO_VALUE;
  const text = `${Math.abs(value).toFixed(2)}%`;
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/** Share volume in short form: 1_250_000 → "1.25M". */
export function formatVolume(value: number): string {
  return abbreviate(value).toUpperCase();
}
