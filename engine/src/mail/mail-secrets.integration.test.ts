import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration20261201200000_mail_secrets } from '../../../migrations/Migration20261201200000_mail_secrets';
import { createTestDatabase } from '../../test/database';
import { asCustomer, asGuest, givenCustomer } from '../../test/world';
import { hashPassword } from '../auth/password';
import { createPasswordResetService, RESET_LINK_INVALID_MESSAGE } from '../auth/password-reset-service';
import { Permission } from '../auth/permissions';
import { loadEnv } from '../config/env';
import { User } from '../customers/customer.entity';
import { createEngine, type Engine } from '../engine';
import { createMailer } from './mailer';
import { SentMail } from './sent-mail.entity';
import { startTestSmtpServer } from './test-smtp-server';

/**
 * No stored mail holds a secret meant for someone else (decision 1087): a reset link, a quote's
 * PIN, a pay-again link reach their owner over SMTP (or the local mailbox folder) only; the copy
 * the back office shows has markers, is shown only to the permission of its topic, and "Erneut
 * senden" makes a fresh secret through the use case instead of replaying the old one.
 */

const PUBLIC_URL = 'https://shop.example';
const RESET_LINK = /https:\/\/shop\.example\/user\/reset-password\?token=([\w-]+)/;
const orderDesk = asCustomer(1, [Permission.ADMIN_QUOTE]);
const customerCare = asCustomer(1, [Permission.ADMIN_CUSTOMER]);

let engine: Engine;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-mail-secrets-'));
const em = () => engine.database.orm.em.fork() as EntityManager;

/** A user who may log in (a reset mail goes only to such a one). */
async function givenLogin(email: string): Promise<number> {
  const fork = em();
  const { customer } = givenCustomer(fork);
  const user = fork.create(User, { customer, email, passwordHash: await hashPassword('Altes-Passwort-1'), permissions: [] });
  await fork.flush();
  return user.id;
}

const tokenOf = (text: string | undefined) => RESET_LINK.exec(text ?? '')?.[1];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  engine = await createEngine({ env: loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: smtp.url, PUBLIC_URL }), database: await createTestDatabase() });
}, 120_000);
afterAll(async () => {
  await engine?.close();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a reset mail keeps its link out of the archive (decision 1087)', () => {
  it('R000-7.07 the SMTP server gets the link; the stored row has a marker, no token, and nothing kept after delivery', async () => {
    const email = 'erika.secret@example.ch';
    const userId = await givenLogin(email);
    await engine.auth.passwordReset.requestPasswordReset(asGuest(), { email });
    const [delivered] = await smtp.waitForMailsTo(email);
    const token = tokenOf(delivered?.text);
    expect(token).toBeDefined();
    expect(delivered!.raw).toContain('reset-password?token=');

    const row = await em().findOneOrFail(SentMail, { to: email }, { orderBy: { id: 'desc' } });
    expect(row.text).not.toContain(token);
    expect(row.text).not.toContain('reset-password?token=');
    expect(row.text).toContain('[persönlicher Link – nur im zugestellten Mail]');
    expect(row).toMatchObject({ status: 'sent', topic: 'account', cause: { kind: 'password-reset', userId, locale: 'de-CH', shopMode: 'verpackung' }, deliveryText: null, deliveryHtml: null });
    // Nowhere in the row: not in a column the back office does not show either.
    const [raw] = await em().getConnection().execute<Record<string, unknown>[]>('select * from sent_mail where id = ?', [row.id]);
    expect(JSON.stringify(raw)).not.toContain(token);
    // The back office's list shows the marker to customer care.
    const listed = (await engine.mail.desk.listMails(customerCare, { q: email })).mails;
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(token);
    expect(listed[0]).toMatchObject({ topic: 'account', personal: true });
  });

  it('[ops] a reset mail written in its transaction and delivered later by another instance’s deliverDue still carries the real link', async () => {
    const email = 'spaeter.secret@example.ch';
    await givenLogin(email);
    const down = await startTestSmtpServer({ reject: true });
    const first = createMailer({ em, smtpUrl: down.url, from: 'shop@holzwerk.example', backoffMs: () => 0 });
    const second = createMailer({ em, smtpUrl: down.url, from: 'shop@holzwerk.example', backoffMs: () => 0 });
    try {
      await createPasswordResetService({ em, mailer: first, publicUrl: PUBLIC_URL }).requestPasswordReset(asGuest(), { email });
      // Refused right after the commit: queued, the stored text redacted, the real one waiting for delivery.
      const queued = await em().findOneOrFail(SentMail, { to: email });
      expect(queued.status).toBe('queued');
      expect(queued.text).not.toMatch(RESET_LINK);
      expect(queued.deliveryText).toMatch(RESET_LINK);
      down.refuse(false);
      expect(await second.deliverDue()).toMatchObject({ sent: 1 });
      const [delivered] = await down.waitForMailsTo(email);
      const token = tokenOf(delivered?.text);
      expect(token).toBeDefined();
      expect(await em().findOneOrFail(SentMail, { id: queued.id })).toMatchObject({ status: 'sent', deliveryText: null });
      // The delivered link works.
      await expect(engine.auth.passwordReset.resetPassword({ token: token!, password: 'Neues-Passwort-33', passwordRepeat: 'Neues-Passwort-33' })).resolves.toEqual({ ok: true });
    } finally {
      first.close();
      second.close();
      await down.close();
    }
  });

  it('R001-2.13 "Erneut senden" of a reset mail sends a new working link; the old one no longer works', async () => {
    const email = 'neu.secret@example.ch';
    await givenLogin(email);
    await engine.auth.passwordReset.requestPasswordReset({ ...asGuest(), locale: 'fr-FR', shopMode: 'moebel' }, { email });
    const oldToken = tokenOf((await smtp.waitForMailsTo(email, 1)).at(-1)?.text);
    const [stored] = (await engine.mail.desk.listMails(customerCare, { q: email })).mails;
    expect(stored?.text).toContain('[lien personnel – seulement dans l’e-mail envoyé]');
    const again = await engine.mail.desk.resend(customerCare, stored!.id);
    expect(again.id).toBeGreaterThan(stored!.id);
    const delivered = (await smtp.waitForMailsTo(email, 2)).at(-1);
    const newToken = tokenOf(delivered?.text);
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(oldToken);
    // In the mail's language and shop, not the staff member's.
    expect(delivered?.text).toContain('Bonjour');
    expect(delivered?.text).toContain('&modus=moebel');
    expect(JSON.stringify(await em().findOneOrFail(SentMail, { id: again.id }))).not.toContain(newToken);
    await expect(engine.auth.passwordReset.resetPassword({ token: oldToken!, password: 'Neues-Passwort-44', passwordRepeat: 'Neues-Passwort-44' })).rejects.toMatchObject({
      errors: [{ message: RESET_LINK_INVALID_MESSAGE }],
    });
    await expect(engine.auth.passwordReset.resetPassword({ token: newToken!, password: 'Neues-Passwort-44', passwordRepeat: 'Neues-Passwort-44' })).resolves.toEqual({ ok: true });
  });

  it('a mail without a secret is re-sent as it was', async () => {
    const sent = await engine.mail.send({ to: 'kontakt.secret@example.ch', subject: 'Kontaktformular (Verpackung): Frage', text: 'Hallo', topic: 'contact' });
    const again = await engine.mail.desk.resend(orderDesk, sent.id);
    expect(again).toMatchObject({ to: sent.to, subject: sent.subject, text: 'Hallo', topic: 'contact', personal: false });
    expect((await smtp.waitForMailsTo('kontakt.secret@example.ch', 2)).at(-1)?.text).toContain('Hallo');
  });
});

