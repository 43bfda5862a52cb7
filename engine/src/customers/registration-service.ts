import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { hashPassword } from '../auth/password';
import { sessionPayloadOf, type LoginResult } from '../auth/login-service';
import type { SessionTokens } from '../auth/session';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { languageOf, type Locale } from '../i18n/locales';
import { passwordConfirmation, textField } from '../validation/schemas';
import { Address, CaptchaQuestion, CompanyInfo, ContactPerson, Customer, CustomerOrderSettings, User, type ICustomer } from './customer.entity';
import { shopperPostalAddressSchema } from '../validation/postal-address';
import { DEFAULT_GENDER, DEFAULT_LANGUAGE_ID, Gender, isCustomerEnumValue, LanguageId, UserKind } from './rules';
import { integerInput } from '../validation/numbers';

export const CAPTCHA_WRONG_MESSAGE = 'Die Sicherheitsanfrage wurde falsch beantwortet.';
export const DUPLICATE_MESSAGE = 'Der Eintrag {field} ist bereits vorhanden.';
export const REGISTRATION_FAILED_MESSAGE = 'Mit den angegebenen Daten konnte keine Registrierung durchgeführt werden.';

/** Password rules (docs/decisions/301-password-rules.md): 10 to 200 characters, kept as typed. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const passwordSchema = textField({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, trim: false });

const emailField = textField({ max: 320, rules: ['email'] }).transform((email) => email.toLowerCase());

/** The captcha answer (000 §3): questionId -1 when no question was shown. */
export const captchaAnswerSchema = z.object({
  questionId: integerInput().default(-1),
  answer: z.preprocess((value) => (value === undefined || value === null ? '' : value), z.string().max(200)),
});
export type CaptchaAnswer = z.input<typeof captchaAnswerSchema>;

/** A contact person (000 §3): title UNKNOWN 0, MALE 1, FEMALE 2; languageId DE 1, EN 2. */
export const contactPersonInputSchema = z.object({
  title: integerInput().refine((value) => isCustomerEnumValue(Gender, value), { message: 'validation.choice' }).default(DEFAULT_GENDER),
  firstName: textField({ max: 200 }),
  lastName: textField({ max: 200 }),
  department: textField({ required: false, max: 200 }).optional(),
  phone: textField({ required: false, max: 30, rules: ['phone'] }).optional(),
  email: textField({ required: false, max: 320, rules: ['email'] }).optional(),
  languageId: integerInput().refine((value) => isCustomerEnumValue(LanguageId, value), { message: 'validation.choice' }).default(DEFAULT_LANGUAGE_ID),
});

const credentials = {
  email: emailField,
  password: passwordSchema,
  /** Optional: when given it must equal password ('Passwörter müssen übereinstimmen'). */
  passwordRepeat: z.string().optional(),
  captcha: captchaAnswerSchema,
};
type WithPassword = { password: string; passwordRepeat?: string | undefined };
const confirm = passwordConfirmation<WithPassword>({ field: 'passwordRepeat', target: 'password' });
function repeatMatches<T extends WithPassword>(value: T, ctx: z.RefinementCtx<T>): void {
  if (value.passwordRepeat !== undefined) confirm(value, ctx as unknown as z.RefinementCtx<WithPassword>);
}

/** POST /api/registration/register-person (000 §3: adds an address and a contact person). */
export const registerPersonSchema = z
  .object({ ...credentials, address: shopperPostalAddressSchema, contactPerson: contactPersonInputSchema })
  .superRefine(repeatMatches);
export type RegisterPersonInput = z.input<typeof registerPersonSchema>;

/** POST /api/registration/register-company (000 §3: adds name, addition, invoiceEmail). */
export const registerCompanySchema = z
  .object({
    ...credentials,
    name: textField({ max: 300 }),
    addition: textField({ required: false, max: 300 }).optional(),
    invoiceEmail: textField({ max: 320, rules: ['email'] }),
    contactPerson: contactPersonInputSchema,
    address: shopperPostalAddressSchema.optional(),
  })
  .superRefine(repeatMatches);
export type RegisterCompanyInput = z.input<typeof registerCompanySchema>;

export const validateCaptchaSchema = captchaAnswerSchema;

export interface CaptchaChallenge {
  questionId: number;
  question: string;
}

export interface RegistrationDeps {
  em: () => EntityManager;
  sessions: SessionTokens;
}

const normalizeAnswer = (answer: string) => answer.trim().toLocaleLowerCase('de-CH');

