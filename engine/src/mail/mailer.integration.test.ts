import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/world';
import { createMailer } from './mailer';
import { SentMail } from './sent-mail.entity';
import { startTestSmtpServer } from './test-smtp-server';

const em = useTestDatabase();

describe('mailer', () => {
  it('sends through SMTP_URL to a real SMTP server and records the mail as smtp', async () => {
    const smtp = await startTestSmtpServer({ auth: true });
    const mailer = createMailer({ em, smtpUrl: smtp.url, from: 'Holzwerk Shop <shop@holzwerk.example>' });
    try {
      const sent = await mailer.send({ topic: 'other', to: 'kunde@example.ch', subject: 'Grüezi', text: 'Ihre Bestellung ist unterwegs. Schönen Tag!' });
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to).toEqual(['kunde@example.ch']);
      expect(mail!.from).toBe('shop@holzwerk.example');
      expect(mail!.text).toContain('Schönen Tag!');
      expect(sent).toMatchObject({ transport: 'smtp', to: 'kunde@example.ch', subject: 'Grüezi', error: null, status: 'sent', attempts: 1 });
      expect(sent.messageId).toBeTruthy();
      const row = await em().findOneOrFail(SentMail, { id: sent.id });
      expect(row.transport).toBe('smtp');
      expect((await mailer.listSentMails({ to: 'kunde@' }))[0]?.id).toBe(sent.id);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('[ops] SMTP refusing then recovering: every mail delivered exactly once, by two workers racing', async () => {
    const smtp = await startTestSmtpServer({ reject: true });
    // Two instances on one database: their workers race for the same outbox.
    const options = { em, smtpUrl: smtp.url, from: 'shop@holzwerk.example', backoffMs: () => 0 };
    const first = createMailer(options);
    const second = createMailer(options);
    try {
      const queued = [];
      for (let i = 1; i <= 6; i++) queued.push(await first.send({ topic: 'other', to: `kunde${i}@example.ch`, subject: `Ausfall ${i}`, text: `Mail ${i}` }));
      // The server refused each one: nothing failed for the caller, every mail waits with its error.
      expect(queued.every((mail) => mail.status === 'queued' && /mailbox unavailable/.test(mail.error ?? ''))).toBe(true);
      expect(smtp.refused).toBe(6);
      // Still down: a retry round changes nothing but the attempt count.
      await Promise.all([first.deliverDue(), second.deliverDue()]);
      expect(smtp.mails).toHaveLength(0);
      smtp.refuse(false);
      const rounds = await Promise.all([first.deliverDue(), second.deliverDue(), first.deliverDue(), second.deliverDue()]);
      expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(6);
      await smtp.waitFor(6);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.mails.map((mail) => mail.to[0]).sort()).toEqual([1, 2, 3, 4, 5, 6].map((i) => `kunde${i}@example.ch`));
      expect(await first.deliverDue()).toEqual({ sent: 0, retry: 0, failed: 0 });
      const rows = await em().find(SentMail, { subject: { $like: 'Ausfall %' } });
      expect(rows.map((row) => [row.status, row.error, row.attempts])).toEqual(rows.map(() => ['sent', null, 3]));
      expect(await first.outboxStatus()).toMatchObject({ queued: 0, failed: 0 });
    } finally {
      first.close();
      second.close();
      await smtp.close();
    }
  });

  it('[ops] a mail written in a transaction exists only if the transaction commits; attempts used up mark it failed until retried', async () => {
    const smtp = await startTestSmtpServer({ reject: true });
    const mailer = createMailer({ em, smtpUrl: smtp.url, from: 'shop@holzwerk.example', backoffMs: () => 0, maxAttempts: 2 });
    try {
      await em()
        .transactional(async () => {
          await mailer.send({ topic: 'other', to: 'nie@example.ch', subject: 'Zurückgerollt', text: 'x' });
          throw new Error('the cause fails');
        })
        .catch(() => undefined);
      const inside = await em().transactional(() => mailer.send({ topic: 'other', to: 'spaeter@example.ch', subject: 'Mit der Ursache', text: 'x' }));
      // Written inside the transaction: queued, not sent before the commit; tried right after it.
      expect(inside).toMatchObject({ status: 'queued', attempts: 0 });
      expect(await em().count(SentMail, { subject: 'Zurückgerollt' })).toBe(0);
      expect(smtp.refused).toBe(1);
      await mailer.deliverDue();
      expect(await em().findOneOrFail(SentMail, { id: inside.id })).toMatchObject({ status: 'failed', attempts: 2 });
      expect(await mailer.deliverDue()).toEqual({ sent: 0, retry: 0, failed: 0 });
      smtp.refuse(false);
      expect(await mailer.retry()).toBeGreaterThanOrEqual(1);
      expect((await mailer.deliverDue()).sent).toBeGreaterThanOrEqual(1);
      expect(smtp.mails.map((mail) => mail.to[0])).toEqual(['spaeter@example.ch']);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('without SMTP_URL keeps the mail in the local catcher (recorded, transport catcher)', async () => {
    const mailer = createMailer({ em, from: 'shop@holzwerk.example' });
    const sent = await mailer.send({ topic: 'other', to: 'lokal@example.ch', subject: 'Nur lokal', text: 'Hallo', html: '<p>Hallo</p>' });
    expect(mailer.transport).toBe('catcher');
    expect(sent).toMatchObject({ transport: 'catcher', html: '<p>Hallo</p>', error: null, status: 'sent' });
    expect((await mailer.listSentMails({ limit: 1 }))[0]).toMatchObject({ subject: 'Nur lokal', text: 'Hallo' });
  });
});
