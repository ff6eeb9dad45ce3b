/**
 * Field errors of a failed request (`{ error: { field: message } }`), else none. The API client's
 * error carries them as `fieldErrors`; read structurally so this remote needs no runtime import of it.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return {};
  const { fieldErrors } = error as { fieldErrors: unknown };
  return typeof fieldErrors === 'object' && fieldErrors !== null ? (fieldErrors as Record<string, string>) : {};
}
