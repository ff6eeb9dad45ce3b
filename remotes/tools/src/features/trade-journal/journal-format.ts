/** How the journal writes its figures (one place, used by the page and the CSV export). */
import { formatThousands } from '@flowdeck/ui-kit';

/** "+$1,234.50", "-$80.00", "$0.00". */
export function formatPl(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? '-' : '';
  return `${sign}$${formatThousands(Math.abs(value), 2)}`;
}

/** "45 s", "12 min", "3 h 05 min", "2 d 4 h". */
export function formatHolding(seconds: number | null): string {
  if (seconds === null) return 'Open';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** "62.5%" for 0.625. */
export function formatRate(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

/** "Jun 13, 2025 09:31" in the journal's zone. */
export function formatDateTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}
