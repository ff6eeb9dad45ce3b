import type { ScreenerFormat, ScreenerValue } from '@flowdeck/api-types';
import { abbreviate, abbreviateMoney, formatPrice } from '@flowdeck/ui-kit';
import { NO_VALUE } from '../../format';

/** A cell as the table shows it, by the field's format in the catalogue. */
export function formatScreenerValue(format: ScreenerFormat, value: ScreenerValue | undefined): string {
  if (value === null || value === undefined) return NO_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return value.length > 0 ? value.join(', ') : NO_VALUE;
  switch (format) {
    case 'money':
      return formatPrice(value);
    case 'bigMoney':
      return `${value < 0 ? '-' : ''}$${abbreviateMoney(Math.abs(value))}`;
    case 'percent':
      return `${value.toFixed(2)}%`;
    case 'times':
      return value.toFixed(2);
    case 'volume':
      return abbreviate(value);
    case 'days':
      return String(Math.round(value));
    case 'number':
      return Number.isInteger(value) ? String(value) : value.toFixed(2);
    default:
      return String(value);
  }
}
