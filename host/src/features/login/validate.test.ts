import {
  EMAIL_INVALID,
  PASSWORD_MISMATCH,
  PASSWORD_SHORT,
  PASSWORD_WEAK,
  REQUIRED,
  USERNAME_INVALID,
  validateLogin,
  validateRegistration,
} from './validate';

test('login needs a username and a password', () => {
  expect(validateLogin({})).toEqual({ username: REQUIRED, password: REQUIRED });
  expect(validateLogin({ username: ' ', password: 'x' })).toEqual({ username: REQUIRED });
  expect(validateLogin({ username: 'ann', password: 'x' })).toEqual({});
});

test('registration reports every problem at once', () => {
  expect(validateRegistration({})).toEqual({
    username: REQUIRED,
    email: REQUIRED,
    password: REQUIRED,
    password2: REQUIRED,
  });
  expect(validateRegistration({ username: 'a!', email: 'nope', password: 'short1', password2: 'other' })).toEqual({
    username: USERNAME_INVALID,
    email: EMAIL_INVALID,
    password: PASSWORD_SHORT,
    password2: PASSWORD_MISMATCH,
  });
  expect(
    validateRegistration({ username: 'ann', email: 'a@b.co', password: 'lettersonly', password2: 'lettersonly' }),
  ).toEqual({
    password: PASSWORD_WEAK,
  });
  expect(
    validateRegistration({ username: 'ann.lee', email: 'a@b.co', password: 'secret-123', password2: 'secret-123' }),
  ).toEqual({});
});
