import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/password';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { passwordConfirmation, textField } from '../validation/schemas';
import { ContactPerson, Customer, User } from './customer.entity';
import { contactPersonInputSchema, DUPLICATE_MESSAGE, passwordSchema } from './registration-service';

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Das aktuelle Passwort ist falsch.';
const NOT_FOUND = 'Der Eintrag wurde nicht gefunden.';

/** A contact person of the own customer: without id a new one. */
export const ownContactPersonSchema = contactPersonInputSchema.extend({ id: z.coerce.number().int().positive().optional() });
export type OwnContactPersonInput = z.input<typeof ownContactPersonSchema>;

export const changeEmailSchema = z.object({
  currentPassword: z.string().min(1, 'validation.required').max(1000),
  email: textField({ max: 320, rules: ['email'] }).transform((email) => email.toLowerCase()),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'validation.required').max(1000), password: passwordSchema, passwordRepeat: z.string().default('') })
  .superRefine(passwordConfirmation({ field: 'passwordRepeat', target: 'password' }));
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export interface OwnAccountView {
  customerId: number;
  email: string;
  companyInfo: { name: string; addition: string | null; code: string | null; invoiceEmail: string | null } | null;
  contactPersons: { id: number; title: number; firstName: string | null; lastName: string | null; department: string | null; phone: string | null; email: string | null; languageId: number }[];
}

/**
 * The profile of the logged-in user (/user/profile/konto, /zugangsdaten): only ever the caller's
 * own customer and user, taken from the request context — never from an id the client sends.
 */
export function createProfileService(deps: { em: () => EntityManager }) {
  function own(ctx: RequestContext): { customerId: number; email: string } {
    if (ctx.customerId === undefined || !ctx.email) throw new EngineError('unauthenticated', 'Bitte melden Sie sich an.');
    return { customerId: ctx.customerId, email: ctx.email };
  }

  async function ownUser(em: EntityManager, ctx: RequestContext, currentPassword: string) {
    const { customerId, email } = own(ctx);
    const user = await em.findOne(User, { email, customer: customerId, active: true }, { populate: ['passwordHash'] });
    if (!user) throw new EngineError('not_found', NOT_FOUND);
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new EngineError('invalid', [{ message: CURRENT_PASSWORD_WRONG_MESSAGE, field: 'currentPassword' }]);
    }
    return user;
  }

  return {
    async ownAccount(ctx: RequestContext): Promise<OwnAccountView> {
      const { customerId, email } = own(ctx);
      const customer = await deps.em().findOne(Customer, { id: customerId, deletedAt: null }, { populate: ['companyInfo', 'contactPersons'] });
      if (!customer) throw new EngineError('not_found', NOT_FOUND);
      const info = customer.companyInfo;
      return {
        customerId,
        email,
        companyInfo: info ? { name: info.name, addition: info.addition ?? null, code: info.code ?? null, invoiceEmail: info.invoiceEmail ?? null } : null,
        contactPersons: customer.contactPersons
          .getItems()
          .filter((person) => !person.deletedAt)
          .map((person) => ({
            id: person.id,
            title: person.title,
            firstName: person.firstName ?? null,
            lastName: person.lastName ?? null,
            department: person.department ?? null,
            phone: person.phone ?? null,
            email: person.email ?? null,
            languageId: person.languageId,
          })),
      };
    },

    /** Adds or changes a contact person of the own customer (another customer's id is not found). */
    async saveOwnContactPerson(ctx: RequestContext, rawInput: OwnContactPersonInput): Promise<{ id: number }> {
      const { customerId } = own(ctx);
      const { id, ...input } = ownContactPersonSchema.parse(rawInput);
      const fields = { ...input, department: input.department || null, phone: input.phone || null, email: input.email || null };
      return deps.em().transactional(async (em) => {
        if (id === undefined) {
          const person = em.create(ContactPerson, { customer: customerId, ...fields });
          await em.flush();
          return { id: person.id };
        }
        const person = await em.findOne(ContactPerson, { id, customer: customerId, deletedAt: null });
        if (!person) throw new EngineError('not_found', NOT_FOUND);
        em.assign(person, fields);
        await em.flush();
        return { id };
      });
    },

    /** A new login e-mail, confirmed with the current password; the caller logs in again with it. */
    async changeEmail(ctx: RequestContext, rawInput: ChangeEmailInput): Promise<{ email: string }> {
      const input = changeEmailSchema.parse(rawInput);
      return deps.em().transactional(async (em) => {
        const user = await ownUser(em, ctx, input.currentPassword);
        if (input.email !== user.email) {
          if (await em.count(User, { email: input.email, id: { $ne: user.id } })) {
            throw new EngineError('conflict', [{ message: DUPLICATE_MESSAGE, params: { field: input.email }, field: 'email' }]);
          }
          user.email = input.email;
          await em.flush();
        }
        return { email: user.email };
      });
    },

    /** A new password, confirmed with the current one. */
    async changePassword(ctx: RequestContext, rawInput: ChangePasswordInput): Promise<{ ok: true }> {
      const input = changePasswordSchema.parse(rawInput);
      const passwordHash = await hashPassword(input.password);
      await deps.em().transactional(async (em) => {
        const user = await ownUser(em, ctx, input.currentPassword);
        user.passwordHash = passwordHash;
        await em.flush();
      });
      return { ok: true };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
