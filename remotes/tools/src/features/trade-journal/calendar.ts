/** The heat map's month grid: weeks from Sunday, each day with its closed trades' result. */
import type { CalendarDay } from '@flowdeck/endpoints/journal';

export interface CalendarCell {
  /** yyyy-mm-dd, or null for the padding before the 1st and after the last day. */
  date: string | null;
  day: number;
  trades: number;
  net: number;
  /** win: net above zero, loss: below, flat: traded for exactly zero, none: no closed trade. */
  tone: 'win' | 'loss' | 'flat' | 'none';
}

/** yyyy-mm of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The months that have trades, oldest first. */
export function monthsWithTrades(days: readonly CalendarDay[]): string[] {
  return [...new Set(days.map((d) => monthOf(d.date)))].sort();
}

/** The weeks of `month` (yyyy-mm), Sunday first, padded to whole weeks. */
export function monthGrid(month: string, days: readonly CalendarDay[]): CalendarCell[][] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, mon - 1, 1));
  const length = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const byDate = new Map(days.map((d) => [d.date, d]));
  const cells: CalendarCell[] = [];
  const pad = (): CalendarCell => ({ date: null, day: 0, trades: 0, net: 0, tone: 'none' });
  for (let i = 0; i < first.getUTCDay(); i++) cells.push(pad());
  for (let day = 1; day <= length; day++) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    const entry = byDate.get(date);
    const net = entry?.net ?? 0;
    const tone = !entry ? 'none' : net > 0 ? 'win' : net < 0 ? 'loss' : 'flat';
    cells.push({ date, day, trades: entry?.trades ?? 0, net, tone });
  }
  while (cells.length % 7 !== 0) cells.push(pad());
  const weeks: CalendarCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
