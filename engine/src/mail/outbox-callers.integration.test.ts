import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TransactionEventArgs } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../../fixtures/demo/index';
import { demoLogins } from '../../../fixtures/demo/customers';
import { createTestDatabase } from '../../test/database';
import { asAdmin, asGuest, guestOrderInput } from '../../test/world';
import { Permission } from '../auth/permissions';
import { loadEnv } from '../config/env';
import { createEngine, type Engine } from '../engine';
import { Order, Quote } from '../requests/request.entity';
import { SentMail } from './sent-mail.entity';
import { startTestSmtpServer } from './test-smtp-server';

/**
 * Decision 870: every mail is written to the outbox in the transaction of what caused it. For each
 * caller: a failure injected at the commit of that transaction, after the mail was written, leaves
 * neither the cause nor a mail; a commit leaves exactly one mail of each kind, which two racing
 * workers deliver once (the mail server refuses until then, as if down for the hour).
 */
let engine: Engine;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-outbox-callers-'));
const em = () => engine.database.orm.em.fork() as EntityManager;
/** Set: the next outermost commit that wrote a mail fails (after the mail was written). */
let failCommitAfter: number | null = null;

beforeAll(async () => {
  smtp = await startTestSmtpServer({ reject: true });
  engine = await createEngine({ env: loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', SMTP_URL: smtp.url }), database: await createTestDatabase() });
  await engine.fixtures.seed(demoDataset, {});
  engine.database.orm.em.getEventManager().registerSubscriber({
    beforeTransactionCommit: async ({ em: trxEm, transaction }: TransactionEventArgs) => {
      if (failCommitAfter === null || (transaction && typeof transaction === 'object' && 'savepointName' in transaction)) return;
      const rows = await trxEm.getConnection().execute<{ n: number }[]>('select count(*)::int as n from sent_mail where id > ?', [failCommitAfter], 'all', transaction as never);
      if (!rows[0]?.n) return;
      failCommitAfter = null;
      throw new Error('injected: the cause fails after its mail was written');
    },
  });
}, 300_000);
afterAll(async () => {
  await engine?.close();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const lastMailId = async () => (await em().findOne(SentMail, { id: { $gt: 0 } }, { orderBy: { id: 'desc' } }))?.id ?? 0;
const mailsAfter = async (id: number) => em().find(SentMail, { id: { $gt: id } }, { orderBy: { id: 'asc' } });

/** The cause fails at its commit → no mail; then it commits → the subjects expected, each once, delivered once by two racing workers. */
async function provesOutbox(cause: (attempt: 'fails' | 'commits') => Promise<unknown>, subjects: RegExp[]): Promise<void> {
  const before = await lastMailId();
  failCommitAfter = before;
  await expect(cause('fails')).rejects.toThrow('injected');
  failCommitAfter = null;
  expect(await mailsAfter(before)).toHaveLength(0);
  await cause('commits');
  const written = await mailsAfter(before);
  expect(written.map((mail) => mail.subject)).toHaveLength(subjects.length);
  subjects.forEach((subject, i) => expect(written[i]?.subject).toMatch(subject));
  // The server was down: each mail waits in the outbox with its error.
  expect(written.every((mail) => mail.status === 'queued')).toBe(true);
  const received = smtp.mails.length;
  smtp.refuse(false);
  try {
    await Promise.all([engine.mail.deliverDue(), engine.mail.deliverDue(), engine.mail.retry(written.map((mail) => mail.id)).then(() => engine.mail.deliverDue())]);
    await smtp.waitFor(received + subjects.length);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.slice(received).map((mail) => [...mail.to].sort().join()).sort()).toEqual(written.map((mail) => [mail.to, ...(mail.cc ? [mail.cc] : [])].sort().join()).sort());
    expect((await mailsAfter(before)).map((mail) => mail.status)).toEqual(subjects.map(() => 'sent'));
  } finally {
    smtp.refuse(true);
  }
}

const guestOrder = (key: string, invoiceEmail: string) => guestOrderInput(engine, invoiceEmail, key);

describe('[ops] each mail is written with its cause (decision 870)', () => {
  it('password reset: no link without its mail, one mail per link', async () => {
    await provesOutbox(() => engine.auth.passwordReset.requestPasswordReset({ locale: 'de-CH' }, { email: demoLogins.person.email }), [/Passwort zurücksetzen/]);
  }, 120_000);

  it('order placed: no order without its confirmation (PDF attached), exactly one with it', async () => {
    await provesOutbox(async (attempt) => {
      await engine.orders.placeOrder(asGuest(), await guestOrder(`outbox-order-${attempt}`, 'outbox@example.ch'), { clientAddress: `198.51.100.${attempt === 'fails' ? 1 : 2}` });
    }, [/^Ihre Bestellung B-/]);
    expect(await em().count(Order, { idempotencyKey: 'outbox-order-fails' })).toBe(0);
    const mail = await em().findOneOrFail(SentMail, { to: 'outbox@example.ch' });
    expect(mail.attachments).toEqual([expect.stringMatching(/^Bestellung-B-.*\.pdf$/)]);
  }, 180_000);

  it('quote requested: the shop notice and the receipt exist exactly when the quote does', async () => {
    await provesOutbox(async (attempt) => {
      await engine.quotes.placeQuote(asGuest(), await guestOrder(`outbox-quote-${attempt}`, 'anfrage@example.ch'));
    }, [/^Offertanfrage /, /.+/]);
    expect(await em().count(Quote, { idempotencyKey: 'outbox-quote-fails' })).toBe(0);
  }, 180_000);

  it('quote mailed by staff: PIN, "sent to the customer" and the mail together; order confirmation sent again likewise', async () => {
    const quote = await em().findOneOrFail(Quote, { idempotencyKey: 'outbox-quote-commits' });
    await provesOutbox(() => engine.quotes.notifyQuote(asAdmin(Permission.ADMIN_QUOTE), quote.id), [/.+/]);
    expect((await em().findOneOrFail(Quote, { id: quote.id })).sentToCustomer).toBe(true);
    const order = await em().findOneOrFail(Order, { idempotencyKey: 'outbox-order-commits' });
    await provesOutbox(() => engine.orders.desk.resendConfirmation(asAdmin(Permission.ADMIN_QUOTE), order.id), [/^Ihre Bestellung B-/]);
    expect((await em().findOneOrFail(Order, { id: order.id })).confirmationSentAt).toBeInstanceOf(Date);
  }, 180_000);
});
