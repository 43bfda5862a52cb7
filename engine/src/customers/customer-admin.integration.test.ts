import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, asGuest, useTestDatabase } from '../../test/world';
import { createLoginService, TOO_MANY_ATTEMPTS_MESSAGE } from '../auth/login-service';
import { createSessionTokens } from '../auth/session';
import type { RequestContext } from '../context';
import type { EngineError } from '../errors';
import { allPermissions, Permission } from '../auth/permissions';
import { correspondenceCsv } from './correspondence';
import { createCustomerAdminService } from './customer-admin-service';
import { CURRENT_PASSWORD_WRONG_MESSAGE, createProfileService } from './profile-service';
import { Address, ContactPerson, Customer, PaymentTerm, Skonto, User } from './customer.entity';
import { createDiskFileStore } from '../files/disk-file-store';

const em = useTestDatabase();
const invalidated: number[] = [];
const resetMails: string[] = [];
const resetModes: (string | undefined)[] = [];
const filesDir = mkdtempSync(join(tmpdir(), 'customer-files-'));
const service = () =>
  createCustomerAdminService({
    em,
    invalidatePrices: async (customerId) => invalidated.push(customerId),
    requestPasswordReset: async (ctx, { email }) => {
      resetModes.push(ctx.shopMode);
      return resetMails.push(email);
    },
    customerFiles: createDiskFileStore(filesDir),
  });
const admin: RequestContext = { ...asCustomer(999_999, [...allPermissions]), email: 'chef@holzwerk.ch' };
const ids = { a: 0, b: 0, term30: 0, term10: 0, skonto: 0 };
const customerCtx = (customerId: number) => ({ ...asCustomer(customerId), email: `kunde-${customerId}@example.ch` });

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as EngineError,
  );
}

beforeAll(async () => {
  const fork = em();
  const term30 = fork.create(PaymentTerm, { name: '30 Tage netto', days: 30 });
  const term10 = fork.create(PaymentTerm, { name: '10 Tage netto', days: 10 });
  const skonto = fork.create(Skonto, { name: '2% 10 Tage', percent: '2.00', days: 10 });
  const a = fork.create(Customer, { paymentTerm: term30, skonto });
  const b = fork.create(Customer, { paymentTerm: term10 });
  fork.create(Address, { customer: a, name: 'Kisten AG', street: 'Weg 1', zipCode: '5013', city: 'Niedergösgen', isCorrespondence: true });
  fork.create(ContactPerson, { customer: a, firstName: 'Erika', lastName: '=Holz', email: 'erika@kisten.ch', promoItems: ['Kalender'] });
  fork.create(User, { customer: b, email: 'besetzt@example.ch', permissions: [] });
  await fork.flush();
  Object.assign(ids, { a: a.id, b: b.id, term30: term30.id, term10: term10.id, skonto: skonto.id });
  mkdirSync(join(filesDir, String(b.id)));
  writeFileSync(join(filesDir, String(b.id), 'logo.png'), 'png');
});

