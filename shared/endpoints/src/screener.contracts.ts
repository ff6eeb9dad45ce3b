/** The Screener's contracts (see ./screener.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  DELETE_SCREEN,
  MAX_CHOICE_VALUES,
  MAX_SCREEN_NAME,
  MAX_SCREENER_FILTERS,
  MAX_SCREENER_PAGE_SIZE,
  RUN_SCREEN,
  SAVE_SCREEN,
  SAVED_SCREENS,
  SCREEN_BY_ID,
  screenProblems,
} from '@flowdeck/endpoints/screener';
import { optional, requiredText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

const bound = z.number({ error: 'Must be a number.' }).finite('Must be a finite number.');

export const screenerFilterSchema = z.object(
  {
    field: z.string({ error: 'Name the filter.' }).min(1, 'Name the filter.').max(40, 'Unknown filter.'),
    min: bound.optional(),
    max: bound.optional(),
    in: z
      .array(z.string().min(1).max(100), { error: 'Must be a list of values.' })
      .max(MAX_CHOICE_VALUES, `At most ${MAX_CHOICE_VALUES} values.`)
      .optional(),
    is: z.boolean({ error: 'Use true or false.' }).optional(),
  },
  { error: 'Must be a filter.' },
);

const sortSchema = z.object({
  field: z.string({ error: 'Name the sort field.' }).min(1).max(40),
  direction: z.enum(['asc', 'desc'], { error: 'Direction must be asc or desc.' }),
});

const filtersSchema = z
  .array(screenerFilterSchema, { error: 'Filters must be a list.' })
  .max(MAX_SCREENER_FILTERS, `At most ${MAX_SCREENER_FILTERS} filters.`);

/** Adds the catalogue's problems (unknown filter, reversed range…) as field errors. */
function checked<T extends { filters: z.infer<typeof filtersSchema>; sort?: z.infer<typeof sortSchema> | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  for (const problem of screenProblems(value.filters, value.sort))
    ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
}

export const screenRequestSchema = z
  .object({
    filters: filtersSchema.default([]),
    sort: sortSchema.optional(),
    page: z
      .number({ error: 'Page must be a whole number.' })
      .int('Page must be a whole number.')
      .min(1, 'Page must be at least 1.')
      .max(10_000)
      .optional(),
    pageSize: z
      .number({ error: 'Page size must be a whole number.' })
      .int('Page size must be a whole number.')
      .min(1, 'Page size must be at least 1.')
      .max(MAX_SCREENER_PAGE_SIZE, `Page size must be at most ${MAX_SCREENER_PAGE_SIZE}.`)
      .optional(),
  })
  .superRefine(checked);

export const runScreenContract = defineContract(RUN_SCREEN, { body: screenRequestSchema });

export const screenByIdContract = defineContract(SCREEN_BY_ID, {
  params: z.object({ x: z.string().min(1).max(80) }),
  paramFields: { x: 'screen' },
  query: z.object({
    page: optional(
      z.coerce
        .number({ error: 'Page must be a whole number.' })
        .int('Page must be a whole number.')
        .min(1, 'Page must be at least 1.')
        .max(10_000),
    ),
    pageSize: optional(
      z.coerce
        .number({ error: 'Page size must be a whole number.' })
        .int('Page size must be a whole number.')
        .min(1, 'Page size must be at least 1.')
        .max(MAX_SCREENER_PAGE_SIZE, `Page size must be at most ${MAX_SCREENER_PAGE_SIZE}.`),
    ),
  }),
  refuseUnknownQuery: true,
});

export const savedScreensContract = defineContract(SAVED_SCREENS, { query: z.object({}), refuseUnknownQuery: true });

export const saveScreenContract = defineContract(SAVE_SCREEN, {
  body: z
    .object({
      name: requiredText().pipe(z.string().max(MAX_SCREEN_NAME, `At most ${MAX_SCREEN_NAME} characters.`)),
      filters: filtersSchema,
      sort: sortSchema.optional(),
    })
    .superRefine(checked),
});

export const deleteScreenContract = defineContract(DELETE_SCREEN, {
  params: z.object({ x: z.string().uuid('Unknown screen.') }),
  paramFields: { x: 'screen' },
});
