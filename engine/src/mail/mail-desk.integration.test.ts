import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asCustomer, asGuest } from '../../test/world';
import { Permission } from '../auth/permissions';
import { loadSystemSummary, mailServerOf } from '../jobs/system-summary';
import { runExclusive } from '../jobs/lease';
import { JOB_SCHEDULES } from '../jobs/schedules';
import { createMailDesk } from './mail-desk';
import { createMailer } from './mailer';

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
let mailer: ReturnType<typeof createMailer>;
const desk = () => createMailDesk({ em, mailer });
const orderDesk = asCustomer(1, [Permission.ADMIN_QUOTE]);
const customerCare = asCustomer(1, [Permission.ADMIN_CUSTOMER]);
const pdf = Buffer.from('%PDF-1.7 test bytes \u0000\u00ff', 'latin1');

beforeAll(async () => {
  db = await createTestDatabase();
  mailer = createMailer({ em, from: 'Holzwerk Shop <shop@holzwerk.example>' });
}, 120_000);
afterAll(async () => {
  mailer?.close();
  await db?.close();
});

describe('caught mails (/admin/dev)', () => {
  it('keeps the bytes of every attachment and lists mails newest first with body and attachments', async () => {
    await mailer.send({ topic: 'other', to: 'a@example.ch', subject: 'Erste', text: 'Hallo A' });
    await mailer.send({ topic: 'other', to: 'kunde@example.ch', cc: 'shop@holzwerk.example', subject: 'Ihre Bestellung B-2026-000001', text: 'Guten Tag\nIhre Bestellung', attachments: [{ filename: 'Bestellung.pdf', content: pdf, contentType: 'application/pdf' }] });
    const page = await desk().listMails(customerCare);
    expect(page.total).toBe(2);
    expect(page.mails.map((mail) => mail.subject)).toEqual(['Ihre Bestellung B-2026-000001', 'Erste']);
    const [latest] = page.mails;
    expect(latest).toMatchObject({ to: 'kunde@example.ch', cc: 'shop@holzwerk.example', text: 'Guten Tag\nIhre Bestellung', transport: 'catcher' });
    expect(latest!.attachments).toEqual([{ id: expect.any(Number), filename: 'Bestellung.pdf', contentType: 'application/pdf', size: pdf.length }]);
    const file = await desk().attachment(orderDesk, latest!.attachments[0]!.id);
    expect(file.content.equals(pdf)).toBe(true);
    expect((await desk().listMails(orderDesk, { q: 'b-2026' })).mails.map((mail) => mail.subject)).toEqual(['Ihre Bestellung B-2026-000001']);
  });

  it('re-sends a mail as it was: same recipients, text and attachment bytes, recorded again', async () => {
    const [original] = (await desk().listMails(orderDesk, { q: 'B-2026-000001' })).mails;
    const again = await desk().resend(orderDesk, original!.id);
    expect(again.id).toBeGreaterThan(original!.id);
    const [copy] = (await desk().listMails(orderDesk)).mails;
    expect(copy).toMatchObject({ id: again.id, to: original!.to, cc: original!.cc, subject: original!.subject, text: original!.text });
    expect((await desk().attachment(orderDesk, copy!.attachments[0]!.id)).content.equals(pdf)).toBe(true);
  });

  it('is for the order desk and customer care only', async () => {
    await expect(desk().listMails(asCustomer(1, [Permission.ADMIN_CATEGORY, Permission.ADMIN_PRODUCT_META, Permission.ADMIN_PRODUCT, Permission.CREATE_PRODUCT_IN_CONFIGURATOR]))).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(desk().resend(asGuest(), 1)).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(desk().attachment(orderDesk, 999_999)).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('system summary (/admin/dev)', () => {
  it('shows the configuration without secrets and each job’s last run with its duration', async () => {
    await runExclusive(em(), 'purge-sent-mails', 60_000, async () => ({ deleted: 3 }));
    const summary = await loadSystemSummary(em(), {
      environment: 'test',
      database: 'embedded',
      mailTransport: 'smtp',
      mailbox: null,
      smtpUrl: 'smtp://user:geheim@mail.example.ch:587',
      mailFrom: 'shop@holzwerk.example',
      payments: 'simulator',
      carriers: 'E-Mail',
      publicUrl: 'http://localhost:3000',
      jobsEnabled: true,
    });
    expect(summary.mailServer).toBe('smtp://mail.example.ch:587');
    expect(JSON.stringify(summary)).not.toContain('geheim');
    // Every scheduled job is listed, also those that never ran (decision 1040); this one with its run.
    expect(summary.jobs.map((job) => job.name)).toEqual(JOB_SCHEDULES.map((job) => job.name));
    expect(summary.jobs.find((job) => job.name === 'purge-sent-mails')).toMatchObject({
      lastStartedAt: expect.any(String),
      lastFinishedAt: expect.any(String),
      durationMs: expect.any(Number),
      running: false,
      result: { deleted: 3 },
      failures: 0,
    });
    expect(summary.jobs.find((job) => job.name === 'refresh-price-cache')).toMatchObject({ lastStartedAt: null, running: false, failures: 0 });
    expect(mailServerOf(undefined)).toBeNull();
  });
});
