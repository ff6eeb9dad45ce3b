import type { BarInterval } from '@flowdeck/api-types';
import { isIntraday } from './chart-intervals';
import { MARKET_TIME_ZONE } from '../../market-time-zone';

/** Times on the chart page are exchange times, labelled as such. */
export const MARKET_TIME_SUFFIX = 'ET';

const barTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** A bar's start as the legend shows it: "Fri, Nov 20, 10:35 AM ET", or "Nov 20, 2026" for a day. */
export function formatBarTime(start: number, interval: BarInterval): string {
  // Daily bars are stamped at their date's midnight UTC.
  if (!isIntraday(interval)) return dateFormat.format(start);
  return `${barTimeFormat.format(start)} ${MARKET_TIME_SUFFIX}`;
}

/** When a trade printed, to the second: "10:35:12 AM". */
export function formatTradeTime(time: string | number): string {
  return clockFormat.format(typeof time === 'number' ? time : Date.parse(time));
}

/** Percent change between two prices, or null without a base. */
export function percentChange(from: number, to: number): number | null {
  return from > 0 ? ((to - from) / from) * 100 : null;
}
