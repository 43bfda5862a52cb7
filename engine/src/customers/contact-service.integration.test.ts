import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/world';
import { createSessionTokens } from '../auth/session';
import { EngineError } from '../errors';
import { translateError } from '../i18n/translate';
import { createMailer } from '../mail/mailer';
import { SentMail } from '../mail/sent-mail.entity';
import { Setting } from '../settings/setting.entity';
import { CONTACT_FORM_INCOMPLETE_MESSAGE, CONTACT_SEND_FAILED_MESSAGE, CONTACT_SHOP_EMAIL, createContactService } from './contact-service';
import { CaptchaQuestion } from './customer.entity';
import { CAPTCHA_WRONG_MESSAGE } from './registration-service';

const em = useTestDatabase();
const sessions = createSessionTokens('c'.repeat(40));
let questionId: number;

beforeAll(async () => {
  const fork = em();
  const question = fork.create(CaptchaQuestion, { questionDe: 'Wie viele Beine hat ein Stuhl?', questionFr: 'Combien de pieds ?', questionEn: 'How many legs?', answers: ['4', 'vier'] });
  await fork.flush();
  questionId = question.id;
});

const form = () => ({
  email: 'erika@example.ch',
  subject: 'Kisten für den Export',
  message: 'Wir brauchen 20 Kisten nach ISPM 15.',
  name: 'Erika Holz',
  captcha: { questionId, answer: ' Vier ' },
  shopType: 1,
});

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as EngineError,
  );
}

describe('contact form', () => {
  it('R000-7.10 R000-3.39 mails the shop address through the mailer; the mail is recorded in SentMail', async () => {
    const contact = createContactService({ em, sessions, mailer: createMailer({ em, from: 'shop@holzwerk.example' }) });
    expect(await contact.sendContactForm(form())).toEqual({ sent: true });
    const mails = await em().find(SentMail, { to: CONTACT_SHOP_EMAIL });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Kontaktformular (Verpackung): Kisten für den Export');
    expect(mails[0]!.text).toContain('Erika Holz');
    expect(mails[0]!.text).toContain('erika@example.ch');
    expect(mails[0]!.text).toContain('Wir brauchen 20 Kisten nach ISPM 15.');
    expect(mails[0]!.error).toBeNull();
  });

  it('R000-5.28 an incomplete form answers "Bitte füllen Sie das Formular vollständig aus." and sends nothing', async () => {
    const sent: unknown[] = [];
    const contact = createContactService({ em, sessions, mailer: { send: async (mail) => (sent.push(mail), Promise.reject(new Error('unused'))) } });
    for (const field of ['email', 'subject', 'message', 'name'] as const) {
      const error = await failure(contact.sendContactForm({ ...form(), [field]: '  ' }));
      expect(error.kind).toBe('invalid');
      expect(error.errors[0]!.message).toBe(CONTACT_FORM_INCOMPLETE_MESSAGE);
    }
    expect((await failure(contact.sendContactForm({ ...form(), captcha: { questionId, answer: '' } }))).errors[0]!.message).toBe(CONTACT_FORM_INCOMPLETE_MESSAGE);
    expect((await failure(contact.sendContactForm({ ...form(), shopType: 7 }))).errors[0]!.message).toBe(CONTACT_FORM_INCOMPLETE_MESSAGE);
    expect((await failure(contact.sendContactForm(null))).errors[0]!.message).toBe(CONTACT_FORM_INCOMPLETE_MESSAGE);
    expect(sent).toHaveLength(0);
  });

  it('R000-8.04 a wrong security answer is refused with the captcha message', async () => {
    const contact = createContactService({ em, sessions, mailer: createMailer({ em, from: 'shop@holzwerk.example' }) });
    const error = await failure(contact.sendContactForm({ ...form(), captcha: { questionId, answer: 'drei' } }));
    expect(error.errors[0]).toMatchObject({ message: CAPTCHA_WRONG_MESSAGE, field: 'captcha.answer' });
  });

  it('R000-8.11 a failing mail server answers the failure text naming the shop address', async () => {
    const contact = createContactService({
      em,
      sessions,
      shopEmail: 'kontakt@holzwerk.example',
      mailer: { send: () => Promise.reject(new EngineError('unavailable', 'Der Dienst ist vorübergehend nicht verfügbar.')) },
    });
    const error = await failure(contact.sendContactForm({ ...form(), shopType: 2 }));
    expect(error.kind).toBe('unavailable');
    expect(error.errors[0]).toEqual({ message: CONTACT_SEND_FAILED_MESSAGE, params: { email: 'kontakt@holzwerk.example' } });
    expect(translateError(error.errors[0]!.message, error.errors[0]!.params, 'de-CH')).toBe(
      'Der Server konnte Ihre Nachricht nicht versenden. Schreiben Sie uns direkt eine Mail an kontakt@holzwerk.example',
    );
  });

  it('R000-7.10 the recipient is the company profile e-mail of the settings, read on every form', async () => {
    const contact = createContactService({ em, sessions, mailer: createMailer({ em, from: 'shop@holzwerk.example' }) });
    expect(await contact.recipient()).toBe(CONTACT_SHOP_EMAIL);
    const fork = em();
    fork.create(Setting, { key: 'company.contact', value: { email: 'verkauf@holzwerk.example' } });
    await fork.flush();
    try {
      expect(await contact.recipient()).toBe('verkauf@holzwerk.example');
      await contact.sendContactForm({ ...form(), subject: 'An den Verkauf' });
      const mails = await em().find(SentMail, { subject: { $like: '%An den Verkauf' } });
      expect(mails.map((mail) => mail.to)).toEqual(['verkauf@holzwerk.example']);
    } finally {
      await em().nativeDelete(Setting, { key: 'company.contact' });
    }
  });
});
