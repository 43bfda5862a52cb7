import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { CompanyInfo, QuickOrderSetting, User, type IUser } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { takeTurns } from '../limits/key-turns';
import { LoginAttempt } from './login-attempt.entity';
import { hashPassword, verifyPassword } from './password';
import type { SessionPayload, SessionTokens } from './session';

/** The one answer for an unknown e-mail, a wrong password, an inactive user or a deleted customer. */
export const LOGIN_FAILED_MESSAGE = 'E-Mail oder Passwort falsch';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in {minutes} Minuten erneut.';

/** Login limits (docs/decisions/300-login-limits.md). */
export const loginLimits = {
  windowMinutes: 15,
  /** Failures per account (e-mail) within the window. */
  perAccount: 5,
  /** Failures per client address within the window. */
  perAddress: 20,
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

export interface LoginServiceDeps {
  em: () => EntityManager;
  sessions: SessionTokens;
  limits?: LoginLimits;
  now?: () => Date;
}

export type LimitedCheckResult<T> = { outcome: 'ok'; value: T } | { outcome: 'failed' } | { outcome: 'limited'; minutes: number };

/**
 * The login limits of decision 300 as a building block: every password check of the shop (login,
 * and the current password of the profile) runs through `limitedCheck`, counted per e-mail and
 * per client address in `login_attempt`.
 */
export function createLoginLimiter(deps: { em: () => EntityManager; limits?: LoginLimits | undefined; now?: (() => Date) | undefined }) {
  const limits = deps.limits ?? loginLimits;
  const now = deps.now ?? (() => new Date());

  /** Minutes until the oldest counted failure leaves the window (at least 1). */
  function minutesLeft(oldest: Date): number {
    const until = oldest.getTime() + limits.windowMinutes * 60_000;
    return Math.max(1, Math.ceil((until - now().getTime()) / 60_000));
  }

  /**
   * Failures that count against this attempt: rows in the window that did not succeed (a check
   * still running counts as failed). Counted under the account's and the address's turns
   * (decision 1083), so concurrent attempts cannot all pass at once.
   */
  async function failuresInWindow(em: EntityManager, where: { email: string } | { address: string }, since: Date) {
    return em.find(
      LoginAttempt,
      { ...where, createdAt: { $gt: since }, $or: [{ succeeded: false }, { succeeded: null }] },
      { orderBy: { id: 'asc' }, fields: ['id', 'createdAt'] },
    );
  }

  /**
   * One password check under the limits: records the attempt, refuses it (without checking) while
   * the account or the address is over its limit, else runs `check` and records its outcome. A
   * success forgives the account's earlier failures from the same address (typos), never those
   * from other addresses.
   */
  async function limitedCheck<T>(
    email: string,
    clientAddress: string | undefined,
    check: (em: EntityManager) => Promise<T | undefined>,
  ): Promise<LimitedCheckResult<T>> {
    const address = clientAddress?.slice(0, 64);
    const counted = await deps.em().transactional(async (tx): Promise<{ minutes: number } | { attemptId: number }> => {
      await takeTurns(tx, ['login-account', email], ...(address ? [['login-address', address] as const] : []));
      const since = new Date(now().getTime() - limits.windowMinutes * 60_000);
      const byAccount = await failuresInWindow(tx, { email }, since);
      const byAddress = address ? await failuresInWindow(tx, { address }, since) : [];
      const limited = [byAccount.length >= limits.perAccount ? byAccount : undefined, byAddress.length >= limits.perAddress ? byAddress : undefined]
        .filter((rows) => rows !== undefined)
        .map((rows) => {
          // The lock ends when enough failures have left the window to let one more attempt in.
          const limit = rows === byAccount ? limits.perAccount : limits.perAddress;
          return minutesLeft(rows[rows.length - limit]!.createdAt);
        });
      // A refused attempt is not a password check: it is not recorded, so it neither counts nor
      // extends the lock.
      if (limited.length) return { minutes: Math.max(...limited) };
      const attempt = tx.create(LoginAttempt, { email, address: address ?? null, succeeded: null, createdAt: now() });
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
    await em.nativeDelete(LoginAttempt, { email, address: address ?? null, succeeded: false, id: { $lt: id } });
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
      const result = await limitedCheck(input.email.toLowerCase(), options.clientAddress, async () =>
        input.passwordHash && (await verifyPassword(input.passwordHash, input.password)) ? true : undefined,
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
  // Unknown e-mails are verified against this hash, so they take about as long as a wrong password.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hashPassword(`dummy-${crypto.randomUUID()}`));

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
      const result = await limiter.limitedCheck(email, options.clientAddress, async (em) => {
        const user = await findLoginUser(em, email);
        const valid = await verifyPassword(user?.passwordHash ?? (await dummy()), password);
        return user && valid ? { user, em } : undefined;
      });
      // 429 with Retry-After (issue 17; decision 872): the limit, not the password, refused it.
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
