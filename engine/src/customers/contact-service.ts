import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { SessionTokens } from '../auth/session';
import { EngineError } from '../errors';
import type { Mailer } from '../mail/mailer';
import { DEFAULT_COMPANY_PROFILE } from '../settings/company';
import { loadCompanyProfile } from '../settings/company-settings';
import { CAPTCHA_WRONG_MESSAGE, createRegistrationService } from './registration-service';
import { choiceInput, integerInput } from '../validation/numbers';

export const CONTACT_FORM_INCOMPLETE_MESSAGE = 'Bitte füllen Sie das Formular vollständig aus.';
export const CONTACT_SEND_FAILED_MESSAGE = 'Der Server konnte Ihre Nachricht nicht versenden. Schreiben Sie uns direkt eine Mail an {email}';
/** The shop's address the contact form writes to (the same as the header's e-mail link). */
export const CONTACT_SHOP_EMAIL = DEFAULT_COMPANY_PROFILE.email;

const filled = (max: number) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string().min(1).max(max));

/**
 * POST /api/customers/contact/contact-form (000 §7, R000-3.39): email, subject, message, name,
 * captcha, shopType. Every field is required (000 §5: 'Bitte füllen Sie das Formular vollständig aus.').
 */
export const contactFormSchema = z.object({
  email: filled(320).pipe(z.email()),
  subject: filled(300),
  message: filled(10_000),
  name: filled(300),
  captcha: z.object({ questionId: integerInput((n) => n.min(1)), answer: filled(200) }),
  /** Shop type id: 1 verpackung, 2 moebel, 99 any (000 §1). */
  shopType: choiceInput([1, 2, 99]),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;

export interface ContactDeps {
  em: () => EntityManager;
  sessions: SessionTokens;
  mailer: Pick<Mailer, 'send'>;
  /** Where the mails go; by default the company profile's e-mail (/admin/Settings), else {@link CONTACT_SHOP_EMAIL}. */
  shopEmail?: string;
}

const shopTypeName: Record<number, string> = { 1: 'Verpackung', 2: 'Möbel', 99: 'alle' };

/** The contact form: checks completeness and the security question, then mails the shop. */
export function createContactService(deps: ContactDeps) {
  const registration = createRegistrationService({ em: deps.em, sessions: deps.sessions });
  /** The recipient: the company profile's e-mail of the settings, read on every form. */
  const recipient = async (): Promise<string> => deps.shopEmail ?? (await loadCompanyProfile(deps.em())).email;
  return {
    recipient,
    async sendContactForm(rawInput: unknown): Promise<{ sent: true }> {
      const parsed = contactFormSchema.safeParse(rawInput);
      if (!parsed.success) throw new EngineError('invalid', CONTACT_FORM_INCOMPLETE_MESSAGE);
      const input = parsed.data;
      if (!(await registration.validateCaptcha(input.captcha)).valid) {
        throw new EngineError('invalid', [{ message: CAPTCHA_WRONG_MESSAGE, field: 'captcha.answer' }]);
      }
      const shopEmail = await recipient();
      try {
        await deps.mailer.send({
          to: shopEmail,
          subject: `Kontaktformular (${shopTypeName[input.shopType]}): ${input.subject}`,
          text: [`Name: ${input.name}`, `E-Mail: ${input.email}`, `Shop: ${shopTypeName[input.shopType]}`, '', input.message].join('\n'),
          topic: 'contact',
        });
      } catch (error) {
        throw new EngineError('unavailable', [{ message: CONTACT_SEND_FAILED_MESSAGE, params: { email: shopEmail } }], { cause: error });
      }
      return { sent: true };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
