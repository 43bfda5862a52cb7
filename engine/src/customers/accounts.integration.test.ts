import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asCustomer, asGuest } from '../../test/world';
import { Permission } from '../auth/permissions';
import { createLoginService } from '../auth/login-service';
import { createPasswordResetService, RESET_LINK_INVALID_MESSAGE } from '../auth/password-reset-service';
import { PasswordResetToken } from '../auth/password-reset-token.entity';
import { createSessionTokens } from '../auth/session';
import type { ZodError } from 'zod';
import type { EngineError } from '../errors';
import { translateValidation } from '../validation/messages';
import { createMailer } from '../mail/mailer';
import { startTestSmtpServer } from '../mail/test-smtp-server';
import { createAddressService } from './address-service';
import { Address, CaptchaQuestion, CompanyInfo, ContactPerson, Customer, CustomerOrderSettings, User } from './customer.entity';
import { CAPTCHA_WRONG_MESSAGE, REGISTRATION_FAILED_MESSAGE, createRegistrationService } from './registration-service';

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
const sessions = createSessionTokens('r'.repeat(40));
const registration = () => createRegistrationService({ em, sessions });
const addresses = () => createAddressService({ em });
let questionId: number;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

/** The zod issues a schema refused an input with: field path and message key. */
const issuesOf = (error: unknown) => (error as ZodError).issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => {
    throw new Error('expected a failure');
  }, (e: unknown) => e);
}

const contactPerson = { title: 2, firstName: 'Erika', lastName: 'Holz', phone: '+41 62 111 22 33', languageId: 1 };
const personInput = (email: string, answer = 'vier') => ({
  email,
  password: 'Sicheres-Passwort-1',
  passwordRepeat: 'Sicheres-Passwort-1',
  captcha: { questionId, answer },
  address: { name: 'Erika Holz', street: 'Dorfstrasse 1', zipCode: '5013', city: 'Niedergösgen', country: 'CH' },
  contactPerson,
});

beforeAll(async () => {
  db = await createTestDatabase();
  const fork = em();
  const question = fork.create(CaptchaQuestion, { questionDe: 'Wie viele Beine hat ein Stuhl?', questionFr: 'Combien de pieds ?', questionEn: 'How many legs?', answers: ['4', 'vier'] });
  fork.create(CaptchaQuestion, { questionDe: 'Alt', questionFr: 'Alt', questionEn: 'Old', answers: ['x'], active: false });
  await fork.flush();
  questionId = question.id;
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
  await db?.close();
});

