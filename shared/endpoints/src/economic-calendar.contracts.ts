/** The Economic Calendar's contract (see ./economic-calendar.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import { ECONOMIC_CALENDAR, MAX_CALENDAR_DAYS } from '@flowdeck/endpoints/economic-calendar';
import { isoDate, optional } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

const DAY_MS = 86_400_000;

export const economicCalendarQuerySchema = z
  .object({
    from: isoDate(),
    to: isoDate(),
    minImportance: optional(
      z.coerce
        .number({ error: 'Importance is 1 (low), 2 (medium) or 3 (high).' })
        .int('Importance is 1 (low), 2 (medium) or 3 (high).')
        .min(1, 'Importance is 1 (low), 2 (medium) or 3 (high).')
        .max(3, 'Importance is 1 (low), 2 (medium) or 3 (high).'),
    ),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: '"to" must not be before "from".' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS < MAX_CALENDAR_DAYS, {
    path: ['to'],
    message: `Ask for at most ${MAX_CALENDAR_DAYS} days at a time.`,
  });

export type EconomicCalendarQuery = z.output<typeof economicCalendarQuerySchema>;

export const economicCalendarContract = defineContract(ECONOMIC_CALENDAR, {
  query: economicCalendarQuerySchema,
  refuseUnknownQuery: true,
});