describe('each permission reads the mails of its topics (decision 1087)', () => {
  const pdf = Buffer.from('%PDF-1.7 topic', 'latin1');
  let account: { id: number; attachmentId: number };
  let order: { id: number; attachmentId: number };

  beforeAll(async () => {
    const attachment = [{ filename: 'Beilage.pdf', content: pdf, contentType: 'application/pdf' }];
    const accountMail = await engine.mail.send({ to: 'konto.topic@example.ch', subject: 'Passwort zurücksetzen', text: 'Konto', topic: 'account', attachments: attachment });
    const orderMail = await engine.mail.send({ to: 'bestellung.topic@example.ch', subject: 'Ihre Bestellung B-2026-000777', text: 'Bestellung', topic: 'order', attachments: attachment });
    const attachmentOf = async (id: number) => (await engine.mail.desk.listMails(asCustomer(1, [Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER]), { q: id === accountMail.id ? 'konto.topic' : 'bestellung.topic' })).mails[0]!.attachments[0]!.id;
    account = { id: accountMail.id, attachmentId: await attachmentOf(accountMail.id) };
    order = { id: orderMail.id, attachmentId: await attachmentOf(orderMail.id) };
  });

  it('R001-2.13 the order desk (ADMIN_QUOTE only) neither lists, nor re-sends, nor downloads account mails', async () => {
    const listed = (await engine.mail.desk.listMails(orderDesk)).mails;
    expect(listed.some((mail) => mail.topic === 'account')).toBe(false);
    expect(listed.map((mail) => mail.id)).toContain(order.id);
    expect((await engine.mail.desk.listMails(orderDesk, { q: 'konto.topic' })).total).toBe(0);
    await expect(engine.mail.desk.resend(orderDesk, account.id)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(engine.mail.desk.attachment(orderDesk, account.attachmentId)).rejects.toMatchObject({ kind: 'not_found' });
    expect((await engine.mail.desk.attachment(orderDesk, order.attachmentId)).content.equals(pdf)).toBe(true);
  });

  it('R001-2.13 customer care (ADMIN_CUSTOMER only) reads account and contact mails, not order or quote mails', async () => {
    const listed = (await engine.mail.desk.listMails(customerCare)).mails;
    expect(new Set(listed.map((mail) => mail.topic))).toEqual(new Set(['account', 'contact']));
    await expect(engine.mail.desk.resend(customerCare, order.id)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(engine.mail.desk.attachment(customerCare, order.attachmentId)).rejects.toMatchObject({ kind: 'not_found' });
    expect((await engine.mail.desk.attachment(customerCare, account.attachmentId)).content.equals(pdf)).toBe(true);
  });
});

describe('the local mail catcher without SMTP_URL (decision 1087)', () => {
  it('writes each delivered mail raw with its secret into the mailbox folder, for the machine’s owner only; the stored copy is redacted', async () => {
    const mailbox = join(dataDir, 'mailbox-test');
    const catcher = createMailer({ em, mailboxDir: mailbox, from: 'shop@holzwerk.example' });
    try {
      const link = `${PUBLIC_URL}/user/reset-password?token=lokal-geheim-123`;
      const sent = await catcher.send({
        to: 'lokal.secret@example.ch',
        subject: 'Passwort zurücksetzen',
        text: `Guten Tag\n\n${link}\n`,
        topic: 'account',
        secrets: { links: [link], cause: { kind: 'password-reset', userId: 1, locale: 'de-CH', shopMode: 'verpackung' }, locale: 'de-CH' },
      });
      expect(sent).toMatchObject({ transport: 'catcher', status: 'sent', personal: true });
      expect(sent.text).not.toContain('lokal-geheim-123');
      expect(catcher.mailboxDir).toBe(mailbox);
      const files = readdirSync(mailbox).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const raw = readFileSync(join(mailbox, files[0]!), 'utf8');
      expect(raw).toContain('To: lokal.secret@example.ch');
      expect(raw.replace(/=\r?\n/g, '')).toContain('lokal-geheim-123');
      expect(statSync(mailbox).mode & 0o777).toBe(0o700);
      expect(statSync(join(mailbox, files[0]!)).mode & 0o777).toBe(0o600);
    } finally {
      catcher.close();
    }
  });
});

describe('the migration scrubs the archive (decision 1087)', () => {
  it('replaces reset links, pay-again links, quote links and PINs of old rows by markers of their language, rebuilds their cause and topic; a queued one keeps its real text for delivery', async () => {
    const userId = await givenLogin('alt.secret@example.ch');
    const fork = em();
    const old = (values: { to: string; subject: string; text: string; status?: string }) =>
      fork.create(SentMail, { attachments: [], transport: 'smtp', status: 'sent', attempts: 1, topic: 'other', ...values });
    const reset = old({ to: 'Alt.Secret@example.ch', subject: 'Passwort zurücksetzen', text: 'Guten Tag\n\nhttps://shop.example/user/reset-password?token=altes-Token_1&modus=moebel\n\nGrüsse' });
    const pay = old({ to: 'zahlung@example.ch', subject: 'Le paiement de votre commande B-2026-000042 n’est pas finalisé', text: 'Bonjour\n\nPayer maintenant : https://shop.example/checkout/bezahlen/42.abcdefghijklmnopqrstuvwxyz012345\n' });
    const quote = old({ to: 'offerte@example.ch', subject: 'Your quote O-2026-000007', text: 'Hello\n\nhttps://shop.example/checkout-quote/0b5e2a9c-1111-4222-8333-944445555666\nYour PIN: 482913\n', status: 'queued' });
    const contact = old({ to: 'shop@holzwerk.example', subject: 'Kontaktformular (Verpackung): Frage', text: 'Name: Erika' });
    await fork.flush();

    const migration = new Migration20261201200000_mail_secrets(engine.database.orm.em.getDriver(), engine.database.orm.config);
    await migration.up();
    const [alter, ...scrub] = migration.getQueries();
    expect(String(alter)).toContain('alter table "sent_mail"');
    for (const sql of scrub) await em().getConnection().execute(String(sql));

    const rows = new Map((await em().find(SentMail, { id: { $in: [reset.id, pay.id, quote.id, contact.id] } })).map((row) => [row.id, row]));
    expect(rows.get(reset.id)).toMatchObject({
      text: 'Guten Tag\n\n[persönlicher Link – nur im zugestellten Mail]\n\nGrüsse',
      topic: 'account',
      cause: { kind: 'password-reset', userId, locale: 'de-CH', shopMode: 'moebel' },
      deliveryText: null,
    });
    expect(rows.get(pay.id)).toMatchObject({ text: 'Bonjour\n\nPayer maintenant : [lien personnel – seulement dans l’e-mail envoyé]\n', topic: 'order', cause: { kind: 'pay-again', orderId: 42 } });
    expect(rows.get(quote.id)).toMatchObject({
      text: 'Hello\n\n[personal link – only in the delivered mail]\nYour PIN: [confidential – only in the delivered mail]\n',
      topic: 'quote',
      // No such quote (any more): resend answers not found.
      cause: { kind: 'quote-notification', quoteId: 0 },
      deliveryText: quote.text,
    });
    expect(rows.get(contact.id)).toMatchObject({ text: 'Name: Erika', topic: 'contact', cause: null });
  });
});
