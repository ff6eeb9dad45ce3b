import type { UserProfile } from '@flowdeck/api-types';
import type { TokenPair } from '@flowdeck/endpoints/auth';
import { randomInt, randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import { AuthError, InputError, InvalidCredentialsError } from '../../errors.js';
import { toIsoDate } from '@flowdeck/market-calendar';
import { hashRefreshToken, newRefreshToken, type TokenService } from '../../security/tokens.js';
import { createAuthRepository, uniqueViolation, type AuthRepository, type NewUser } from './repository.js';
import { SOCIAL_PROVIDERS, type IdentityClaims, type SocialType } from '../../security/identity-provider.js';
import { MESSAGES, USERNAME_MAX, USERNAME_MIN, type RegisterInput } from './schemas.js';
import { createEmailVerification, trialEndDate, unverifiedEndDate } from './email-verification.js';
import type { MailProvider } from './mail-provider.js';

export { TRIAL_DAYS } from './email-verification.js';
const REFERRAL_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const REFERRAL_CODE_LENGTH = 8;
/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): strong, yet ~tens of ms per hash. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface SocialSignInRequest {
  type: SocialType;
  mode: 'login' | 'signup' | 'either';
  /** Chosen at sign-up; derived from the email when absent. */
  username?: string | undefined;
  via?: string | undefined;
}

/** A free username close to the email's local part: "ann.lee", else "ann.lee2", "ann.lee37"… */
async function availableUsername(email: string, repo: AuthRepository): Promise<string> {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, USERNAME_MAX - 4);
  const base = local.length >= USERNAME_MIN ? local : `trader${local}`;
  if (!(await repo.usernameTaken(base))) return base;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `${base}${randomInt(2, 10_000)}`;
    if (!(await repo.usernameTaken(candidate))) return candidate;
  }
  return `${base.slice(0, USERNAME_MAX - 9)}${randomUUID().slice(0, 8)}`;
}

/** The spec's User entity, declared once in @flowdeck/api-types. */
export type { UserProfile } from '@flowdeck/api-types';

export interface AuthServiceOptions {
  db: Kysely<Database>;
  tokens: TokenService;
  appOrigin: string;
  refreshTokenTtlSeconds: number;
  now: () => Date;
  /** A session was revoked here (logout, refresh-token reuse): its access tokens must stop at once. */
  onSessionRevoked?: (sessionId: string) => void;
  /** Where verification mails go. */
  mail: MailProvider;
  /** A verification mail could not be sent (the account exists; its owner can ask for a new link). */
  onMailError?: (error: unknown) => void;
}

function referralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

export function referralLink(appOrigin: string, code: string): string {
  return `${appOrigin}/refer?via=${encodeURIComponent(code)}`;
}

export function toProfile(user: UserRow, appOrigin: string): UserProfile {
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return {
    id: user.id,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    displayName: user.display_name ?? user.username,
    name: fullName || user.username,
    email: user.email,
    avatar: user.avatar,
    end_date: user.end_date,
    bot_sub: user.bot_sub,
    referral_link: referralLink(appOrigin, user.referral_code),
    phone_number: user.phone_number,
    email_verified: user.email_verified_at !== null,
  };
}

