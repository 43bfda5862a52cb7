import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { asGuest, givenCustomer, holdTurns, stillPending, useTestDatabase } from '../../test/world';
import { CompanyInfo, QuickOrderSetting, User } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { createMailer } from '../mail/mailer';
import { startTestSmtpServer } from '../mail/test-smtp-server';
import { LoginAttempt } from './login-attempt.entity';
import { createLoginService, LOGIN_FAILED_MESSAGE, loginLimits, TOO_MANY_ATTEMPTS_MESSAGE, type LoginLimits } from './login-service';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password';
import { createPasswordResetService } from './password-reset-service';
import { createSessionTokens } from './session';

// Every password verification of the login, counted (decision 1089): the real one runs.
const verified = vi.fn(verifyPassword);

const em = useTestDatabase();
const sessions = createSessionTokens('s'.repeat(40));
const service = (limits?: Partial<LoginLimits>) => createLoginService({ em, sessions, verifyPassword: verified, ...(limits ? { limits: { ...loginLimits, ...limits } } : {}) });
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
  for (const name of ['owner', 'spread', 'reset', 'race-client', 'race-spread']) fork.create(User, { customer: person, email: `${name}@example.ch`, passwordHash: hash });
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

  describe('the same work for every e-mail (decision 1089)', () => {
    beforeEach(() => verified.mockClear());

    it('an unknown e-mail, an inactive user and a deleted customer verify the dummy hash, once, like a wrong password verifies the user’s', async () => {
      const login = service();
      await failure(login.login({ email: 'person@example.ch', password: 'falsch-falsch' }, { clientAddress: '198.51.100.1' }));
      expect(verified).toHaveBeenCalledTimes(1);
      const userHash = verified.mock.calls[0]![0];
      expect(userHash).not.toBe(DUMMY_PASSWORD_HASH);
      for (const email of ['unbekannt-zeit@example.ch', 'inaktiv@example.ch', 'geloescht@example.ch', 'gesperrt@example.ch']) {
        verified.mockClear();
        await failure(login.login({ email, password: 'nicht-das-passwort' }, { clientAddress: '198.51.100.1' }));
        expect(verified.mock.calls, email).toEqual([[DUMMY_PASSWORD_HASH, 'nicht-das-passwort']]);
      }
    });

    it('the dummy hash has the cost of the hashes users get (argon2id, same memory, iterations and lanes)', async () => {
      const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');
      expect(parameters(DUMMY_PASSWORD_HASH)).toBe(parameters(await hashPassword('irgendwas')));
      expect(parameters(DUMMY_PASSWORD_HASH)).toBe('argon2id$v=19$m=19456,t=2,p=1');
      expect(await verifyPassword(DUMMY_PASSWORD_HASH, '')).toBe(false);
    });

    it('records and counts an unknown e-mail exactly like a known one', async () => {
      const login = service();
      for (const email of ['person@example.ch', 'niemand-zaehlt@example.ch']) {
        for (let i = 0; i < 5; i++) await failure(login.login({ email, password: `falsch-${i}` }, { clientAddress: '198.51.100.2' }));
        expect((await failure(login.login({ email, password: 'falsch' }, { clientAddress: '198.51.100.2' }))).errors[0]!.message, email).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
        expect(await em().count(LoginAttempt, { email, address: '198.51.100.2', succeeded: false }), email).toBe(5);
      }
      await em().nativeDelete(LoginAttempt, { address: '198.51.100.2' });
    });
  });

  it('limits 30 wrong passwords in a minute from one client: the right password is refused there, the owner logs in from another client at once (decision 1089)', async () => {
    const login = service();
    const answers: string[] = [];
    for (let i = 0; i < 30; i++) {
      const error = await failure(login.login({ email: 'brute0@example.ch', password: `rate-${i}` }, { clientAddress: '203.0.113.66' }));
      answers.push(error.errors[0]!.message);
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(LOGIN_FAILED_MESSAGE));
    expect(answers.slice(5)).toEqual(Array(25).fill(TOO_MANY_ATTEMPTS_MESSAGE));
    const locked = await failure(login.login({ email: 'brute0@example.ch', password: PASSWORD }, { clientAddress: '203.0.113.66' }));
    expect(locked.errors[0]).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE, params: { minutes: 15 } });
    expect(locked.message).toBe('Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.');
    // The owner, from another client, is not held up; the guessing client stays limited.
    await expect(login.login({ email: 'brute0@example.ch', password: PASSWORD }, { clientAddress: '192.0.2.200' })).resolves.toBeTruthy();
    expect((await failure(login.login({ email: 'brute0@example.ch', password: PASSWORD }, { clientAddress: '203.0.113.66' }))).errors[0]!.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    // Another account is not affected.
    await expect(login.login({ email: 'person@example.ch', password: PASSWORD })).resolves.toBeTruthy();
  });

  it('after 5 failures from client A the owner logs in from client B at once; A stays limited, B’s typos are forgiven by its login (decision 1089)', async () => {
    const login = service();
    for (let i = 0; i < 5; i++) await failure(login.login({ email: 'owner@example.ch', password: `fremd-${i}` }, { clientAddress: '203.0.113.1' }));
    await failure(login.login({ email: 'owner@example.ch', password: 'tippfehler' }, { clientAddress: '192.0.2.10' }));
    await expect(login.login({ email: 'owner@example.ch', password: PASSWORD }, { clientAddress: '192.0.2.10' })).resolves.toBeTruthy();
    expect(await em().count(LoginAttempt, { email: 'owner@example.ch', address: '192.0.2.10', succeeded: false })).toBe(0);
    expect(await em().count(LoginAttempt, { email: 'owner@example.ch', address: '203.0.113.1', succeeded: false })).toBe(5);
    const stillLimited = await failure(login.login({ email: 'owner@example.ch', password: PASSWORD }, { clientAddress: '203.0.113.1' }));
    expect(stillLimited.kind).toBe('too_many_requests');
    expect(stillLimited.errors[0]).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE, params: { minutes: 15 } });
  });

  it('the slower bound per account stops guesses spread over many clients: 50 failures in an hour, then every client is refused (decision 1089)', async () => {
    let clock = Date.now();
    const login = createLoginService({ em, sessions, now: () => new Date(clock) });
    const answers: string[] = [];
    // 20 clients, 4 guesses each: none reaches its own bound of 5.
    for (let client = 0; client < 20; client++) {
      for (let i = 0; i < 4; i++) answers.push((await failure(login.login({ email: 'spread@example.ch', password: `spread-${client}-${i}` }, { clientAddress: `10.20.${client}.1` }))).errors[0]!.message);
    }
    expect(answers.slice(0, loginLimits.perAccount)).toEqual(Array(loginLimits.perAccount).fill(LOGIN_FAILED_MESSAGE));
    expect(answers.slice(loginLimits.perAccount)).toEqual(Array(80 - loginLimits.perAccount).fill(TOO_MANY_ATTEMPTS_MESSAGE));
    expect(await em().count(LoginAttempt, { email: 'spread@example.ch' })).toBe(loginLimits.perAccount);
    // The right password from a new client is refused too, until the oldest failures are an hour old.
    const refused = await failure(login.login({ email: 'spread@example.ch', password: PASSWORD }, { clientAddress: '192.0.2.77' }));
    expect(refused.errors[0]).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE, params: { minutes: 60 } });
    clock += 61 * 60_000;
    await expect(login.login({ email: 'spread@example.ch', password: PASSWORD }, { clientAddress: '192.0.2.77' })).resolves.toBeTruthy();
  });

  it('a reset link works while the account is limited, and the new password logs in at once from any client (decision 1089)', async () => {
    const login = service();
    for (let client = 0; client < 13; client++) {
      for (let i = 0; i < 4; i++) await failure(login.login({ email: 'reset@example.ch', password: `r-${client}-${i}` }, { clientAddress: `10.30.${client}.1` }));
    }
    expect((await failure(login.login({ email: 'reset@example.ch', password: PASSWORD }, { clientAddress: '10.30.0.1' }))).errors[0]!.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    // The link as delivered: the stored copy of the mail holds no token (decision 1087).
    const smtp = await startTestSmtpServer();
    const mailer = createMailer({ em, from: 'shop@holzwerk.example', smtpUrl: smtp.url });
    const reset = createPasswordResetService({ em, mailer, publicUrl: 'https://shop.example' });
    await reset.requestPasswordReset(asGuest(), { email: 'reset@example.ch' });
    const [mail] = await smtp.waitFor(1);
    const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
    await smtp.close();
    await reset.resetPassword({ token, password: 'Neues-Passwort-1089', passwordRepeat: 'Neues-Passwort-1089' });
    // From a client that guessed, too: the guesses were at a password that no longer exists.
    await expect(login.login({ email: 'reset@example.ch', password: 'Neues-Passwort-1089' }, { clientAddress: '10.30.0.1' })).resolves.toBeTruthy();
    mailer.close();
  });

  it('limits concurrent guesses too: of 30 parallel wrong passwords at most 5 are checked', async () => {
    const login = service();
    const errors = await Promise.all(Array.from({ length: 30 }, (_, i) => failure(login.login({ email: 'brute1@example.ch', password: `par-${i}` }))));
    const checked = errors.filter((error) => error.errors[0]!.message === LOGIN_FAILED_MESSAGE).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked).toBeGreaterThan(0);
    await failure(login.login({ email: 'brute1@example.ch', password: PASSWORD }));
  });

  it('an attempt waits while another instance counts the same account from the same client, then counts its failures (decision 1083)', async () => {
    const other = await holdTurns(em, [['login-account', 'race-client@example.ch']], (tx) => {
      for (let n = 0; n < 5; n += 1) tx.create(LoginAttempt, { email: 'race-client@example.ch', address: '10.9.0.1', succeeded: false, createdAt: new Date() });
    });
    const attempt = failure(service().login({ email: 'race-client@example.ch', password: PASSWORD }, { clientAddress: '10.9.0.1' }));
    expect(await stillPending(attempt)).toBe(true);
    await other.release();
    expect((await attempt).errors[0]!.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
  });

  it('an attempt from a new client waits while another instance records the account’s spread failures, then is refused (decisions 1083, 1089)', async () => {
    const other = await holdTurns(em, [['login-account', 'race-spread@example.ch']], (tx) => {
      for (let n = 0; n < loginLimits.perAccount; n += 1) tx.create(LoginAttempt, { email: 'race-spread@example.ch', address: `10.9.${n}.2`, succeeded: false, createdAt: new Date() });
    });
    const attempt = failure(service().login({ email: 'race-spread@example.ch', password: PASSWORD }, { clientAddress: '10.9.99.2' }));
    expect(await stillPending(attempt)).toBe(true);
    await other.release();
    expect((await attempt).errors[0]!.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
  });

  it('limits one client address across accounts, and the lock ends with the window', async () => {
    // A clock of the test's own: the window ends when the test says so, not after a sleep that a
    // loaded machine can outlast before the fourth attempt.
    let clock = Date.now();
    const login = createLoginService({ em, sessions, limits: { ...loginLimits, perAddress: 3 }, now: () => new Date(clock) });
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