describe('registration', () => {
  it('R000-7.09 checks the security question trimmed and case-insensitively; -1 or an inactive question is wrong', async () => {
    expect(await registration().validateCaptcha({ questionId, answer: '  VIER ' })).toEqual({ valid: true });
    expect(await registration().validateCaptcha({ questionId, answer: 'drei' })).toEqual({ valid: false });
    expect(await registration().validateCaptcha({ questionId: -1, answer: 'vier' })).toEqual({ valid: false });
    const inactive = await em().findOneOrFail(CaptchaQuestion, { questionDe: 'Alt' });
    expect(await registration().validateCaptcha({ questionId: inactive.id, answer: 'x' })).toEqual({ valid: false });
    const challenge = await registration().randomCaptcha({ locale: 'en-US' as never });
    expect(challenge).toEqual({ questionId, question: 'How many legs?' });
  });

  it('R000-7.05 R000-3.18 R000-3.20 registers a person with address and contact person, logged in at once', async () => {
    const result = await registration().registerPerson(personInput(' Erika@Example.CH '));
    expect(result.payload).toMatchObject({ email: 'erika@example.ch', isCompanyCustomer: false, hasQuickOrder: false, perm: [] });
    expect((await sessions.verify(result.token))?.payload.customerId).toBe(result.payload.customerId);
    const customerId = result.payload.customerId;
    const [address] = await em().find(Address, { customer: customerId });
    expect(address).toMatchObject({ zipCode: '5013', country: 'CH', fixedDeliveryCost: '-1.00', isDefaultShipping: true, isDefaultInvoice: true });
    expect(await em().findOneOrFail(ContactPerson, { customer: customerId })).toMatchObject({ firstName: 'Erika', title: 2, languageId: 1, email: 'erika@example.ch' });
    expect((await em().findOneOrFail(User, { email: 'erika@example.ch' })).passwordHash).toMatch(/^\$argon2id\$/);
    // The new account logs in with its password.
    await expect(createLoginService({ em, sessions }).login({ email: 'erika@example.ch', password: 'Sicheres-Passwort-1' })).resolves.toBeTruthy();
  });

  it('R000-7.06 R000-3.21 registers a company: CompanyInfo makes it a company customer', async () => {
    const result = await registration().registerCompany({
      email: 'info@kisten.ch',
      password: 'Firmen-Passwort-22',
      name: 'Kisten GmbH',
      addition: 'Logistik',
      invoiceEmail: 'rechnung@kisten.ch',
      captcha: { questionId, answer: '4' },
      contactPerson,
    });
    expect(result.payload.isCompanyCustomer).toBe(true);
    expect(await em().findOneOrFail(CompanyInfo, { customer: result.payload.customerId })).toMatchObject({ name: 'Kisten GmbH', invoiceEmail: 'rechnung@kisten.ch' });
  });

  it('R000-3.19 refuses a wrong captcha and a duplicate e-mail (without naming it) with the spec texts; nothing is half-saved', async () => {
    const customersBefore = await em().count(Customer, {});
    const wrong = (await failure(registration().registerPerson(personInput('neu@example.ch', 'fünf')))) as EngineError;
    expect(wrong.errors[0]).toMatchObject({ message: CAPTCHA_WRONG_MESSAGE });
    const empty = (await failure(registration().registerPerson({ ...personInput('neu@example.ch'), captcha: { questionId: -1, answer: '' } }))) as EngineError;
    expect(empty.errors[0]!.message).toBe(CAPTCHA_WRONG_MESSAGE);
    // An existing e-mail is not named (no enumeration); the spec's registration failure answers.
    const duplicate = (await failure(registration().registerPerson(personInput('ERIKA@example.ch')))) as EngineError;
    expect(duplicate.kind).toBe('invalid');
    expect(duplicate.errors).toEqual([{ message: REGISTRATION_FAILED_MESSAGE }]);
    expect(JSON.stringify(duplicate.errors)).not.toContain('erika');
    expect(await em().count(Customer, {})).toBe(customersBefore);
  });

  it('checks the password rules, its repetition and the ZIP by country', async () => {
    const short = await failure(registration().registerPerson({ ...personInput('kurz@example.ch'), password: 'kurz', passwordRepeat: 'kurz' }));
    expect(JSON.stringify(short)).toContain('validation.min');
    const mismatch = await failure(registration().registerPerson({ ...personInput('x@example.ch'), passwordRepeat: 'anders-anders' }));
    expect(JSON.stringify(mismatch)).toContain('validation.password');
    const zip = await failure(registration().registerPerson({ ...personInput('zip@example.ch'), address: { ...personInput('').address, zipCode: '50130' } }));
    expect(JSON.stringify(zip)).toContain('validation.zipCodeByCountry');
    const german = await registration().registerPerson({ ...personInput('de@example.ch'), address: { ...personInput('').address, zipCode: '79539', country: 'DE' } });
    expect(german.payload.customerId).toBeGreaterThan(0);
  });

  it('R000-3.14 refuses a registration address outside the countries the shop delivers to, in the shopper’s language (decision 1180)', async () => {
    const customersBefore = await em().count(Customer, {});
    const usAddress = { ...personInput('').address, zipCode: '10001', city: 'New York', country: 'US' };
    const person = issuesOf(await failure(registration().registerPerson({ ...personInput('us@example.ch'), address: usAddress })));
    expect(person).toEqual([{ message: 'validation.deliveryCountry', field: 'address.country' }]);
    expect(translateValidation(person[0]!.message, undefined, 'fr-FR')).toBe('Nous livrons en Suisse, au Liechtenstein, en Allemagne, en Autriche, en France et en Italie');
    expect(translateValidation(person[0]!.message, undefined, 'en-US')).toBe('We deliver to Switzerland, Liechtenstein, Germany, Austria, France and Italy');
    const company = await failure(registration().registerCompany({ ...personInput('us-firma@example.ch'), name: 'US Crates Inc.', invoiceEmail: 'ap@example.com', address: usAddress }));
    expect(issuesOf(company)).toEqual([{ message: 'validation.deliveryCountry', field: 'address.country' }]);
    expect(await em().count(Customer, {})).toBe(customersBefore);
    // A neighbour the shop delivers to by FedEx is fine, lower case too.
    const austrian = await registration().registerPerson({ ...personInput('at@example.ch'), address: { ...personInput('').address, zipCode: '1010', city: 'Wien', country: 'at' } });
    expect(austrian.payload.customerId).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  it('R000-7.07 R000-7.08 mails a single-use link that works once and expires; only a hash is stored', async () => {
    let clock = Date.now();
    const mailer = createMailer({ em, smtpUrl: smtp.url, from: 'shop@holzwerk.example' });
    const reset = createPasswordResetService({ em, mailer, publicUrl: 'https://shop.example', now: () => new Date(clock) });
    const before = smtp.mails.length;
    // Unknown e-mails get the same answer and no mail.
    expect(await reset.requestPasswordReset(asGuest(), { email: 'niemand@example.ch' })).toEqual({ ok: true });
    expect(await reset.requestPasswordReset(asGuest(), { email: 'Erika@example.ch' })).toEqual({ ok: true });
    const mails = await smtp.waitFor(before + 1);
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toEqual(['erika@example.ch']);
    const link = mail.text.match(/https:\/\/shop\.example\/user\/reset-password\?token=([\w-]+)/);
    expect(link).not.toBeNull();
    const token = link![1]!;
    const stored = await em().find(PasswordResetToken, {});
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    await reset.resetPassword({ token, password: 'Neues-Passwort-77', passwordRepeat: 'Neues-Passwort-77' });
    await expect(createLoginService({ em, sessions }).login({ email: 'erika@example.ch', password: 'Neues-Passwort-77' })).resolves.toBeTruthy();
    const again = (await failure(reset.resetPassword({ token, password: 'Noch-eins-neu-1', passwordRepeat: 'Noch-eins-neu-1' }))) as EngineError;
    expect(again.errors[0]!.message).toBe(RESET_LINK_INVALID_MESSAGE);

    await reset.requestPasswordReset(asGuest(), { email: 'erika@example.ch' });
    const late = (await smtp.waitFor(before + 2)).at(-1)!.text.match(/token=([\w-]+)/)![1]!;
    clock += 61 * 60_000;
    const expired = (await failure(reset.resetPassword({ token: late, password: 'Zu-spaet-12345', passwordRepeat: 'Zu-spaet-12345' }))) as EngineError;
    expect(expired.errors[0]!.message).toBe(RESET_LINK_INVALID_MESSAGE);
    const mismatch = await failure(reset.resetPassword({ token: late, password: 'Zu-spaet-12345', passwordRepeat: 'anders' }));
    expect(JSON.stringify(mismatch)).toContain('validation.password');
    // A reset asked for in (or by staff for) the furniture shop links to that shop (decision 1011).
    await reset.requestPasswordReset({ ...asGuest(), shopMode: 'moebel' }, { email: 'erika@example.ch' });
    expect((await smtp.waitFor(before + 3)).at(-1)!.text).toMatch(/https:\/\/shop\.example\/user\/reset-password\?token=[\w-]+&modus=moebel/);
    mailer.close();
  });
});

describe('address book', () => {
  let own: number;
  let other: number;
  const customer = (customerId: number) => asCustomer(customerId);
  const admin = asCustomer(999_999, [Permission.ADMIN_CUSTOMER]);
  const input = { name: 'Lager', street: 'Hauptstrasse 3', zipCode: '4653', city: 'Obergösgen' };

  beforeAll(async () => {
    const fork = em();
    const a = fork.create(Customer, {});
    const b = fork.create(Customer, {});
    await fork.flush();
    own = a.id;
    other = b.id;
  });

  it('R000-7.11 R000-7.12 R000-7.13 R000-7.14 R000-3.14 R000-3.15 creates, reads, updates and deletes addresses of the own customer', async () => {
    const created = await addresses().createAddress(customer(own), own, { ...input, isDefaultShipping: true });
    expect(created).toMatchObject({ customerId: own, country: 'CH', fixedDeliveryCost: '-1.00', isDefaultShipping: true });
    const updated = await addresses().updateAddress(customer(own), own, created.id, { ...input, city: 'Winznau', zipCode: '4652' });
    expect(updated).toMatchObject({ city: 'Winznau', isDefaultShipping: false });
    expect((await addresses().listAddresses(customer(own), own)).map((a) => a.id)).toEqual([created.id]);
    await addresses().deleteAddress(customer(own), own, created.id);
    expect(await addresses().listAddresses(customer(own), own)).toEqual([]);
    expect(await em().findOne(Address, { id: created.id })).not.toBeNull(); // kept for orders (soft delete)
  });

  it('keeps one default shipping and one default invoice address per customer', async () => {
    const first = await addresses().createAddress(customer(own), own, { ...input, isDefaultShipping: true, isDefaultInvoice: true });
    const second = await addresses().createAddress(customer(own), own, { ...input, name: 'Zweit', isDefaultShipping: true });
    const list = await addresses().listAddresses(customer(own), own);
    expect(list.filter((a) => a.isDefaultShipping).map((a) => a.id)).toEqual([second.id]);
    expect(list.filter((a) => a.isDefaultInvoice).map((a) => a.id)).toEqual([first.id]);
  });

  it('checks the ZIP by country', async () => {
    const error = await failure(addresses().createAddress(customer(own), own, { ...input, zipCode: 'ABC-1234567' }));
    expect(JSON.stringify(error)).toContain('validation.zipCodeByCountry');
    await expect(addresses().createAddress(admin, own, { ...input, zipCode: 'SW1A 1AA', country: 'GB' })).resolves.toMatchObject({ country: 'GB' });
  });

  it('R000-3.14 a shopper’s address is in a country the shop delivers to; one staff saved abroad stays readable and editable in its country (decision 1180)', async () => {
    const london = { ...input, name: 'London office', zipCode: 'SW1A 1AA', city: 'London', country: 'GB' };
    const refused = issuesOf(await failure(addresses().createAddress(customer(own), own, london)));
    expect(refused).toEqual([{ message: 'validation.deliveryCountry', field: 'country' }]);
    expect(translateValidation(refused[0]!.message, undefined, 'de-CH')).toBe('Wir liefern in die Schweiz, nach Liechtenstein, Deutschland, Österreich, Frankreich und Italien');
    await expect(addresses().createAddress(customer(own), own, { ...input, zipCode: '6900', city: 'Lugano', country: 'ch' })).resolves.toMatchObject({ country: 'CH' });
    await expect(addresses().createAddress(customer(own), own, { ...input, zipCode: '20121', city: 'Milano', country: 'IT' })).resolves.toMatchObject({ country: 'IT' });

    // Staff save the London address; the shopper reads it, edits its street, keeps GB.
    const saved = await addresses().createAddress(admin, own, london);
    expect((await addresses().listAddresses(customer(own), own)).find((entry) => entry.id === saved.id)).toMatchObject({ country: 'GB', city: 'London' });
    await expect(addresses().updateAddress(customer(own), own, saved.id, { ...london, street: 'Downing Street 10', country: 'gb' })).resolves.toMatchObject({ street: 'Downing Street 10', country: 'GB' });
    // Moving it to another country outside the list is refused; into one the shop delivers to is fine.
    const moved = await failure(addresses().updateAddress(customer(own), own, saved.id, { ...london, zipCode: '10001', city: 'New York', country: 'US' }));
    expect(issuesOf(moved)).toEqual([{ message: 'validation.deliveryCountry', field: 'country' }]);
    // A Swiss address cannot be turned into one abroad either.
    const swiss = await addresses().createAddress(customer(own), own, input);
    expect(issuesOf(await failure(addresses().updateAddress(customer(own), own, swiss.id, london)))).toEqual([{ message: 'validation.deliveryCountry', field: 'country' }]);
    await expect(addresses().updateAddress(customer(own), own, saved.id, { ...london, zipCode: '10115', city: 'Berlin', country: 'DE' })).resolves.toMatchObject({ country: 'DE' });
  });

  it('lets only admins set fixedDeliveryCost', async () => {
    const refused = (await failure(addresses().createAddress(customer(own), own, { ...input, fixedDeliveryCost: '0' }))) as EngineError;
    expect(refused.kind).toBe('forbidden');
    const byAdmin = await addresses().createAddress(admin, own, { ...input, fixedDeliveryCost: '45.5' });
    expect(byAdmin.fixedDeliveryCost).toBe('45.50');
    // The customer may save the address again unchanged (the cost is sent back as it was).
    await expect(addresses().updateAddress(customer(own), own, byAdmin.id, { ...input, fixedDeliveryCost: '45.50' })).resolves.toMatchObject({ fixedDeliveryCost: '45.50' });
  });

  it("refuses customer A on customer B's addresses, also by address id", async () => {
    const b = await addresses().createAddress(customer(other), other, input);
    expect(((await failure(addresses().listAddresses(customer(own), other))) as EngineError).kind).toBe('forbidden');
    expect(((await failure(addresses().deleteAddress(customer(own), other, b.id))) as EngineError).kind).toBe('forbidden');
    // B's address under A's own id is simply not there.
    expect(((await failure(addresses().updateAddress(customer(own), own, b.id, input))) as EngineError).kind).toBe('not_found');
    expect(((await failure(addresses().listAddresses(asGuest(), own))) as EngineError).kind).toBe('unauthenticated');
  });

  it('R000-7.21 answers the preferred addresses of the order settings; deleting an address clears them', async () => {
    const a = await addresses().createAddress(customer(own), own, input);
    const fork = em();
    fork.create(CustomerOrderSettings, { customer: own, invoiceEmail: 'r@example.ch', preferredDeliveryAddress: a.id, preferredInvoiceAddress: a.id });
    await fork.flush();
    expect(await addresses().orderSettings(customer(own), own)).toEqual({ invoiceEmail: 'r@example.ch', preferredDeliveryAddressId: a.id, preferredInvoiceAddressId: a.id });
    await addresses().deleteAddress(customer(own), own, a.id);
    expect(await addresses().orderSettings(customer(own), own)).toMatchObject({ preferredDeliveryAddressId: null, preferredInvoiceAddressId: null });
  });
});
