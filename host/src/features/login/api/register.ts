import { REGISTER } from '@flowdeck/endpoints/auth';
import { pathOf } from '@flowdeck/endpoints/route';
import type { OnPostError } from '@flowdeck/api-client';
import { api } from '../../../app/services';

export const REGISTER_CALL = pathOf(REGISTER);

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  password2: string;
  via?: string;
}

/**
 * Spec §7 register/: form body; field errors come back as `{error: {field: message}}`. Spec §8: the client
 * shows the toast and the nested error goes to the form's error callback (`onError`). True once registered.
 */
export async function postRegister(input: RegisterInput, onError?: OnPostError): Promise<boolean> {
  return (await api.post(REGISTER_CALL, input, { form: true, onError })) !== undefined;
}
