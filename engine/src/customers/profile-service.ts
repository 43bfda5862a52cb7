import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { createLoginLimiter, type LoginLimits } from '../auth/login-service';
import { NOT_LOGGED_IN_MESSAGE } from '../auth/permissions';
import { hashPassword } from '../auth/password';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { passwordConfirmation, textField } from '../validation/schemas';
import { ContactPerson, Customer, CustomerOrderSettings, User } from './customer.entity';
import { customerTermsView, NOT_FOUND_MESSAGE, refId, shopperContactView, type CustomerTermsView, type ShopperContactPersonView } from './customer-views';
import { idSchema } from '../validation/ids';

export type { ShopperContactPersonView } from './customer-views';
import { contactPersonInputSchema, DUPLICATE_MESSAGE, passwordSchema } from './registration-service';

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Das aktuelle Passwort ist falsch.';
const NOT_FOUND = NOT_FOUND_MESSAGE;

/** A contact person of the own customer: without id a new one. */
export const ownContactPersonSchema = contactPersonInputSchema.extend({ id: idSchema.optional() });
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

/** Where the request comes from: the per-address login limit counts it (web passes the socket address). */
export interface PasswordCheckOptions {
  clientAddress?: string | undefined;
}

export interface OwnAccountView {
  customerId: number;
  email: string;
  companyInfo: { name: string; addition: string | null; code: string | null; invoiceEmail: string | null } | null;
  contactPersons: ShopperContactPersonView[];
}

/**
 * The customer as the shop shows it to the customer (000 §3 "Customer (shopper view)",
 * R000-3.22): exactly these fields; `contactPerson` is the list of contact persons, named as in
 * the spec. Money-like fractions are decimal strings.
 */
export interface CustomerShopperView extends CustomerTermsView {
  id: number;
  contactPerson: ShopperContactPersonView[];
  companyInfo: { id: number; code: string | null; invoiceEmail: string | null; name: string } | null;
  users: { email: string; active: boolean }[];
  quickOrderSetting: { isActive: boolean; truckId: number | null } | null;
  customerOrderSettings: { invoiceEmail: string | null; preferredDeliveryAddressId: number | null; preferredInvoiceAddressId: number | null } | null;
  deletedAt: string | null;
  hasQuickOrder: boolean;
  isCompanyCustomer: boolean;
}

/**
 * The profile of the logged-in user (/user/profile/konto, /zugangsdaten): only ever the caller's
 * own customer and user, taken from the request context — never from an id the client sends.
 */
export function createProfileService(deps: { em: () => EntityManager; limits?: LoginLimits; now?: () => Date }) {
  // Wrong current passwords count like wrong logins of that e-mail (decision 300): a stolen
  // session cannot be used to guess the password.
  const limiter = createLoginLimiter(deps);

  function own(ctx: RequestContext): { customerId: number; email: string } {
    if (ctx.customerId === undefined || !ctx.email) throw new EngineError('unauthenticated', NOT_LOGGED_IN_MESSAGE);
    return { customerId: ctx.customerId, email: ctx.email };
  }

  /** The own user's id once the current password is right (checked under the login limits, outside any transaction). */
  async function confirmOwnUser(ctx: RequestContext, currentPassword: string, options: PasswordCheckOptions): Promise<number> {
    const { customerId, email } = own(ctx);
    const user = await deps.em().findOne(User, { email, customer: customerId, active: true }, { populate: ['passwordHash'] });
    if (!user) throw new EngineError('not_found', NOT_FOUND);
    const right = await limiter.verifyCurrentPassword({ email, passwordHash: user.passwordHash, password: currentPassword }, options);
    if (!right) throw new EngineError('invalid', [{ message: CURRENT_PASSWORD_WRONG_MESSAGE, field: 'currentPassword' }]);
    return user.id;
  }

  async function activeUser(em: EntityManager, userId: number) {
    const user = await em.findOne(User, { id: userId, active: true });
    if (!user) throw new EngineError('not_found', NOT_FOUND);
    return user;
  }

  return {
    /** The own customer in the shopper view (R000-3.22), one plain object; a deleted customer is not found. */
    async ownCustomer(ctx: RequestContext): Promise<CustomerShopperView> {
      const { customerId } = own(ctx);
      const em = deps.em();
      const customer = await em.findOne(
        Customer,
        { id: customerId, deletedAt: null },
        { populate: ['companyInfo', 'contactPersons', 'users', 'quickOrderSetting'] },
      );
      if (!customer) throw new EngineError('not_found', NOT_FOUND);
      const settings = await em.findOne(CustomerOrderSettings, { customer: customerId });
      const info = customer.companyInfo;
      const quick = customer.quickOrderSetting;
      return {
        id: customer.id,
        contactPerson: customer.contactPersons
          .getItems()
          .filter((person) => !person.deletedAt)
          .map(shopperContactView),
        companyInfo: info ? { id: info.id, code: info.code ?? null, invoiceEmail: info.invoiceEmail ?? null, name: info.name } : null,
        users: customer.users
          .getItems()
          .sort((a, b) => a.id - b.id)
          .map((user) => ({ email: user.email, active: user.active })),
        ...customerTermsView(customer),
        quickOrderSetting: quick ? { isActive: quick.isActive, truckId: refId(quick.truck) } : null,
        customerOrderSettings: settings
          ? {
              invoiceEmail: settings.invoiceEmail ?? null,
              preferredDeliveryAddressId: refId(settings.preferredDeliveryAddress),
              preferredInvoiceAddressId: refId(settings.preferredInvoiceAddress),
            }
          : null,
        deletedAt: customer.deletedAt ? customer.deletedAt.toISOString() : null,
        hasQuickOrder: Boolean(quick?.isActive),
        isCompanyCustomer: Boolean(info),
      };
    },

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
          .map(shopperContactView),
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
    async changeEmail(ctx: RequestContext, rawInput: ChangeEmailInput, options: PasswordCheckOptions = {}): Promise<{ email: string }> {
      const input = changeEmailSchema.parse(rawInput);
      const userId = await confirmOwnUser(ctx, input.currentPassword, options);
      return deps.em().transactional(async (em) => {
        const user = await activeUser(em, userId);
        if (input.email !== user.email) {
          if (await em.count(User, { email: input.email, id: { $ne: user.id } })) {
            throw new EngineError('conflict', [{ message: DUPLICATE_MESSAGE, params: { field: input.email }, field: 'email' }]);
          }
          user.email = input.email;
          // Sessions carry the e-mail: the old ones end, the caller logs in again with the new one.
          user.sessionVersion = (user.sessionVersion ?? 0) + 1;
          await em.flush();
        }
        return { email: user.email };
      });
    },

    /** A new password, confirmed with the current one. */
    async changePassword(ctx: RequestContext, rawInput: ChangePasswordInput, options: PasswordCheckOptions = {}): Promise<{ ok: true }> {
      const input = changePasswordSchema.parse(rawInput);
      const userId = await confirmOwnUser(ctx, input.currentPassword, options);
      const passwordHash = await hashPassword(input.password);
      await deps.em().transactional(async (em) => {
        const user = await activeUser(em, userId);
        user.passwordHash = passwordHash;
        // Every session from before the change ends, on every device; the caller gets a new one.
        user.sessionVersion = (user.sessionVersion ?? 0) + 1;
        await em.flush();
      });
      return { ok: true };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
