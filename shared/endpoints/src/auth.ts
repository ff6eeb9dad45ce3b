/**
 * Sign-up, sign-in, token rotation, sign-out and the profile (spec §7 "Auth"). The paths keep spec §7's
 * trailing slashes, as the host calls them. Zod-free (see ./market.ts).
 */
import type { UserProfile } from '@flowdeck/api-types';
import type { Route } from '@flowdeck/endpoints/route';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
/** argon2 is slow on purpose; an unbounded password would let one request burn CPU. */
export const PASSWORD_MAX = 128;
/** RFC 5321's longest address. */
export const EMAIL_MAX = 254;
/** The referral code a sign-up carries (longer ones are dropped, not refused). */
export const VIA_MAX = 64;
/** Firebase ID tokens are about 1 KB; the cap keeps a body from being verified at any size. */
export const SOCIAL_TOKEN_MAX = 8192;
/** `type` of a social sign-in: the provider the ID token must come from. */
export const SOCIAL_SIGN_IN_TYPES = ['google', 'apple', 'manual'] as const;

/** What the auth endpoints say (the required-field message is the shared one, in ./validation.ts). */
export const AUTH_MESSAGES = {
  usernameLength: `Username must be between ${USERNAME_MIN} and ${USERNAME_MAX} characters.`,
  usernameChars: 'Username may only contain letters, digits, and the characters . _ -',
  email: 'Enter a valid email address.',
  passwordLength: `Password must be at least ${PASSWORD_MIN} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  passwordStrength: 'Password must contain at least one letter and one digit.',
  passwordMismatch: "Passwords don't match.",
  usernameTaken: 'A user with that username already exists.',
  emailTaken: 'A user with that email already exists.',
  registered: 'Registration successful',
  loggedOut: 'Logged out',
  invalidRefresh: 'Token is invalid or expired',
  socialAccountExists: 'An account already exists for this sign-in. Log in instead.',
  socialNoEmail: 'The sign-in provider did not share an email address.',
  socialNoAccount: 'No account found for this sign-in',
  socialSignUpFirst: 'Create an account first, then log in.',
  socialTokenRejected: 'The sign-in token was rejected or has expired. Sign in again.',
  socialTokenTooLong: 'The sign-in token is too long.',
  socialType: 'Type must be google, apple or manual.',
  signedIn: 'Signed in',
  socialNotConfigured: 'Social sign-in is not configured on this server.',
  identityTaken: 'This sign-in is already linked to another account.',
  refreshReused: 'This refresh token was already used; the session has been signed out for safety.',
} as const;

/** A session's tokens: a short-lived access token and the refresh token that rotates it. */
export interface TokenPair {
  access: string;
  refresh: string;
}

/** A social sign-in: the provider's ID token is the session's bearer token from then on. */
export interface SocialSignInResponse {
  message: string;
  token: string;
  data: UserProfile;
  /** A new account was made for this sign-in. */
  created: boolean;
}

export const REGISTER: Route<'POST', 'register/', { message: string }> = {
  method: 'POST',
  path: 'register/',
  requirement: 'public',
  summary: 'Creates an account with a password (form or JSON body); the trial starts once the email is verified.',
};

export const TOKEN: Route<'POST', 'token/', TokenPair> = {
  method: 'POST',
  path: 'token/',
  requirement: 'public',
  summary: 'Signs in with username and password (form or JSON body) and returns an access and a refresh token.',
};

export const TOKEN_REFRESH: Route<'POST', 'token/refresh/', TokenPair> = {
  method: 'POST',
  path: 'token/refresh/',
  requirement: 'public',
  summary: 'Trades a refresh token for a new token pair (the old refresh token is spent).',
};

export const LOGOUT: Route<'POST', 'logout/', { message: string }> = {
  method: 'POST',
  path: 'logout/',
  requirement: 'manageOwnAccount',
  summary: "Signs out: revokes the session's refresh token.",
};

export const SOCIAL_LOGIN: Route<'POST', 'user/login', SocialSignInResponse> = {
  method: 'POST',
  path: 'user/login',
  requirement: 'public',
  summary: "Signs in with an identity provider's ID token; refused when no account uses it yet.",
};

export const SOCIAL_SIGNUP: Route<'POST', 'user/signup', SocialSignInResponse> = {
  method: 'POST',
  path: 'user/signup',
  requirement: 'public',
  summary: "Creates an account from an identity provider's ID token; refused when one exists already.",
};

export const SOCIAL_AUTH: Route<'POST', 'user/social-auth', SocialSignInResponse> = {
  method: 'POST',
  path: 'user/social-auth',
  requirement: 'public',
  summary: "Signs in with an identity provider's ID token, creating the account on first use.",
};

export const PROFILE: Route<'GET', 'getProfile/', UserProfile> = {
  method: 'GET',
  path: 'getProfile/',
  requirement: 'readOwnAccount',
  summary: "The signed-in user's profile.",
};

export const ME: Route<'GET', 'user/me', UserProfile> = {
  method: 'GET',
  path: 'user/me',
  requirement: 'readOwnAccount',
  summary: "The signed-in user's profile (the account pages' name for getProfile/).",
};