export function createAuthService(options: AuthServiceOptions) {
  const { db, tokens, now } = options;
  const repo = createAuthRepository(db);
  // Verifying against a throwaway hash for unknown usernames keeps both failure paths equally slow.
  let dummyHash: Promise<string> | null = null;
  const timingDecoy = (): Promise<string> => (dummyHash ??= argon2.hash(randomUUID(), ARGON2_OPTIONS));

  async function issueTokens(userId: number, familyId: string = randomUUID()): Promise<TokenPair> {
    const refresh = newRefreshToken();
    await repo.insertRefreshToken({
      id: randomUUID(),
      userId,
      familyId,
      tokenHash: refresh.hash,
      expiresAt: new Date(now().getTime() + options.refreshTokenTtlSeconds * 1000),
    });
    return { access: await tokens.issueAccessToken(userId, { sessionId: familyId }), refresh: refresh.token };
  }

  // An unknown or mistyped referral code must not block a sign-up; it is simply not credited.
  const referrerOf = async (via: string | undefined): Promise<number | null> =>
    via ? await repo.findUserIdByReferralCode(via) : null;

  const verification = createEmailVerification({ db, mail: options.mail, appOrigin: options.appOrigin, now });

  /**
   * Inserts a new account; returns its id. A verified address starts the trial now, an unverified one when
   * its link is opened (until then the end date has passed). Field conflicts become field errors.
   */
  async function createAccount(
    fields: Omit<NewUser, 'endDate' | 'referralCode' | 'emailVerifiedAt'>,
    verified: boolean,
  ): Promise<number> {
    const at = now();
    const endDate = verified ? trialEndDate(toIsoDate(at), at) : unverifiedEndDate(at);
    for (let attempt = 0; ; attempt++) {
      try {
        return await repo.insertUser({
          ...fields,
          endDate,
          referralCode: referralCode(),
          emailVerifiedAt: verified ? at : null,
        });
      } catch (error) {
        const violation = uniqueViolation(error);
        if (!violation) throw error;
        // Lost a race with a concurrent sign-up, or (rarely) drew a referral code already in use.
        if (violation.constraint.includes('username')) throw new InputError({ username: MESSAGES.usernameTaken });
        if (violation.constraint.includes('email')) throw new InputError({ email: MESSAGES.emailTaken });
        if (violation.constraint.includes('firebase_uid')) throw new InputError({ idToken: MESSAGES.identityTaken });
        if (attempt >= 4) throw error;
      }
    }
  }

  return {
    /**
     * A taken username is a field error (the user must pick another; ADR 0008). A taken email is not: the
     * answer is the same as for a new address (the account is created unverified and can never verify it)
     * and the address's owner is told by mail instead of the caller by the answer.
     */
    async register(input: RegisterInput): Promise<void> {
      if (await repo.usernameTaken(input.username)) throw new InputError({ username: MESSAGES.usernameTaken });
      const owner = await repo.findUserByEmail(input.email);
      const passwordHash = await argon2.hash(input.password, ARGON2_OPTIONS);
      const userId = await createAccount(
        { username: input.username, email: input.email, passwordHash, referredBy: await referrerOf(input.via) },
        false,
      );
      try {
        if (owner) await verification.noticeAddressInUse(owner.id, input.email);
        else await verification.sendLink(userId, input.email);
      } catch (error) {
        options.onMailError?.(error);
      }
    },

    verifyEmail: (token: string) => verification.verify(token),
    resendVerification: (userId: number) => verification.resend(userId),

    async login(username: string, password: string): Promise<TokenPair> {
      const user = await repo.findUserByUsername(username.trim());
      // Unknown usernames and social-only accounts (no password of ours) fail exactly like a wrong password.
      if (!user?.password_hash) {
        await argon2.verify(await timingDecoy(), password).catch(() => false);
        throw new InvalidCredentialsError();
      }
      const valid = await argon2.verify(user.password_hash, password).catch(() => false);
      if (!valid) throw new InvalidCredentialsError();
      return issueTokens(user.id);
    },

    /** Rotation: the presented token is spent and a new pair issued; presenting a spent token ends the session. */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const hash = hashRefreshToken(refreshToken);
      const outcome = await db.transaction().execute(async (tx) => {
        const txRepo = createAuthRepository(tx);
        const at = now();
        const consumed = await txRepo.consumeRefreshToken(hash, at);
        if (!consumed) {
          const known = await txRepo.findRefreshToken(hash);
          // A spent token coming back means it leaked (or a client raced itself): end that whole session.
          if (known?.used_at) {
            await txRepo.revokeFamily(known.family_id, at);
            return { ok: false as const, reused: true as const, sessionId: known.family_id };
          }
          return { ok: false as const, reused: false as const };
        }
        const refresh = newRefreshToken();
        await txRepo.insertRefreshToken({
          id: randomUUID(),
          userId: consumed.user_id,
          familyId: consumed.family_id,
          tokenHash: refresh.hash,
          expiresAt: new Date(at.getTime() + options.refreshTokenTtlSeconds * 1000),
        });
        return { ok: true as const, userId: consumed.user_id, familyId: consumed.family_id, refresh: refresh.token };
      });
      // Thrown after the transaction so the family revocation above is committed, not rolled back.
      if (!outcome.ok) {
        if (outcome.reused) options.onSessionRevoked?.(outcome.sessionId);
        throw outcome.reused
          ? new AuthError(MESSAGES.invalidRefresh, MESSAGES.refreshReused)
          : new AuthError(MESSAGES.invalidRefresh);
      }
      return {
        access: await tokens.issueAccessToken(outcome.userId, { sessionId: outcome.familyId }),
        refresh: outcome.refresh,
      };
    },

    /** Ends the session the refresh token belongs to; other users' tokens are left alone silently. */
    async logout(userId: number, refreshToken: string): Promise<void> {
      const known = await repo.findRefreshToken(hashRefreshToken(refreshToken));
      if (known && known.user_id === userId) {
        await repo.revokeFamily(known.family_id, now());
        options.onSessionRevoked?.(known.family_id);
      }
    },

    /**
     * Social sign-in (spec §7 user/login, user/signup, user/social-auth) with already-verified claims.
     * `login` needs an existing account, `signup` refuses one, `either` does whichever applies.
     */
    async socialSignIn(
      claims: IdentityClaims,
      request: SocialSignInRequest,
    ): Promise<{ userId: number; created: boolean }> {
      const expected = SOCIAL_PROVIDERS[request.type];
      if (claims.provider !== expected) {
        throw new InputError({ type: `This sign-in came from ${claims.provider}, not ${request.type}.` });
      }
      const linked = await repo.findUserByFirebaseUid(claims.uid);
      if (linked) {
        if (request.mode === 'signup') throw new InputError({ idToken: MESSAGES.socialAccountExists });
        return { userId: linked.id, created: false };
      }
      if (!claims.email) throw new InputError({ idToken: MESSAGES.socialNoEmail });
      const sameEmail = await repo.findUserByEmail(claims.email);
      if (sameEmail) {
        // Only a provider that vouches for the address may join an existing account; a self-asserted
        // address (email/password sign-up at the provider) could otherwise take someone's account.
        const vouched = claims.emailVerified && claims.provider !== SOCIAL_PROVIDERS.manual;
        if (request.mode === 'signup' || !vouched || !(await repo.linkFirebaseUid(sameEmail.id, claims.uid))) {
          throw new InputError({ email: MESSAGES.emailTaken });
        }
        return { userId: sameEmail.id, created: false };
      }
      if (request.mode === 'login') throw new AuthError(MESSAGES.socialNoAccount, MESSAGES.socialSignUpFirst);
      const [firstName = '', ...rest] = (claims.name ?? '').trim().split(/\s+/);
      // A provider that vouches for the address verifies it (the trial starts now); otherwise we mail a link.
      const vouched = claims.emailVerified && claims.provider !== SOCIAL_PROVIDERS.manual;
      const userId = await createAccount(
        {
          username: request.username ?? (await availableUsername(claims.email, repo)),
          email: claims.email,
          passwordHash: null,
          firebaseUid: claims.uid,
          firstName,
          lastName: rest.join(' '),
          avatar: claims.picture,
          referredBy: await referrerOf(request.via),
        },
        vouched,
      );
      if (!vouched) await verification.sendLink(userId, claims.email).catch((error) => options.onMailError?.(error));
      return { userId, created: true };
    },

    async profile(userId: number): Promise<UserProfile> {
      const user = await repo.findUserById(userId);
      // A valid token for a deleted account: 401 so the client drops its tokens.
      if (!user) throw new AuthError('User not found', 'This account no longer exists.');
      return toProfile(user, options.appOrigin);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
