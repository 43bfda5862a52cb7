import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { Setting } from '../settings/setting.entity';
import { SentMailAttachment } from './sent-mail-attachment.entity';
import { SentMail } from './sent-mail.entity';

/**
 * Every mail the shop writes is signed one way, with the company of the settings (/admin/Settings):
 * greeting formula, company name, phone · e-mail (mail/signature.ts). The quote mail carries the
 * quote PDF. Links of mails staff cause follow the one public address rule (decision 1151).
 */
let engine: Engine;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-mail-signature-'));
const em = () => engine.database.orm.em.fork() as EntityManager;
const COMPANY = { name: 'Sägerei Beispiel AG', phone: '+41 62 000 11 22', email: 'post@saegerei.example' };
const SIGNATURE_DE = `Freundliche Grüsse\n${COMPANY.name}\n${COMPANY.phone} · ${COMPANY.email}`;
/** The staff's browser on this machine: links of the mails they cause lead back there. */
const STAFF_ORIGIN = 'http://127.0.0.1:4555';
const desk = { ...asAdmin(Permission.ADMIN_QUOTE), origin: STAFF_ORIGIN };

const lastMailId = async () => (await em().findOne(SentMail, { id: { $gt: 0 } }, { orderBy: { id: 'desc' } }))?.id ?? 0;
const mailsAfter = async (id: number) => em().find(SentMail, { id: { $gt: id } }, { orderBy: { id: 'asc' } });

/** The mails `cause` writes; each one must end with the company's one signature and name no other sender. */
async function signedMails(cause: () => Promise<unknown>, expected: number) {
  const before = await lastMailId();
  await cause();
  const written = await mailsAfter(before);
  expect(written).toHaveLength(expected);
  // The shop's own notice of a quote request is an internal message, not signed.
  for (const mail of written.filter((row) => !row.subject.startsWith('Offertanfrage'))) {
    expect(mail.text, mail.subject).toMatch(/(Freundliche Grüsse|Meilleures salutations|Kind regards)\nSägerei Beispiel AG\n\+41 62 000 11 22 · post@saegerei\.example$/);
    expect(mail.text, mail.subject).not.toMatch(/Holzwerk/);
  }
  return written;
}

beforeAll(async () => {
  engine = await createEngine({ env: loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test' }), database: await createTestDatabase() });
  await engine.fixtures.seed(demoDataset, {});
  const fork = em();
  const contact = await fork.findOne(Setting, { key: 'company.contact' });
  if (contact) contact.value = { ...(contact.value as object), ...COMPANY };
  else fork.create(Setting, { key: 'company.contact', value: COMPANY });
  await fork.flush();
}, 300_000);
afterAll(async () => {
  await engine?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('one signature from the company settings in every mail', () => {
  it('password reset, order confirmation, status and carrier notices, the change mail', async () => {
    await signedMails(() => engine.auth.passwordReset.requestPasswordReset({ locale: 'de-CH' }, { email: demoLogins.person.email }), 1);
    const [confirmation] = await signedMails(async () => engine.orders.placeOrder(asGuest(), await guestOrderInput(engine, 'signatur@example.ch', 'signature-order'), { clientAddress: '198.51.100.7' }), 1);
    expect(confirmation!.text.endsWith(SIGNATURE_DE)).toBe(true);
    const order = await em().findOneOrFail(Order, { idempotencyKey: 'signature-order' }, { populate: ['positions'] });
    await signedMails(() => engine.orders.admin.notifyCustomer(desk, order.id), 1);
    await signedMails(() => engine.orders.admin.notifyCarrier(desk, order.id), 1);
    const position = order.positions.getItems().find((line) => !line.parent)!;
    const [change] = await signedMails(
      () => engine.orders.admin.updateOrder(desk, order.id, { version: order.version, notifyCustomer: true, positionUpdate: { updatePositions: [{ id: position.id, quantity: position.quantity + 2 }] } }),
      1,
    );
    // The change mail's overview link follows the staff's own address (decision 1151), not the bound default.
    expect(change!.text).toContain(`${STAFF_ORIGIN}/user/profile/bestellungen`);
  }, 180_000);

  it('the quote receipt and the quote mail, which carries the quote PDF', async () => {
    await signedMails(async () => engine.quotes.placeQuote(asGuest(), await guestOrderInput(engine, 'offerte.signatur@example.ch', 'signature-quote')), 2);
    const quote = await em().findOneOrFail(Quote, { idempotencyKey: 'signature-quote' });
    const [mail] = await signedMails(() => engine.quotes.notifyQuote(desk, quote.id), 1);
    expect(mail!.subject).toBe(`Ihre Offerte ${quote.formattedId}`);
    expect(mail!.text).toContain('Die Offerte liegt diesem Mail als PDF bei.');
    expect(mail!.attachments).toEqual([`Offerte-${quote.formattedId}.pdf`]);
    const attachment = await em().findOneOrFail(SentMailAttachment, { mail: mail!.id }, { populate: ['content'] });
    expect(attachment.contentType).toBe('application/pdf');
    expect(Buffer.from(attachment.content as Uint8Array).subarray(0, 5).toString()).toBe('%PDF-');
  }, 180_000);
});
