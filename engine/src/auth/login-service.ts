import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { CompanyInfo, QuickOrderSetting, User, type IUser } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { takeTurns } from '../limits/key-turns';
import { LoginAttempt } from './login-attempt.entity';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password';
import type { SessionPayload, SessionTokens } from './session';

/** The one answer for an unknown e-mail, a wrong password, an inactive user or a deleted customer. */
export const LOGIN_FAILED_MESSAGE = 'E-Mail oder Passwort falsch';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in {minutes} Minuten erneut.';

/**
 * Login limits (docs/decisions/300-login-limits.md, 1089-login-limits-by-client.md): failures are
 * counted per account and client address together, so a stranger who knows an e-mail locks out
 * only the address he guesses from, with a slower bound per account across all addresses against
 * guesses spread over many.
 */
export const loginLimits = {
  /** The window of the per-client bounds, minutes. */
  windowMinutes: 15,
  /** Failures of one account (e-mail) from one client address within the window. */
  perAccountAndAddress: 5,
  /** Failures from one client address across accounts within the window. */
  perAddress: 20,
  /** Failures of one account from all client addresses within `accountWindowMinutes`. */
  perAccount: 50,
  accountWindowMinutes: 60,
};
export type LoginLimits = typeof loginLimits;

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'validation.required').max(320, 'validation.max'),
  password: z.string().min(1, 'validation.required').max(1000, 'validation.max'),
});
export type LoginInput = z.input<typeof loginSchema>;

export interface LoginResult {
  token: string;
  payload: SessionPayload;
}

/** The session payload of a user (000 §3): company when it has CompanyInfo, quick order when active. */
export async function sessionPayloadOf(em: EntityManager, user: IUser): Promise<SessionPayload> {
  const customerId = typeof user.customer === 'number' ? user.customer : user.customer.id;
  const [company, quickOrder] = await Promise.all([
    em.count(CompanyInfo, { customer: customerId }),
    em.count(QuickOrderSetting, { customer: customerId, isActive: true }),
  ]);
  return { customerId, isCompanyCustomer: company > 0, hasQuickOrder: quickOrder > 0, perm: permissionsOf(user.permissions), email: user.email };
}

/**
 * The permission ids of a user. A user created without `permissions` gets the column default
 * '[]' as a JSON string from the ORM; read it as the empty list it means.
 */
export function permissionsOf(value: unknown): number[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.filter((p): p is number => Number.isInteger(p)) : [];
}

/** A user that may log in: active, with a password, on an alive and active customer. */
export async function findLoginUser(em: EntityManager, email: string): Promise<IUser | null> {
  const user = await em.findOne(User, { email, active: true }, { populate: ['customer', 'passwordHash'] });
  if (!user?.passwordHash) return null;
  const customer = user.customer;
  return customer.deletedAt || !customer.active ? null : user;
}

/**
 * A new password set through a reset link (decision 1089): the account's failures from every
 * address are forgotten — they were guesses at a password that no longer exists — so the owner
 * logs in with the new one at once, even while a spread attack had the account over its bound.
 */
export async function forgetLoginFailures(em: EntityManager, email: string): Promise<number> {
  return em.nativeDelete(LoginAttempt, { email: email.toLowerCase(), $or: [{ succeeded: false }, { succeeded: null }] });
}

export interface LoginServiceDeps {
  em: () => EntityManager;
  sessions: SessionTokens;
  limits?: LoginLimits;
  now?: () => Date;
  /** The argon2id check (tests count its calls; a module mock does not hold in a shared test worker). */
  verifyPassword?: (passwordHash: string, password: string) => Promise<boolean>;
}

export type LimitedCheckResult<T> = { outcome: 'ok'; value: T } | { outcome: 'failed' } | { outcome: 'limited'; minutes: number };

/**
 * The login limits of decisions 300 and 1089 as a building block: every password check of the
 * shop (login, and the current password of the profile) runs through `limitedCheck`, counted in
 * `login_attempt` per e-mail and client address together, per client address, and per e-mail
 * across addresses.
 */
