/** Client-side checks that mirror the API's, so most mistakes are caught before a round trip. */
export type FieldErrors = Record<string, string>;

export const REQUIRED = 'This field is required.';
export const EMAIL_INVALID = 'Enter a valid email address.';
export const PASSWORD_SHORT = 'Password must be at least 8 characters.';
export const PASSWORD_WEAK = 'Password must contain at least one letter and one digit.';
export const PASSWORD_MISMATCH = "Passwords don't match.";
export const USERNAME_INVALID = 'Username must be 3–30 letters, digits or . _ -';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_.-]{3,30}$/;

function required(fields: Record<string, string | undefined>, names: string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of names) if (!fields[name]?.trim()) errors[name] = REQUIRED;
  return errors;
}

export function validateLogin(fields: Record<string, string | undefined>): FieldErrors {
  return required(fields, ['username', 'password']);
}

/** Every problem at once, like the API: a missing field, then its format. */
export function validateRegistration(fields: Record<string, string | undefined>): FieldErrors {
  const errors = required(fields, ['username', 'email', 'password', 'password2']);
  const { username = '', email = '', password = '', password2 = '' } = fields;
  if (!errors['username'] && !USERNAME.test(username.trim())) errors['username'] = USERNAME_INVALID;
  if (!errors['email'] && !EMAIL.test(email.trim())) errors['email'] = EMAIL_INVALID;
  if (!errors['password']) {
    if (password.length < 8) errors['password'] = PASSWORD_SHORT;
    else if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) errors['password'] = PASSWORD_WEAK;
  }
  if (!errors['password2'] && password2 !== password) errors['password2'] = PASSWORD_MISMATCH;
  return errors;
}
