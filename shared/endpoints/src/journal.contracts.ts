/** The trade journal's contracts (see ./journal.ts). */
import { defineContract } from '@flowdeck/endpoints/contract';
import {
  ACCOUNT_NAME_MAX,
  ADD_EXECUTION,
  canonicalTimeZone,
  COST_METHODS,
  DELETE_EXECUTION,
  EXECUTIONS,
  IMPORT_EXECUTIONS,
  JOURNAL_FORMATS,
  JOURNAL_SETTINGS,
  JOURNAL_VIEW,
  LABEL_MAX,
  MAX_UPLOAD_CHARS,
  NOTES_MAX,
  SAVE_JOURNAL_SETTINGS,
  SIDES,
  TAG_MAX,
  TAGS_MAX,
  UPDATE_TRADE,
} from '@flowdeck/endpoints/journal';
import { isoDate, optional, requiredText } from '@flowdeck/endpoints/validation';
import { z } from 'zod';

const account = z
  .string({ error: 'Enter an account name.' })
  .trim()
  .min(1, 'Enter an account name.')
  .max(ACCOUNT_NAME_MAX, `Account names are at most ${ACCOUNT_NAME_MAX} characters.`);

const TIME_ZONE_HINT = 'Enter a time zone such as America/New_York.';

/** An IANA zone the platform knows, in its canonical spelling. */
const timeZone = z
  .string({ error: TIME_ZONE_HINT })
  .trim()
  .regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/, TIME_ZONE_HINT)
  .transform((name, ctx) => {
    const canonical = canonicalTimeZone(name);
    if (canonical === null) ctx.addIssue({ code: 'custom', message: `"${name}" is not a known time zone.` });
    return canonical ?? name;
  });

export const journalViewQuerySchema = z
  .object({
    account: optional(account),
    from: optional(isoDate()),
    to: optional(isoDate()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: '"to" must not be before "from".' });

const money = (label: string) =>
  z.coerce.number({ error: `Enter ${label} as a number.` }).refine(Number.isFinite, `Enter ${label} as a number.`);

export const executionBodySchema = z.object({
  account: account.optional(),
  /** The fill's instant (ISO 8601 with a zone or Z). */
  executedAt: z
    .string({ error: 'Enter the date and time of the fill.' })
    .trim()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)),
      'Enter the date and time of the fill.',
    ),
  symbol: requiredText().pipe(z.string().max(40, 'Symbols are at most 40 characters.')),
  side: z.enum(SIDES, { error: 'Choose buy or sell.' }),
  quantity: money('a quantity').refine((v) => v > 0, 'Quantity must be above zero.'),
  price: money('a price').refine((v) => v >= 0, 'Price cannot be negative.'),
  commission: money('the commission').optional(),
  fees: money('the fees').optional(),
});
export type ExecutionBody = z.output<typeof executionBodySchema>;

export const importBodySchema = z.object({
  fileName: z.string().trim().min(1).max(200).default('upload.csv'),
  text: z
    .string({ error: 'Choose a CSV file.' })
    .min(1, 'The file is empty.')
    .max(MAX_UPLOAD_CHARS, `Files above ${MAX_UPLOAD_CHARS} characters go through the CLI import.`),
  format: z.enum(JOURNAL_FORMATS, { error: `Format must be one of ${JOURNAL_FORMATS.join(', ')}.` }).default('generic'),
  account: account.optional(),
  timeZone: timeZone.optional(),
});
export type ImportBody = z.output<typeof importBodySchema>;

const label = z
  .string()
  .trim()
  .max(LABEL_MAX, `At most ${LABEL_MAX} characters.`)
  .transform((v) => (v === '' ? null : v))
  .nullable();

export const tradeNotesBodySchema = z.object({
  notes: z.string().max(NOTES_MAX, `Notes are at most ${NOTES_MAX} characters.`).optional(),
  tags: z
    .array(z.string().trim().min(1, 'Tags cannot be blank.').max(TAG_MAX, `Tags are at most ${TAG_MAX} characters.`), {
      error: 'Tags must be a list of words.',
    })
    .max(TAGS_MAX, `At most ${TAGS_MAX} tags.`)
    .optional(),
  setup: label.optional(),
  mistake: label.optional(),
  risk: z
    .number({ error: 'Enter the planned risk in dollars.' })
    .positive('Risk must be above zero.')
    .nullable()
    .optional(),
});
export type TradeNotesBody = z.output<typeof tradeNotesBodySchema>;

/** Either setting or both; what is not sent is kept. */
export const journalSettingsBodySchema = z
  .object({
    costMethod: z.enum(COST_METHODS, { error: `Cost method must be one of ${COST_METHODS.join(', ')}.` }).optional(),
    timeZone: timeZone.optional(),
  })
  .refine((b) => b.costMethod !== undefined || b.timeZone !== undefined, {
    path: ['costMethod'],
    message: 'Send a cost method, a time zone or both.',
  });
export type JournalSettingsBody = z.output<typeof journalSettingsBodySchema>;

export const journalViewContract = defineContract(JOURNAL_VIEW, {
  query: journalViewQuerySchema,
  refuseUnknownQuery: true,
});
export const updateTradeContract = defineContract(UPDATE_TRADE, {
  params: z.object({ x: z.string().min(1).max(400) }),
  paramFields: { x: 'trade' },
  body: tradeNotesBodySchema,
});
export const executionsContract = defineContract(EXECUTIONS, {
  query: z.object({ account: optional(account) }),
  refuseUnknownQuery: true,
});
export const addExecutionContract = defineContract(ADD_EXECUTION, { body: executionBodySchema });
export const deleteExecutionContract = defineContract(DELETE_EXECUTION, {
  params: z.object({ x: z.coerce.number().int().positive() }),
  paramFields: { x: 'execution' },
});
export const importExecutionsContract = defineContract(IMPORT_EXECUTIONS, { body: importBodySchema });
export const journalSettingsContract = defineContract(JOURNAL_SETTINGS, {});
export const saveJournalSettingsContract = defineContract(SAVE_JOURNAL_SETTINGS, { body: journalSettingsBodySchema });