describe('customer administration (ADMIN_CUSTOMER)', () => {
  it('R001-7.026 decision 1091 a new customer without a company, a contact person or a login is refused per field; nothing is stored', async () => {
    const before = { customers: await em().count(Customer), persons: await em().count(ContactPerson), users: await em().count(User) };
    for (const body of [{}, { discount: '0.1', active: true }, { users: { added: [] }, contactPersons: { added: [] } }]) {
      const error = (await failure(service().createCustomer(admin, body))) as unknown as { name: string; issues: { path: (string | number)[]; message: string }[] };
      expect(error.name, JSON.stringify(body)).toBe('ZodError');
      expect(error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['companyInfo.name', 'validation.customerNamed'],
        ['contactPersons.added.0.lastName', 'validation.customerNamed'],
        ['users.added.0.email', 'validation.customerNamed'],
      ]);
    }
    // What a field requires stays required: a company's name, a contact person's names, a login's e-mail.
    for (const body of [{ companyInfo: { name: '' } }, { contactPersons: { added: [{ firstName: 'Ida' }] } }, { users: { added: [{ email: '' }] } }, { discount: true, companyInfo: { name: 'Wahr AG' } }]) {
      expect((await failure(service().createCustomer(admin, body as never))).name, JSON.stringify(body)).toBe('ZodError');
    }
    expect({ customers: await em().count(Customer), persons: await em().count(ContactPerson), users: await em().count(User) }).toEqual(before);
  });

  it('R001-7.026 R001-3.01 creates a company customer with users, contact persons and quick order in one go', async () => {
    const created = await service().createCustomer(admin, {
      discount: '0.05',
      paymentTermId: ids.term30,
      quickOrderSetting: { isActive: true, truckId: null },
      companyInfo: { name: 'Paletten GmbH', code: 'P1', invoiceEmail: 'rechnung@paletten.ch' },
      users: { added: [{ email: ' Einkauf@Paletten.CH ', password: 'Paletten-Pass-1', permissions: [] }] },
      contactPersons: { added: [{ firstName: 'Paul', lastName: 'Palett', title: 1, promoItems: ['Kalender', 'Agenda'] }] },
    });
    expect(created).toMatchObject({
      discount: '0.0500',
      deliveryCostMultiplier: '1.000',
      paymentTermId: ids.term30,
      isCompanyCustomer: true,
      hasQuickOrder: true,
      companyInfo: { name: 'Paletten GmbH', code: 'P1' },
      users: [{ email: 'einkauf@paletten.ch', active: true, permissions: [] }],
      contactPersons: [{ firstName: 'Paul', languageId: 1, promoItems: ['Kalender', 'Agenda'] }],
    });
    const login = createLoginService({ em, sessions: createSessionTokens('c'.repeat(40)) });
    await expect(login.login({ email: 'einkauf@paletten.ch', password: 'Paletten-Pass-1' })).resolves.toBeTruthy();
  });

  it('R001-7.027 refuses a duplicate user e-mail with "Der Eintrag {field} ist bereits vorhanden." and saves nothing of the change', async () => {
    const error = await failure(
      service().updateCustomer(admin, {
        id: ids.a,
        discount: '0.1',
        contactPersons: { added: [{ firstName: 'Halb', lastName: 'Gespeichert' }] },
        users: { added: [{ email: 'BESETZT@example.ch' }] },
      }),
    );
    expect(error.kind).toBe('conflict');
    expect(error.errors).toEqual([{ message: 'Der Eintrag {field} ist bereits vorhanden.', params: { field: 'besetzt@example.ch' }, field: 'email' }]);
    const after = await service().getCustomer(admin, ids.a);
    expect(after.discount).toBe('0.0000');
    expect(after.contactPersons.map((person) => person.firstName)).toEqual(['Erika']);
    expect(invalidated).not.toContain(ids.a);
  });

  it('R001-7.027 R001-3.01 applies user changes (added, updated, deleted) and contact person changes; drops cached prices on a discount change', async () => {
    const first = await service().updateCustomer(admin, {
      id: ids.a,
      discount: '0.1',
      deliveryCostMultiplier: '1.1',
      users: { added: [{ email: 'eins@kisten.ch' }, { email: 'zwei@kisten.ch' }] },
    });
    expect(invalidated).toContain(ids.a);
    const [eins, zwei] = first.users;
    const person = first.contactPersons[0]!;
    const second = await service().updateCustomer(admin, {
      id: ids.a,
      users: { updated: [{ id: eins!.id, email: 'neu@kisten.ch', active: false, permissions: [Permission.ADMIN_QUOTE] }], deleted: [zwei!.id] },
      contactPersons: { updated: [{ ...person, firstName: 'Erika', lastName: 'Holz', promoItems: ['Agenda'] }], added: [{ firstName: 'Max', lastName: 'Muster' }] },
    });
    expect(second.users).toEqual([expect.objectContaining({ id: eins!.id, email: 'neu@kisten.ch', active: false, permissions: [Permission.ADMIN_QUOTE] })]);
    expect(second.contactPersons.map((p) => [p.lastName, p.promoItems])).toEqual([
      ['Holz', ['Agenda']],
      ['Muster', []],
    ]);
    expect(await em().count(User, { email: 'zwei@kisten.ch' })).toBe(0);
    // Nobody grants a permission they do not hold.
    const lacking = asCustomer(999_999, [Permission.ADMIN_CUSTOMER]);
    expect((await failure(service().updateCustomer(lacking, { id: ids.a, users: { updated: [{ id: eins!.id, permissions: [Permission.ADMIN_PRODUCT] }] } }))).kind).toBe('forbidden');
    // removeCompanyInfo
    await service().updateCustomer(admin, { id: ids.a, companyInfo: { name: 'Kisten AG' } });
    expect((await service().updateCustomer(admin, { id: ids.a, removeCompanyInfo: true })).isCompanyCustomer).toBe(false);
  });

  it('R001-7.029 R001-7.025 soft-deletes a customer: deletedAt set, listed only under status deleted', async () => {
    const created = await service().createCustomer(admin, { users: { added: [{ email: 'weg@example.ch', password: 'Weg-Passwort-12' }] } });
    await service().deleteCustomer(admin, created.id);
    const row = await em().findOneOrFail(Customer, { id: created.id });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect((await service().listCustomers(admin)).map((c) => c.id)).not.toContain(created.id);
    expect((await service().listCustomers(admin, { status: 'deleted' })).map((c) => c.id)).toEqual([created.id]);
    expect((await service().listCustomers(admin, { ids: `${ids.a},${created.id}` })).map((c) => c.id)).toEqual([ids.a, created.id]);
    const login = createLoginService({ em, sessions: createSessionTokens('c'.repeat(40)) });
    expect(await login.login({ email: 'weg@example.ch', password: 'Weg-Passwort-12' }).then(() => 'ok', () => 'refused')).toBe('refused');
    expect((await failure(service().deleteCustomer(admin, created.id))).kind).toBe('not_found');
  });

  it('R001-7.023 R001-7.024 R001-7.031 R001-7.032 lists promo items, a promotion and the correspondence contacts (CSV safe against formulas)', async () => {
    expect(await service().promoItems(admin)).toEqual(expect.arrayContaining(['Agenda', 'Kalender']));
    expect((await service().promotion(admin, ids.a)).contactPersons[0]).toMatchObject({ lastName: 'Holz', promoItems: ['Agenda'] });
    const rows = await service().correspondenceContacts(admin);
    expect(rows.find((row) => row.customerId === ids.a)).toMatchObject({ addressName: 'Kisten AG', city: 'Niedergösgen', lastName: 'Holz' });
    const csv = correspondenceCsv([{ ...rows[0]!, lastName: '=HYPERLINK("x")' }]);
    expect(csv.startsWith('\uFEFFcustomerId;contactPersonId;')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('R001-7.009 R001-7.010 R001-7.011 reads and changes a user; sends reset mails through the password-reset service', async () => {
    const user = await em().findOneOrFail(User, { email: 'besetzt@example.ch' });
    expect(await service().getUser(admin, user.id)).toMatchObject({ customerId: ids.b, email: 'besetzt@example.ch' });
    expect((await failure(service().updateUser(admin, user.id, { email: 'einkauf@paletten.ch' }))).kind).toBe('conflict');
    expect(await service().updateUser(admin, user.id, { active: false })).toMatchObject({ active: false });
    expect(await service().resetPasswords(admin, { emails: ['A@x.ch', 'a@x.ch', 'b@x.ch'], shopType: 'moebel' })).toEqual({ requested: 2 });
    expect(resetMails).toEqual(['a@x.ch', 'b@x.ch']);
    // The link opens the shop staff chose (decision 1011), not the packaging shop by default.
    expect(resetModes).toEqual(['moebel', 'moebel']);
  });

  it('refuses every administration operation without ADMIN_CUSTOMER, in the engine too', async () => {
    const customer = customerCtx(ids.a);
    const product = asCustomer(ids.a, [Permission.ADMIN_PRODUCT]);
    for (const ctx of [customer, product]) {
      expect((await failure(service().listCustomers(ctx))).kind).toBe('forbidden');
      expect((await failure(service().updateCustomer(ctx, { id: ids.a, discount: '0.5' }))).kind).toBe('forbidden');
      expect((await failure(service().getUser(ctx, 1))).kind).toBe('forbidden');
    }
    expect((await failure(service().listCustomers(asGuest()))).kind).toBe('unauthenticated');
  });
});

describe('payment terms, skonto and logo: customers reach only their own', () => {
  it('R000-7.22 R000-7.23 a customer gets its own term and skonto; another customer id is refused; admins get all', async () => {
    expect(await service().paymentTerms(customerCtx(ids.a))).toEqual([{ id: ids.term30, name: '30 Tage netto', days: 30 }]);
    expect(await service().paymentTerms(customerCtx(ids.a), ids.a)).toEqual([{ id: ids.term30, name: '30 Tage netto', days: 30 }]);
    expect(await service().skontos(customerCtx(ids.a))).toEqual([{ id: ids.skonto, name: '2% 10 Tage', days: 10, percent: '2.00' }]);
    expect(await service().skontos(customerCtx(ids.b))).toEqual([]);
    expect((await failure(service().paymentTerms(customerCtx(ids.a), ids.b))).kind).toBe('forbidden');
    expect((await failure(service().skontos(customerCtx(ids.a), ids.b))).kind).toBe('forbidden');
    expect((await service().paymentTerms(admin)).map((term) => term.days)).toEqual([10, 30]);
    expect(await service().paymentTerms(admin, ids.b)).toEqual([{ id: ids.term10, name: '10 Tage netto', days: 10 }]);
    expect((await failure(service().paymentTerms(asGuest()))).kind).toBe('unauthenticated');
  });

  it('R000-7.33 R001-7.030 serves the own logo; customer A cannot read B\'s logo; no logo is not found', async () => {
    expect(await service().customerLogo(customerCtx(ids.b), ids.b)).toEqual({ bytes: Buffer.from('png'), contentType: 'image/png' });
    expect((await failure(service().customerLogo(customerCtx(ids.a), ids.b))).kind).toBe('forbidden');
    expect((await failure(service().customerLogo(customerCtx(ids.a), ids.a))).kind).toBe('not_found');
    expect((await service().customerLogo(admin, ids.b)).contentType).toBe('image/png');
  });
});

describe('own profile (konto, zugangsdaten)', () => {
  const profile = () => createProfileService({ em });

  it('R000-2.48 R000-2.49 edits only own contact persons; e-mail and password changes ask for the current password', async () => {
    const created = await service().createCustomer(admin, {
      users: { added: [{ email: 'profil@example.ch', password: 'Profil-Passwort-1' }] },
      contactPersons: { added: [{ firstName: 'Pia', lastName: 'Profil' }] },
    });
    const ctx = { ...asCustomer(created.id), email: 'profil@example.ch' };
    const account = await profile().ownAccount(ctx);
    expect(account.contactPersons.map((person) => person.firstName)).toEqual(['Pia']);
    await profile().saveOwnContactPerson(ctx, { id: account.contactPersons[0]!.id, firstName: 'Pia', lastName: 'Neu' });
    await profile().saveOwnContactPerson(ctx, { firstName: 'Zweite', lastName: 'Person' });
    expect((await profile().ownAccount(ctx)).contactPersons.map((person) => person.lastName)).toEqual(['Neu', 'Person']);
    // Another customer's contact person is not found for this caller.
    const foreign = await em().findOneOrFail(ContactPerson, { customer: ids.a, deletedAt: null });
    expect((await failure(profile().saveOwnContactPerson(ctx, { id: foreign.id, firstName: 'X', lastName: 'Y' }))).kind).toBe('not_found');

    const wrong = await failure(profile().changeEmail(ctx, { email: 'neu@example.ch', currentPassword: 'falsch' }));
    expect(wrong.errors[0]?.message).toBe(CURRENT_PASSWORD_WRONG_MESSAGE);
    expect((await failure(profile().changeEmail(ctx, { email: 'besetzt@example.ch', currentPassword: 'Profil-Passwort-1' }))).kind).toBe('conflict');
    expect(await profile().changeEmail(ctx, { email: 'Neu@Example.ch', currentPassword: 'Profil-Passwort-1' })).toEqual({ email: 'neu@example.ch' });
    const moved = { ...ctx, email: 'neu@example.ch' };
    expect((await failure(profile().changePassword(moved, { currentPassword: 'falsch', password: 'Neues-Passwort-1', passwordRepeat: 'Neues-Passwort-1' }))).kind).toBe('invalid');
    await profile().changePassword(moved, { currentPassword: 'Profil-Passwort-1', password: 'Neues-Passwort-1', passwordRepeat: 'Neues-Passwort-1' });
    const login = createLoginService({ em, sessions: createSessionTokens('c'.repeat(40)) });
    await expect(login.login({ email: 'neu@example.ch', password: 'Neues-Passwort-1' })).resolves.toBeTruthy();
  });

  it('limits wrong current passwords like logins (decisions 300, 342): after 5 the right one is refused too, and the login of that e-mail from that client is locked', async () => {
    const created = await service().createCustomer(admin, { users: { added: [{ email: 'rate@example.ch', password: 'Rate-Passwort-1' }] } });
    const ctx = { ...asCustomer(created.id), email: 'rate@example.ch' };
    const limited = createProfileService({ em });
    const here = { clientAddress: '192.0.2.7' };
    for (let i = 0; i < 5; i++) {
      const wrong = await failure(limited.changePassword(ctx, { currentPassword: `falsch-${i}`, password: 'Neues-Passwort-9', passwordRepeat: 'Neues-Passwort-9' }, here));
      expect(wrong.errors[0]).toMatchObject({ message: CURRENT_PASSWORD_WRONG_MESSAGE, field: 'currentPassword' });
    }
    const locked = await failure(limited.changeEmail(ctx, { email: 'anders@example.ch', currentPassword: 'Rate-Passwort-1' }, here));
    expect(locked.kind).toBe('invalid');
    expect(locked.errors[0]).toMatchObject({ message: TOO_MANY_ATTEMPTS_MESSAGE, field: 'currentPassword', params: { minutes: expect.any(Number) } });
    const login = createLoginService({ em, sessions: createSessionTokens('c'.repeat(40)) });
    expect((await failure(login.login({ email: 'rate@example.ch', password: 'Rate-Passwort-1' }, here))).errors[0]!.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    // Nothing changed, and the limit ends with the window.
    expect((await em().findOneOrFail(User, { email: 'rate@example.ch' })).email).toBe('rate@example.ch');
    const later = createProfileService({ em, now: () => new Date(Date.now() + 16 * 60_000) });
    expect(await later.changeEmail(ctx, { email: 'rate-neu@example.ch', currentPassword: 'Rate-Passwort-1' }, here)).toEqual({ email: 'rate-neu@example.ch' });
  });
});