/** Registration of persons and companies with the security question (000 §3, §7). */
export function createRegistrationService(deps: RegistrationDeps) {
  async function checkCaptcha(em: EntityManager, captcha: z.output<typeof captchaAnswerSchema>): Promise<boolean> {
    if (captcha.questionId < 1) return false;
    const question = await em.findOne(CaptchaQuestion, { id: captcha.questionId, active: true });
    const given = normalizeAnswer(captcha.answer);
    return !!question && given !== '' && question.answers.some((answer) => normalizeAnswer(answer) === given);
  }

  async function register(
    captcha: z.output<typeof captchaAnswerSchema>,
    email: string,
    password: string,
    build: (em: EntityManager, customer: ICustomer) => void,
  ): Promise<LoginResult> {
    if (!(await checkCaptcha(deps.em(), captcha))) {
      throw new EngineError('invalid', [{ message: CAPTCHA_WRONG_MESSAGE, field: 'captcha.answer' }]);
    }
    const passwordHash = await hashPassword(password);
    try {
      const { payload, userId } = await deps.em().transactional(async (em) => {
        // An e-mail that has an account answers like any failed registration, never naming it
        // (no enumeration; docs/decisions/723-registration-enumeration.md).
        if (await em.count(User, { email })) throw new EngineError('invalid', REGISTRATION_FAILED_MESSAGE);
        const customer = em.create(Customer, { kind: UserKind.REGISTERED });
        build(em, customer);
        const user = em.create(User, { customer, email, passwordHash, permissions: [] });
        await em.flush();
        return { payload: await sessionPayloadOf(em, user), userId: user.id };
      });
      return { token: await deps.sessions.sign(payload, { userId, version: 0 }), payload };
    } catch (error) {
      if (error instanceof EngineError) throw error;
      // Two registrations of one e-mail at once: the unique index decides, the loser gets this.
      if (error instanceof UniqueConstraintViolationException) throw new EngineError('invalid', REGISTRATION_FAILED_MESSAGE);
      throw new EngineError('invalid', REGISTRATION_FAILED_MESSAGE, { cause: error });
    }
  }

  return {
    /** A random active security question in the caller's language (GET /api/registration/captcha). */
    async randomCaptcha(ctx: Pick<RequestContext, 'locale'>): Promise<CaptchaChallenge> {
      const em = deps.em();
      const ids = (await em.find(CaptchaQuestion, { active: true }, { fields: ['id'] })).map((q) => q.id);
      if (!ids.length) throw new EngineError('unavailable', 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.');
      const question = await em.findOneOrFail(CaptchaQuestion, { id: ids[Math.floor(Math.random() * ids.length)]! });
      return { questionId: question.id, question: questionText(question, ctx.locale) };
    },

    /** POST /api/registration/validate-captcha: `{ valid }`; never says which answer is right. */
    async validateCaptcha(rawInput: CaptchaAnswer): Promise<{ valid: boolean }> {
      return { valid: await checkCaptcha(deps.em(), captchaAnswerSchema.parse(rawInput)) };
    },

    /** Registers a private person with an address (default for delivery, invoice and mail) and logs in. */
    async registerPerson(rawInput: RegisterPersonInput): Promise<LoginResult> {
      const input = registerPersonSchema.parse(rawInput);
      return register(input.captcha, input.email, input.password, (em, customer) => {
        em.create(ContactPerson, { ...input.contactPerson, email: input.contactPerson.email || input.email, customer });
        const address = em.create(Address, {
          ...input.address,
          customer,
          isDefaultShipping: true,
          isDefaultInvoice: true,
          isCorrespondence: true,
        });
        em.create(CustomerOrderSettings, { customer, invoiceEmail: input.email, preferredDeliveryAddress: address, preferredInvoiceAddress: address });
      });
    },

    /** Registers a company (CompanyInfo makes it a company customer) and logs in. */
    async registerCompany(rawInput: RegisterCompanyInput): Promise<LoginResult> {
      const input = registerCompanySchema.parse(rawInput);
      return register(input.captcha, input.email, input.password, (em, customer) => {
        em.create(CompanyInfo, { customer, name: input.name, addition: input.addition || null, invoiceEmail: input.invoiceEmail });
        em.create(ContactPerson, { ...input.contactPerson, email: input.contactPerson.email || input.email, customer });
        const address = input.address
          ? em.create(Address, { ...input.address, customer, isDefaultShipping: true, isDefaultInvoice: true, isCorrespondence: true })
          : null;
        em.create(CustomerOrderSettings, { customer, invoiceEmail: input.invoiceEmail, preferredDeliveryAddress: address, preferredInvoiceAddress: address });
      });
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;

function questionText(question: { questionDe: string; questionFr: string; questionEn: string }, locale: Locale): string {
  const language = languageOf(locale);
  return language === 'fr' ? question.questionFr : language === 'en' ? question.questionEn : question.questionDe;
}
