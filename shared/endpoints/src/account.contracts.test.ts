import { ACCOUNT_MESSAGES } from '@flowdeck/endpoints/account';
import { strictObject, whenValid } from '@flowdeck/endpoints/account/contracts';
import { z } from 'zod';

/** Issue paths as the API's field map writes them (`filters.0.colour`). */
function issuesOf(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('strictObject', () => {
  const range = strictObject({ min: z.number(), max: z.number() }).refine((r) => r.max >= r.min, {
    path: ['max'],
    message: 'max below min',
    ...whenValid('min', 'max'),
  });
  const document = strictObject({ ranges: z.array(range) });

  it('refuses each unknown key under its own name, however deep', () => {
    expect(issuesOf(document.safeParse({ ranges: [{ min: 1, max: 2, colour: 'red', size: 3 }], extra: true }))).toEqual(
      {
        'ranges.0.colour': ACCOUNT_MESSAGES.unknownField,
        'ranges.0.size': ACCOUNT_MESSAGES.unknownField,
        extra: ACCOUNT_MESSAGES.unknownField,
      },
    );
  });

  it('still runs the other field and cross-field rules beside an unknown key', () => {
    expect(issuesOf(range.safeParse({ min: 5, max: 1, colour: 'red' }))).toEqual({
      colour: ACCOUNT_MESSAGES.unknownField,
      max: 'max below min',
    });
    expect(issuesOf(range.safeParse({ min: 'x', max: 1, colour: 'red' }))).toMatchObject({
      colour: ACCOUNT_MESSAGES.unknownField,
      min: expect.any(String),
    });
  });

  it('answers a non-object with one clear message', () => {
    expect(issuesOf(document.safeParse([]))).toEqual({ '': ACCOUNT_MESSAGES.expectedObject });
  });
});
