import type { z } from 'zod';
import { fieldErrorsFromZod, InputError } from '../errors.js';

/** The zod building blocks live once, with the endpoint contracts that use them. */
export { REQUIRED_MESSAGE, requiredText } from '@flowdeck/endpoints/validation';

/** Parses `input` with `schema`; any failure becomes an InputError carrying every field problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new InputError(fieldErrorsFromZod(result.error));
  return result.data;
}
