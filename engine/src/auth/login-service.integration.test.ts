import { beforeAll, describe, expect, it } from 'vitest';
import { givenCustomer, holdTurns, stillPending, useTestDatabase } from '../../test/world';
import { CompanyInfo, QuickOrderSetting, User } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { LoginAttempt } from './login-attempt.entity';
import { createLoginService, LOGIN_FAILED_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from './login-service';
import { hashPassword, verifyPassword } from './password';
import { createSessionTokens } from './session';

const em = useTestDatabase();
const sessions = createSessionTokens('s'.repeat(40));
const service = (limits?: { windowMinutes: number; perAccount: number; perAddress: number }) => createLoginService({ em, sessions, ...(limits ? { limits } : {}) });
const ids: Record<string, number> = {};
const PASSWORD = 'Richtig-Passwort-1';

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

beforeAll(async () => {
  const fork = em();
  const hash = await hashPassword(PASSWORD);
  const { customer: person } = givenCustomer(fork);
  const { customer: company } = givenCustomer(fork);
  fork.create(CompanyInfo, { customer: company, name: 'Kisten AG' });
  fork.create(QuickOrderSetting, { customer: company, isActive: true });
  const { customer: gone } = givenCustomer(fork, { deletedAt: new Date() });
  const { customer: inactiveCustomer } = givenCustomer(fork, { active: false });
  fork.create(User, { customer: person, email: 'person@example.ch', passwordHash: hash });
  fork.create(User, { customer: company, email: 'firma@example.ch', passwordHash: hash, permissions: [3] });
  fork.create(User, { customer: person, email: 'inaktiv@example.ch', passwordHash: hash, active: false });
  fork.create(User, { customer: gone, email: 'geloescht@example.ch', passwordHash: hash });
  fork.create(User, { customer: inactiveCustomer, email: 'gesperrt@example.ch', passwordHash: hash });
  for (let i = 0; i < 3; i++) fork.create(User, { customer: person, email: `brute${i}@example.ch`, passwordHash: hash });
  await fork.flush();
  ids.person = person.id;
  ids.company = company.id;
});

describe('login (POST /api/auth)', () => {
  it('R000-7.03 R000-3.38 R000-4.48 answers a signed token whose payload names the customer, company, quick order and permissions', async () => {
    const result = await service().login({ email: ' Firma@Example.CH ', password: PASSWORD });
    expect(result.payload).toEqual({ customerId: ids.company, isCompanyCustomer: true, hasQuickOrder: true, perm: [3], email: 'firma@example.ch' });
    expect((await sessions.verify(result.token))?.payload).toEqual(result.payload);
    const person = await service().login({ email: 'person@example.ch', password: PASSWORD });
    expect(person.payload).toMatchObject({ customerId: ids.person, isCompanyCustomer: false, hasQuickOrder: false, perm: [] });
    expect((await em().findOneOrFail(User, { email: 'person@example.ch' })).lastLoginAt).toBeInstanceOf(Date);
  });

  it('gives the same answer for a wrong password, an unknown e-mail, an inactive user and a deleted or inactive customer', async () => {
    const cases = [
      { email: 'person@example.ch', password: 'falsch-falsch' },
      { email: 'niemand@example.ch', password: PASSWORD },
      { email: 'inaktiv@example.ch', password: PASSWORD },
      { email: 'geloescht@example.ch', password: PASSWORD },
      { email: 'gesperrt@example.ch', password: PASSWORD },
      { email: '', password: '' },
    ];
    for (const input of cases) {
      const error = await failure(service().login(input));
      expect(error.kind, input.email).toBe('unauthenticated');
      expect(error.errors).toEqual([{ message: LOGIN_FAILED_MESSAGE }]);
    }
  });

  it('takes about as long for an unknown e-mail as for a wrong password (a dummy hash is verified)', async () => {
    const login = service();
    await failure(login.login({ email: 'warmup@example.ch', password: 'x' }));
    const hash = await hashPassword('irgendwas');
    const started = performance.now();
    await verifyPassword(hash, 'anders');
    const verifying = performance.now() - started;
    const unknownStarted = performance.now();
    await failure(login.login({ email: 'unbekannt-zeit@example.ch', password: 'nicht-das-passwort' }));
    // Without the dummy hash an unknown e-mail would answer after two queries, a tenth of one
    // argon2id verification; half of it leaves room for a busy machine's jitter (CI on 2 workers).
    expect(performance.now() - unknownStarted).toBeGreaterThan(verifying * 0.5);
  });

  it('limits 30 wrong passwords in a minute for one account; the right password is refused during the lock', async () => {
    const login = service();
    const answers: string[] = [];
    for (let i = 0; i < 30; i++) {
      const error = await failure(login.login({ email: 'brute0@example.ch', password: `rate-${i}` }, { clientAddress: `10.0.0.${i}` }));
      answers.push(error.errors[0]!.message);
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(LOGIN_FAILED_MESSAGE));
    expect(answers.slice(5)).toEqual(Array(25).fill(TOO_MANY_ATTEMPTS_MESSAGE));
    const locked = await failure(login.login({ email: 'brute0@example.ch', password: PASSWORD }, { clientAddress: '10.9.9.9' }));
    expect(locked.errors[0]).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE, params: { minutes: 15 } });
    expect(locked.message).toBe('Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.');
    // Another account is not affected.
    await expect(login.login({ email: 'person@example.ch', password: PASSWORD })).resolves.toBeTruthy();
  });

  it('limits concurrent guesses too: of 30 parallel wrong passwords at most 5 are checked', async () => {
    const login = service();
    const errors = await Promise.all(Array.from({ length: 30 }, (_, i) => failure(login.login({ email: 'brute1@example.ch', password: `par-${i}` }))));
    const checked = errors.filter((error) => error.errors[0]!.message === LOGIN_FAILED_MESSAGE).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked).toBeGreaterThan(0);
    await failure(login.login({ email: 'brute1@example.ch', password: PASSWORD }));
  });

  it('an attempt waits while another instance counts the same account, then counts its failures (decision 1083)', async () => {
    const other = await holdTurns(em, [['login-account', 'brute2@example.ch']], (tx) => {
      for (let n = 0; n < 5; n += 1) tx.create(LoginAttempt, { email: 'brute2@example.ch', address: `10.9.0.${n}`, succeeded: false, createdAt: new Date() });
    });
    const attempt = failure(service().login({ email: 'brute2@example.ch', password: PASSWORD }));
    expect(await stillPending(attempt)).toBe(true);
    await other.release();
    expect((await attempt).errors[0]!.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
  });

  it('limits one client address across accounts, and the lock ends with the window', async () => {
    // A clock of the test's own: the window ends when the test says so, not after a sleep that a
    // loaded machine can outlast before the fourth attempt.
    let clock = Date.now();
    const login = createLoginService({ em, sessions, limits: { windowMinutes: 15, perAccount: 100, perAddress: 3 }, now: () => new Date(clock) });
    for (let i = 0; i < 3; i++) await failure(login.login({ email: `spray${i}@example.ch`, password: 'x' }, { clientAddress: '192.0.2.7' }));
    const limited = await failure(login.login({ email: 'person@example.ch', password: PASSWORD }, { clientAddress: '192.0.2.7' }));
    expect(limited.errors[0]!.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    // Another address still logs in.
    await expect(login.login({ email: 'person@example.ch', password: PASSWORD }, { clientAddress: '192.0.2.8' })).resolves.toBeTruthy();
    clock += 14 * 60_000;
    await failure(login.login({ email: 'person@example.ch', password: PASSWORD }, { clientAddress: '192.0.2.7' }));
    clock += 2 * 60_000;
    await expect(login.login({ email: 'person@example.ch', password: PASSWORD }, { clientAddress: '192.0.2.7' })).resolves.toBeTruthy();
  });
});
