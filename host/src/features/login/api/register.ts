import { api } from '../../../app/services';

export const REGISTER_CALL = 'register/';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  password2: string;
  via?: string;
}

/** Spec §7 register/: form body; field errors come back as `{error: {field: message}}`. */
export async function postRegister(input: RegisterInput): Promise<void> {
  await api.post(REGISTER_CALL, input, { form: true });
}
