import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { EngineError } from '../errors';
import { createMailer } from './mailer';
import { SentMail } from './sent-mail.entity';
import { startTestSmtpServer } from './test-smtp-server';

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('mailer', () => {
  it('sends through SMTP_URL to a real SMTP server and records the mail as smtp', async () => {
    const smtp = await startTestSmtpServer({ auth: true });
    const mailer = createMailer({ em, smtpUrl: smtp.url, from: 'Holzwerk Shop <shop@holzwerk.example>' });
    try {
      const sent = await mailer.send({ to: 'kunde@example.ch', subject: 'Grüezi', text: 'Ihre Bestellung ist unterwegs. Schönen Tag!' });
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to).toEqual(['kunde@example.ch']);
      expect(mail!.from).toBe('shop@holzwerk.example');
      expect(mail!.text).toContain('Schönen Tag!');
      expect(sent).toMatchObject({ transport: 'smtp', to: 'kunde@example.ch', subject: 'Grüezi', error: null });
      expect(sent.messageId).toBeTruthy();
      const row = await em().findOneOrFail(SentMail, { id: sent.id });
      expect(row.transport).toBe('smtp');
      expect((await mailer.listSentMails({ to: 'kunde@' }))[0]?.id).toBe(sent.id);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('records a refused mail with its error and answers unavailable', async () => {
    const smtp = await startTestSmtpServer({ reject: true });
    const mailer = createMailer({ em, smtpUrl: smtp.url, from: 'shop@holzwerk.example' });
    try {
      const failure = await mailer.send({ to: 'weg@example.ch', subject: 'Abgelehnt', text: 'x' }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(EngineError);
      expect((failure as EngineError).kind).toBe('unavailable');
      const row = await em().findOneOrFail(SentMail, { subject: 'Abgelehnt' });
      expect(row.error).toMatch(/mailbox unavailable/);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('without SMTP_URL keeps the mail in the local catcher (recorded, transport catcher)', async () => {
    const mailer = createMailer({ em, from: 'shop@holzwerk.example' });
    const sent = await mailer.send({ to: 'lokal@example.ch', subject: 'Nur lokal', text: 'Hallo', html: '<p>Hallo</p>' });
    expect(mailer.transport).toBe('catcher');
    expect(sent).toMatchObject({ transport: 'catcher', html: '<p>Hallo</p>', error: null });
    expect((await mailer.listSentMails({ limit: 1 }))[0]).toMatchObject({ subject: 'Nur lokal', text: 'Hallo' });
  });
});