export function createLoginLimiter(deps: { em: () => EntityManager; limits?: LoginLimits | undefined; now?: (() => Date) | undefined }) {
  const limits = deps.limits ?? loginLimits;
  const now = deps.now ?? (() => new Date());
  const minutesAgo = (minutes: number) => new Date(now().getTime() - minutes * 60_000);

  /**
   * Failures that count against this attempt: rows in the window that did not succeed (a check
   * still running counts as failed), oldest first. Counted under the account's and the address's
   * turns (decision 1083), so concurrent attempts cannot all pass at once.
   */
  async function failuresSince(em: EntityManager, where: { email: string } | { address: string }, since: Date) {
    return em.find(
      LoginAttempt,
      { ...where, createdAt: { $gt: since }, $or: [{ succeeded: false }, { succeeded: null }] },
      { orderBy: { id: 'asc' }, fields: ['id', 'address', 'createdAt'] },
    );
  }

  /**
   * Minutes until a bound lets one more attempt in: until enough of its failures (oldest first)
   * have left its window; undefined while the bound is not reached.
   */
  function lockedFor(rows: readonly { createdAt: Date }[], limit: number, windowMinutes: number): number | undefined {
    if (rows.length < limit) return undefined;
    const until = rows[rows.length - limit]!.createdAt.getTime() + windowMinutes * 60_000;
    return Math.max(1, Math.ceil((until - now().getTime()) / 60_000));
  }

  /**
   * One password check under the limits: records the attempt, refuses it (without checking) while
   * the account from this address, the address, or the account across addresses is over its bound,
   * else runs `check` and records its outcome. A success forgives the account's earlier failures
   * from the same address (typos), never those from other addresses. The work is the same for a
   * known and an unknown e-mail: everything is keyed by the e-mail as entered.
   */
  async function limitedCheck<T>(
    email: string,
    clientAddress: string | undefined,
    check: (em: EntityManager) => Promise<T | undefined>,
  ): Promise<LimitedCheckResult<T>> {
    const address = clientAddress?.slice(0, 64) || null;
    const counted = await deps.em().transactional(async (tx): Promise<{ minutes: number } | { attemptId: number }> => {
      await takeTurns(tx, ['login-account', email], ...(address ? [['login-address', address] as const] : []));
      const since = minutesAgo(limits.windowMinutes);
      // One read for both account bounds: the hour's failures of the account, those from this address the last 15 minutes.
      const byAccount = await failuresSince(tx, { email }, minutesAgo(Math.max(limits.accountWindowMinutes, limits.windowMinutes)));
      const fromHere = byAccount.filter((row) => (row.address ?? null) === address && row.createdAt > since);
      const byAddress = address ? await failuresSince(tx, { address }, since) : [];
      const locks = [
        lockedFor(fromHere, limits.perAccountAndAddress, limits.windowMinutes),
        lockedFor(byAddress, limits.perAddress, limits.windowMinutes),
        lockedFor(byAccount.filter((row) => row.createdAt > minutesAgo(limits.accountWindowMinutes)), limits.perAccount, limits.accountWindowMinutes),
      ].filter((minutes) => minutes !== undefined);
      // A refused attempt is not a password check: it is not recorded, so it neither counts nor
      // extends the lock.
      if (locks.length) return { minutes: Math.max(...locks) };
      const attempt = tx.create(LoginAttempt, { email, address, succeeded: null, createdAt: now() });
      await tx.flush();
      return { attemptId: attempt.id };
    });
    if ('minutes' in counted) return { outcome: 'limited', minutes: counted.minutes };
    const em = deps.em();
    const id = counted.attemptId;
    const value = await check(em);
    if (value === undefined) {
      await em.nativeUpdate(LoginAttempt, { id }, { succeeded: false });
      return { outcome: 'failed' };
    }
    await em.nativeUpdate(LoginAttempt, { id }, { succeeded: true });
    await em.nativeDelete(LoginAttempt, { email, address, succeeded: false, id: { $lt: id } });
    return { outcome: 'ok', value };
  }

  return {
    limitedCheck,

    /**
     * Checks the current password of a logged-in user (profile: new e-mail or password) under the
     * login limits, counted with the login attempts of that e-mail: true when right, false when
     * wrong; over the limits 'Zu viele Anmeldeversuche…' (invalid, field currentPassword)
     * without checking.
     */
    async verifyCurrentPassword(
      input: { email: string; passwordHash: string | null | undefined; password: string },
      options: { clientAddress?: string | undefined } = {},
    ): Promise<boolean> {
      // Without a password of its own the dummy is verified: every check takes one verification.
      const result = await limitedCheck(input.email.toLowerCase(), options.clientAddress, async () =>
        (await verifyPassword(input.passwordHash ?? DUMMY_PASSWORD_HASH, input.password)) && input.passwordHash ? true : undefined,
      );
      if (result.outcome === 'limited') {
        throw new EngineError('invalid', [{ message: TOO_MANY_ATTEMPTS_MESSAGE, params: { minutes: result.minutes }, field: 'currentPassword' }]);
      }
      return result.outcome === 'ok';
    },

    /** Deletes attempts older than a day (data minimisation; the window is much shorter). */
    async purgeAttempts(): Promise<number> {
      return deps.em().nativeDelete(LoginAttempt, { createdAt: { $lt: new Date(now().getTime() - 86_400_000) } });
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

export function createLoginService(deps: LoginServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const limiter = createLoginLimiter(deps);
  const verify = deps.verifyPassword ?? verifyPassword;

  return {
    /**
     * Logs in with e-mail and password (POST /api/auth): a signed session token and its payload.
     * Every failure answers the same 'E-Mail oder Passwort falsch' (unauthenticated); over the
     * limits 'Zu viele Anmeldeversuche…' (unauthenticated, with `minutes`) even for the right
     * password.
     */
    async login(rawInput: unknown, options: { clientAddress?: string | undefined } = {}): Promise<LoginResult> {
      const parsed = loginSchema.safeParse(rawInput);
      if (!parsed.success) throw new EngineError('unauthenticated', LOGIN_FAILED_MESSAGE);
      const { email, password } = parsed.data;
      // The same work for every e-mail (decision 1089): one lookup, one argon2id verification of
      // the same cost — the user's hash, or the dummy for an unknown e-mail or a user who may not
      // log in — so the answer's time does not tell which e-mails have an account.
      const result = await limiter.limitedCheck(email, options.clientAddress, async (em) => {
        const user = await findLoginUser(em, email);
        const valid = await verify(user?.passwordHash ?? DUMMY_PASSWORD_HASH, password);
        return user && valid ? { user, em } : undefined;
      });
      // 429 with Retry-After (decision 872): the limit, not the password, refused it.
      if (result.outcome === 'limited')
        throw new EngineError('too_many_requests', [{ message: TOO_MANY_ATTEMPTS_MESSAGE, params: { minutes: result.minutes } }], { retryAfterSeconds: result.minutes * 60 });
      if (result.outcome === 'failed') throw new EngineError('unauthenticated', LOGIN_FAILED_MESSAGE);
      const { user, em } = result.value;
      await em.nativeUpdate(User, { id: user.id }, { lastLoginAt: now() });
      const payload = await sessionPayloadOf(em, user);
      return { token: await deps.sessions.sign(payload, { userId: user.id, version: user.sessionVersion ?? 0 }), payload };
    },

    /** The current-password check of the profile, under the same limits (see createLoginLimiter). */
    verifyCurrentPassword: limiter.verifyCurrentPassword,

    /** Deletes attempts older than a day (data minimisation; the window is much shorter). */
    purgeAttempts: limiter.purgeAttempts,
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
