import { readdir } from 'node:fs/promises';
import { Permission, allPermissions, requirePermission } from '../auth/permissions';
import { mayActForCustomers } from '../auth/customer-access';
import { extname, join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { hashPassword } from '../auth/password';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { textField } from '../validation/schemas';
import { generatePassword } from './admin-service';
import {
  Address,
  CompanyInfo,
  ContactPerson,
  Customer,
  PaymentTerm,
  QuickOrderSetting,
  Skonto,
  User,
  type IContactPerson,
  type ICustomer,
  type IUser,
} from './customer.entity';
import { contactPersonInputSchema, DUPLICATE_MESSAGE, passwordSchema } from './registration-service';
import { UserKind } from './rules';

const NOT_FOUND = 'Der Eintrag wurde nicht gefunden.';
const FORBIDDEN = 'Sie haben keine Berechtigung für diese Aktion.';

const id = z.coerce.number().int().positive();
const emailField = textField({ max: 320, rules: ['email'] }).transform((email) => email.toLowerCase());
const decimalText = (max: number) =>
  z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().trim().regex(/^\d+(\.\d+)?$/, 'validation.number')).refine(
    (value) => Number(value) <= max,
    { message: 'validation.number' },
  );
const permissionList = z.array(z.coerce.number().int()).refine((list) => list.every((p) => (allPermissions as number[]).includes(p)), { message: 'validation.choice' });
const promoItems = z.array(z.string().trim().min(1).max(100)).max(50);

/** A user added to a customer; without a password a random one is set (the user gets a reset mail). */
export const userAddedSchema = z.object({
  email: emailField,
  password: passwordSchema.optional(),
  active: z.boolean().default(true),
  permissions: permissionList.default([]),
});
export const userUpdateSchema = z.object({
  email: emailField.optional(),
  password: passwordSchema.optional(),
  active: z.boolean().optional(),
  permissions: permissionList.optional(),
});
export const userChangesSchema = z.object({
  added: z.array(userAddedSchema).default([]),
  updated: z.array(userUpdateSchema.extend({ id })).default([]),
  deleted: z.array(id).default([]),
});

export const contactPersonAdminSchema = contactPersonInputSchema.extend({ promoItems: promoItems.default([]) });
export const contactPersonChangesSchema = z.object({
  added: z.array(contactPersonAdminSchema).default([]),
  updated: z.array(contactPersonAdminSchema.extend({ id })).default([]),
  /** Soft delete (the contactPersonChanges deleted list, 001 §3). */
  deleted: z.array(id).default([]),
});

export const companyInfoInputSchema = z.object({
  code: textField({ required: false, max: 50 }).optional(),
  name: textField({ max: 300 }),
  addition: textField({ required: false, max: 300 }).optional(),
  invoiceEmail: textField({ required: false, max: 320, rules: ['email'] }).optional(),
});

const customerFields = {
  /** A fraction 0..1 (docs/decisions/004). */
  discount: decimalText(1).optional(),
  deliveryCostMultiplier: decimalText(100).optional(),
  skontoId: id.nullable().optional(),
  paymentTermId: id.nullable().optional(),
  active: z.boolean().optional(),
  isDefault: z.boolean().optional(),
  quickOrderSetting: z.object({ isActive: z.boolean(), truckId: id.nullable().default(1) }).optional(),
  companyInfo: companyInfoInputSchema.optional(),
  removeCompanyInfo: z.boolean().default(false),
  users: userChangesSchema.default({ added: [], updated: [], deleted: [] }),
  contactPersons: contactPersonChangesSchema.default({ added: [], updated: [], deleted: [] }),
};
/** PUT /api/customers: a new customer with its users and contact persons (only `added` counts). */
export const customerCreateSchema = z.object(customerFields);
export type CustomerCreateInput = z.input<typeof customerCreateSchema>;
/** POST /api/customers: changes to one customer. */
export const customerUpdateSchema = z.object({ id, ...customerFields });
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;

export const customerListQuerySchema = z.object({
  status: z.enum(['active', 'inactive', 'deleted']).optional(),
  /** Comma-separated or repeated ids. */
  ids: z
    .preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(id))
    .optional(),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const resetPasswordsSchema = z.object({
  emails: z.array(emailField).min(1).max(500),
  shopType: z.enum(['verpackung', 'moebel']).default('verpackung'),
});
export type ResetPasswordsInput = z.input<typeof resetPasswordsSchema>;

export interface UserView {
  id: number;
  customerId: number;
  email: string;
  active: boolean;
  permissions: number[];
  lastLoginAt: string | null;
}
export interface ContactPersonView {
  id: number;
  title: number;
  firstName: string | null;
  lastName: string | null;
  department: string | null;
  phone: string | null;
  email: string | null;
  languageId: number;
  promoItems: string[];
}
export interface CustomerAdminView {
  id: number;
  kind: string;
  discount: string;
  deliveryCostMultiplier: string;
  skontoId: number | null;
  paymentTermId: number | null;
  active: boolean;
  isDefault: boolean;
  localFilePath: string | null;
  deletedAt: string | null;
  companyInfo: { id: number; code: string | null; name: string; addition: string | null; invoiceEmail: string | null } | null;
  users: UserView[];
  contactPersons: ContactPersonView[];
  quickOrderSetting: { id: number; isActive: boolean; truckId: number | null } | null;
  isCompanyCustomer: boolean;
  hasQuickOrder: boolean;
}
export interface CorrespondenceContact {
  customerId: number;
  contactPersonId: number;
  company: string | null;
  title: number;
  firstName: string | null;
  lastName: string | null;
  department: string | null;
  email: string | null;
  phone: string | null;
  languageId: number;
  promoItems: string[];
  addressName: string | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
}
export interface TermView {
  id: number;
  name: string;
  days: number;
}
export interface SkontoView extends TermView {
  percent: string;
}

const refId = (ref: unknown): number | null => (ref == null ? null : typeof ref === 'number' ? ref : (ref as { id: number }).id);

const userView = (user: IUser): UserView => ({
  id: user.id,
  customerId: refId(user.customer)!,
  email: user.email,
  active: user.active,
  permissions: [...user.permissions],
  lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
});
const contactView = (person: IContactPerson): ContactPersonView => ({
  id: person.id,
  title: person.title,
  firstName: person.firstName ?? null,
  lastName: person.lastName ?? null,
  department: person.department ?? null,
  phone: person.phone ?? null,
  email: person.email ?? null,
  languageId: person.languageId,
  promoItems: [...person.promoItems],
});

function customerView(customer: ICustomer): CustomerAdminView {
  const info = customer.companyInfo;
  const quick = customer.quickOrderSetting;
  return {
    id: customer.id,
    kind: customer.kind,
    discount: customer.discount,
    deliveryCostMultiplier: customer.deliveryCostMultiplier,
    skontoId: refId(customer.skonto),
    paymentTermId: refId(customer.paymentTerm),
    active: customer.active,
    isDefault: customer.isDefault,
    localFilePath: customer.localFilePath ?? null,
    deletedAt: customer.deletedAt ? customer.deletedAt.toISOString() : null,
    companyInfo: info ? { id: info.id, code: info.code ?? null, name: info.name, addition: info.addition ?? null, invoiceEmail: info.invoiceEmail ?? null } : null,
    users: customer.users.getItems().map(userView).sort((a, b) => a.id - b.id),
    contactPersons: customer.contactPersons.getItems().filter((person) => !person.deletedAt).map(contactView),
    quickOrderSetting: quick ? { id: quick.id, isActive: quick.isActive, truckId: refId(quick.truck) } : null,
    isCompanyCustomer: Boolean(info),
    hasQuickOrder: Boolean(quick?.isActive),
  };
}

const populate = ['companyInfo', 'users', 'contactPersons', 'quickOrderSetting'] as const;
const CSV_COLUMNS: (keyof CorrespondenceContact)[] = [
  'customerId',
  'contactPersonId',
  'company',
  'title',
  'firstName',
  'lastName',
  'department',
  'email',
  'phone',
  'languageId',
  'promoItems',
  'addressName',
  'street',
  'zipCode',
  'city',
  'country',
];

function csvCell(value: unknown): string {
  const text = Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value);
  // Cells starting like a formula are quoted with a leading apostrophe (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Serialises the correspondence contacts as CSV (semicolon, UTF-8 with BOM, for Excel). */
export function correspondenceCsv(rows: CorrespondenceContact[]): string {
  const lines = [CSV_COLUMNS.join(';'), ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(';'))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const LOGO_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

export interface CustomerAdminDeps {
  em: () => EntityManager;
  /** Drops the customer's cached prices (engine.pricing.invalidatePrices); customers do not import pricing. */
  invalidatePrices?: (customerId: number) => Promise<unknown>;
  /** Sends a password-reset mail (engine.passwordReset.requestPasswordReset). */
  requestPasswordReset?: (ctx: Pick<RequestContext, 'locale'>, input: { email: string }) => Promise<unknown>;
  /** DATA_DIR/customer-files: one folder per customer id holding logo.<ext>. */
  customerFilesDir?: string;
}

/**
 * Customer and user administration (001 §7, ADMIN_CUSTOMER 6), payment terms, skonto and the
 * customer logo. Every change runs in one transaction; the engine checks the permission itself.
 */
export function createCustomerAdminService(deps: CustomerAdminDeps) {
  const assertCustomerAdmin = (ctx: RequestContext): void => requirePermission(ctx, Permission.ADMIN_CUSTOMER);
  function assertOwn(ctx: RequestContext, customerId: number): void {
    if (ctx.customerId === undefined) throw new EngineError('unauthenticated', 'Bitte melden Sie sich an.');
    if (ctx.customerId !== customerId && !mayActForCustomers(ctx, 'terms')) throw new EngineError('forbidden', FORBIDDEN);
  }
  /** Nobody grants a permission they do not hold themselves. */
  function assertGrantable(ctx: RequestContext, permissions: readonly number[] | undefined, current: readonly number[] = []): void {
    const granted = (permissions ?? []).filter((p) => !current.includes(p));
    if (granted.some((p) => !ctx.permissions.includes(p))) throw new EngineError('forbidden', [{ message: FORBIDDEN, field: 'permissions' }]);
  }
  const duplicate = (email: string) => new EngineError('conflict', [{ message: DUPLICATE_MESSAGE, params: { field: email }, field: 'email' }]);

  async function assertEmailFree(em: EntityManager, email: string, exceptUserId?: number): Promise<void> {
    const taken = await em.count(User, { email, ...(exceptUserId ? { id: { $ne: exceptUserId } } : {}) });
    if (taken) throw duplicate(email);
  }

  async function loadCustomer(em: EntityManager, customerId: number, withDeleted = false): Promise<ICustomer> {
    const customer = await em.findOne(Customer, { id: customerId, ...(withDeleted ? {} : { deletedAt: null }) }, { populate });
    if (!customer) throw new EngineError('not_found', NOT_FOUND);
    return customer;
  }

  /** Applies the fields and list changes of a create or update input; em.flush follows. */
  async function apply(ctx: RequestContext, em: EntityManager, customer: ICustomer, input: z.output<typeof customerCreateSchema>): Promise<void> {
    if (input.discount !== undefined) customer.discount = input.discount;
    if (input.deliveryCostMultiplier !== undefined) customer.deliveryCostMultiplier = input.deliveryCostMultiplier;
    if (input.active !== undefined) customer.active = input.active;
    if (input.isDefault !== undefined) customer.isDefault = input.isDefault;
    if (input.skontoId !== undefined) {
      if (input.skontoId !== null && !(await em.count(Skonto, { id: input.skontoId }))) throw new EngineError('invalid', [{ message: NOT_FOUND, field: 'skontoId' }]);
      customer.skonto = input.skontoId === null ? null : em.getReference(Skonto, input.skontoId);
    }
    if (input.paymentTermId !== undefined) {
      if (input.paymentTermId !== null && !(await em.count(PaymentTerm, { id: input.paymentTermId }))) throw new EngineError('invalid', [{ message: NOT_FOUND, field: 'paymentTermId' }]);
      customer.paymentTerm = input.paymentTermId === null ? null : em.getReference(PaymentTerm, input.paymentTermId);
    }
    if (input.quickOrderSetting) {
      const truck = input.quickOrderSetting.truckId as never;
      if (customer.quickOrderSetting) em.assign(customer.quickOrderSetting, { isActive: input.quickOrderSetting.isActive, truck });
      else customer.quickOrderSetting = em.create(QuickOrderSetting, { customer, isActive: input.quickOrderSetting.isActive, truck });
    }
    if (input.removeCompanyInfo && customer.companyInfo) {
      em.remove(customer.companyInfo);
      customer.companyInfo = null;
    } else if (input.companyInfo) {
      const fields = {
        name: input.companyInfo.name,
        code: input.companyInfo.code || null,
        addition: input.companyInfo.addition || null,
        invoiceEmail: input.companyInfo.invoiceEmail || null,
      };
      if (customer.companyInfo) em.assign(customer.companyInfo, fields);
      else customer.companyInfo = em.create(CompanyInfo, { customer, ...fields });
    }

    const users = customer.users.getItems();
    for (const userId of input.users.deleted) {
      const user = users.find((candidate) => candidate.id === userId);
      if (!user) throw new EngineError('not_found', [{ message: NOT_FOUND, field: 'users.deleted' }]);
      if (user.email === ctx.email) throw new EngineError('forbidden', [{ message: FORBIDDEN, field: 'users.deleted' }]);
      em.remove(user);
    }
    for (const change of input.users.updated) {
      const user = users.find((candidate) => candidate.id === change.id);
      if (!user) throw new EngineError('not_found', [{ message: NOT_FOUND, field: 'users.updated' }]);
      if (change.email && change.email !== user.email) await assertEmailFree(em, change.email, user.id);
      if (change.permissions) assertGrantable(ctx, change.permissions, user.permissions);
      em.assign(user, {
        ...(change.email ? { email: change.email } : {}),
        ...(change.active !== undefined ? { active: change.active } : {}),
        ...(change.permissions ? { permissions: [...new Set(change.permissions)] } : {}),
        ...(change.password ? { passwordHash: await hashPassword(change.password) } : {}),
      });
      if (changesAccess(change)) user.sessionVersion = (user.sessionVersion ?? 0) + 1;
    }
    const addedEmails = new Set<string>();
    for (const added of input.users.added) {
      if (addedEmails.has(added.email)) throw duplicate(added.email);
      addedEmails.add(added.email);
      await assertEmailFree(em, added.email);
      assertGrantable(ctx, added.permissions);
      em.create(User, {
        customer,
        email: added.email,
        active: added.active,
        permissions: [...new Set(added.permissions)],
        passwordHash: await hashPassword(added.password ?? generatePassword()),
      });
    }

    const persons = customer.contactPersons.getItems();
    const contactFields = (person: z.output<typeof contactPersonAdminSchema>) => ({
      title: person.title,
      firstName: person.firstName,
      lastName: person.lastName,
      department: person.department || null,
      phone: person.phone || null,
      email: person.email || null,
      languageId: person.languageId,
      promoItems: [...new Set(person.promoItems)],
    });
    for (const change of input.contactPersons.updated) {
      const person = persons.find((candidate) => candidate.id === change.id && !candidate.deletedAt);
      if (!person) throw new EngineError('not_found', [{ message: NOT_FOUND, field: 'contactPersons.updated' }]);
      em.assign(person, contactFields(change));
    }
    for (const personId of input.contactPersons.deleted) {
      const person = persons.find((candidate) => candidate.id === personId && !candidate.deletedAt);
      if (!person) throw new EngineError('not_found', [{ message: NOT_FOUND, field: 'contactPersons.deleted' }]);
      person.deletedAt = new Date();
    }
    for (const added of input.contactPersons.added) em.create(ContactPerson, { customer, ...contactFields(added) });
  }

  /** Reloads with a fresh EntityManager so the answer shows exactly what was committed. */
  async function freshView(customerId: number): Promise<CustomerAdminView> {
    return customerView(await loadCustomer(deps.em(), customerId, true));
  }

  async function correspondenceContacts(ctx: RequestContext): Promise<CorrespondenceContact[]> {
    assertCustomerAdmin(ctx);
    const em = deps.em();
    const persons = await em.find(
      ContactPerson,
      { deletedAt: null, customer: { deletedAt: null, active: true } },
      { populate: ['customer.companyInfo'], orderBy: { customer: { id: 'asc' }, id: 'asc' } },
    );
    const customerIds = [...new Set(persons.map((person) => refId(person.customer)!))];
    const addresses = customerIds.length
      ? await em.find(Address, { customer: { $in: customerIds }, deletedAt: null }, { orderBy: { id: 'asc' } })
      : [];
    // The correspondence address; else the default invoice address; else the first one.
    const addressOf = (customerId: number) => {
      const own = addresses.filter((address) => refId(address.customer) === customerId);
      return own.find((address) => address.isCorrespondence) ?? own.find((address) => address.isDefaultInvoice) ?? own[0];
    };
    return persons.map((person) => {
      const customerId = refId(person.customer)!;
      const address = addressOf(customerId);
      return {
        customerId,
        contactPersonId: person.id,
        company: person.customer.companyInfo?.name ?? null,
        title: person.title,
        firstName: person.firstName ?? null,
        lastName: person.lastName ?? null,
        department: person.department ?? null,
        email: person.email ?? null,
        phone: person.phone ?? null,
        languageId: person.languageId,
        promoItems: [...person.promoItems],
        addressName: address?.name ?? null,
        street: address?.street ?? null,
        zipCode: address?.zipCode ?? null,
        city: address?.city ?? null,
        country: address?.country ?? null,
      };
    });
  }

  return {
    /** GET /api/customers?status=active|inactive|deleted&ids=1,2 (R001-7.025); without status: every customer not deleted. */
    async listCustomers(ctx: RequestContext, rawQuery: CustomerListQuery = {}): Promise<CustomerAdminView[]> {
      assertCustomerAdmin(ctx);
      const query = customerListQuerySchema.parse(rawQuery);
      const where =
        query.status === 'deleted'
          ? { deletedAt: { $ne: null } }
          : query.status === 'inactive'
            ? { deletedAt: null, active: false }
            : query.status === 'active'
              ? { deletedAt: null, active: true }
              : query.ids
                ? {}
                : { deletedAt: null };
      const rows = await deps.em().find(Customer, { ...where, ...(query.ids ? { id: { $in: query.ids } } : {}) } as never, { populate, orderBy: { id: 'asc' } });
      return rows.map(customerView);
    },

    async getCustomer(ctx: RequestContext, customerId: number): Promise<CustomerAdminView> {
      assertCustomerAdmin(ctx);
      return customerView(await loadCustomer(deps.em(), customerId, true));
    },

    /** PUT /api/customers (R001-7.026): customer, company info, users and contact persons in one transaction. */
    async createCustomer(ctx: RequestContext, rawInput: CustomerCreateInput): Promise<CustomerAdminView> {
      assertCustomerAdmin(ctx);
      const input = customerCreateSchema.parse(rawInput);
      const customerId = await deps.em().transactional(async (em) => {
        const customer = em.create(Customer, { kind: UserKind.REGISTERED });
        await em.flush();
        const loaded = await loadCustomer(em, customer.id);
        await apply(ctx, em, loaded, { ...input, users: { ...input.users, updated: [], deleted: [] }, contactPersons: { ...input.contactPersons, updated: [], deleted: [] } });
        await em.flush();
        return customer.id;
      });
      return freshView(customerId);
    },

    /**
     * POST /api/customers (R001-7.027): fields, quick order, company info (or removeCompanyInfo),
     * user changes (added/updated/deleted) and contact person changes — all or nothing. The
     * customer's cached prices are dropped when discount or multiplier changed.
     */
    async updateCustomer(ctx: RequestContext, rawInput: CustomerUpdateInput): Promise<CustomerAdminView> {
      assertCustomerAdmin(ctx);
      const input = customerUpdateSchema.parse(rawInput);
      const pricesChanged = await deps.em().transactional(async (em) => {
        const customer = await loadCustomer(em, input.id);
        const before = { discount: Number(customer.discount), multiplier: Number(customer.deliveryCostMultiplier) };
        await apply(ctx, em, customer, input);
        await em.flush();
        return before.discount !== Number(customer.discount) || before.multiplier !== Number(customer.deliveryCostMultiplier);
      });
      if (pricesChanged) await deps.invalidatePrices?.(input.id);
      return freshView(input.id);
    },

    /** DELETE /api/customers/:id (R001-7.029): soft delete (deletedAt); its users can no longer log in. */
    async deleteCustomer(ctx: RequestContext, customerId: number): Promise<{ id: number }> {
      assertCustomerAdmin(ctx);
      if (customerId === ctx.customerId) throw new EngineError('forbidden', FORBIDDEN);
      await deps.em().transactional(async (em) => {
        const customer = await loadCustomer(em, customerId);
        customer.deletedAt = new Date();
        await em.flush();
      });
      await deps.invalidatePrices?.(customerId);
      return { id: customerId };
    },

    /** GET /api/customers/promo-items (R001-7.023): every promo item in use, sorted (docs/decisions/330). */
    async promoItems(ctx: RequestContext): Promise<string[]> {
      assertCustomerAdmin(ctx);
      const persons = await deps.em().find(ContactPerson, { deletedAt: null }, { fields: ['promoItems'] });
      return [...new Set(persons.flatMap((person) => person.promoItems))].sort((a, b) => a.localeCompare(b, 'de'));
    },

    /** GET /api/customers/:id/promotion (R001-7.024): the promo items of each contact person of the customer. */
    async promotion(ctx: RequestContext, customerId: number): Promise<{ customerId: number; contactPersons: ContactPersonView[] }> {
      assertCustomerAdmin(ctx);
      const customer = await loadCustomer(deps.em(), customerId, true);
      return { customerId, contactPersons: customerView(customer).contactPersons };
    },

    /** GET /api/customers/all-correspondence-contacts-grid (R001-7.031). */
    correspondenceContacts,

    /** GET /api/customers/all-correspondence-contacts (R001-7.032): the same rows as a CSV file. */
    async correspondenceContactsCsv(ctx: RequestContext): Promise<{ fileName: string; content: string }> {
      return { fileName: 'korrespondenz-kontakte.csv', content: correspondenceCsv(await correspondenceContacts(ctx)) };
    },

    /** GET /api/user/:id (R001-7.009). */
    async getUser(ctx: RequestContext, userId: number): Promise<UserView> {
      assertCustomerAdmin(ctx);
      const user = await deps.em().findOne(User, { id: userId });
      if (!user) throw new EngineError('not_found', NOT_FOUND);
      return userView(user);
    },

    /** PUT /api/user/:id (R001-7.010): e-mail, active, permissions, password. */
    async updateUser(ctx: RequestContext, userId: number, rawInput: z.input<typeof userUpdateSchema>): Promise<UserView> {
      assertCustomerAdmin(ctx);
      const input = userUpdateSchema.parse(rawInput);
      await deps.em().transactional(async (em) => {
        const user = await em.findOne(User, { id: userId });
        if (!user) throw new EngineError('not_found', NOT_FOUND);
        if (input.email && input.email !== user.email) await assertEmailFree(em, input.email, user.id);
        if (input.permissions) assertGrantable(ctx, input.permissions, user.permissions);
        em.assign(user, {
          ...(input.email ? { email: input.email } : {}),
          ...(input.active !== undefined ? { active: input.active } : {}),
          ...(input.permissions ? { permissions: [...new Set(input.permissions)] } : {}),
          ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
        });
        if (changesAccess(input)) user.sessionVersion = (user.sessionVersion ?? 0) + 1;
        await em.flush();
      });
      return userView(await deps.em().findOneOrFail(User, { id: userId }));
    },

    /**
     * PUT /api/user/reset-password {emails, shopType} (R001-7.011): a reset mail to each user via the
     * password-reset service (unknown e-mails are skipped silently, as in the public flow).
     */
    async resetPasswords(ctx: RequestContext, rawInput: ResetPasswordsInput): Promise<{ requested: number }> {
      assertCustomerAdmin(ctx);
      const input = resetPasswordsSchema.parse(rawInput);
      if (!deps.requestPasswordReset) throw new EngineError('unavailable', 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.');
      for (const email of new Set(input.emails)) await deps.requestPasswordReset(ctx, { email });
      return { requested: new Set(input.emails).size };
    },

    /**
     * GET /api/payment-term?customerId (R000-7.22, docs/decisions/330): with customerId only that
     * customer's own term (the customer itself or an admin); without, all terms for admins and the
     * caller's own term for everybody else.
     */
    async paymentTerms(ctx: RequestContext, customerId?: number): Promise<TermView[]> {
      const term = await termOf(ctx, customerId, 'paymentTerm');
      if (term !== 'all') return term ? [term as TermView] : [];
      const rows = await deps.em().find(PaymentTerm, {}, { orderBy: { days: 'asc', id: 'asc' } });
      return rows.map((row) => ({ id: row.id, name: row.name, days: row.days }));
    },

    /** GET /api/skonto?customerId (R000-7.23): same rule as paymentTerms. */
    async skontos(ctx: RequestContext, customerId?: number): Promise<SkontoView[]> {
      const skonto = await termOf(ctx, customerId, 'skonto');
      if (skonto !== 'all') return skonto ? [skonto as SkontoView] : [];
      const rows = await deps.em().find(Skonto, {}, { orderBy: { days: 'asc', id: 'asc' } });
      return rows.map((row) => ({ id: row.id, name: row.name, days: row.days, percent: row.percent }));
    },

    /** GET /api/customers/:id/logo (R000-7.33): DATA_DIR/customer-files/<id>/logo.<ext>, else not found. */
    async customerLogo(ctx: RequestContext, customerId: number): Promise<{ path: string; contentType: string }> {
      assertOwn(ctx, customerId);
      if (!deps.customerFilesDir || !Number.isSafeInteger(customerId) || customerId <= 0) throw new EngineError('not_found', NOT_FOUND);
      const folder = join(deps.customerFilesDir, String(customerId));
      const names = await readdir(folder).catch(() => [] as string[]);
      const name = names.sort().find((candidate) => candidate.startsWith('logo.') && LOGO_TYPES[extname(candidate).toLowerCase()]);
      if (!name) throw new EngineError('not_found', NOT_FOUND);
      return { path: join(folder, name), contentType: LOGO_TYPES[extname(name).toLowerCase()]! };
    },
  };

  async function termOf(ctx: RequestContext, customerId: number | undefined, kind: 'paymentTerm' | 'skonto'): Promise<TermView | SkontoView | null | 'all'> {
    if (ctx.customerId === undefined) throw new EngineError('unauthenticated', 'Bitte melden Sie sich an.');
    if (customerId === undefined && mayActForCustomers(ctx, 'terms')) return 'all';
    const target = customerId ?? ctx.customerId;
    assertOwn(ctx, target);
    const customer = await deps.em().findOne(Customer, { id: target, deletedAt: null }, { populate: [kind] });
    if (!customer) throw new EngineError('not_found', NOT_FOUND);
    const row = customer[kind];
    if (!row) return null;
    return kind === 'skonto'
      ? { id: row.id, name: row.name, days: row.days, percent: (row as { percent: string }).percent }
      : { id: row.id, name: row.name, days: row.days };
  }
}
export type CustomerAdminService = ReturnType<typeof createCustomerAdminService>;

/**
 * A change of e-mail, active state, permissions or password ends the user's sessions (issue 22,
 * docs/decisions/721-revocable-sessions.md): the next request needs a new login.
 */
function changesAccess(change: { email?: string | undefined; active?: boolean | undefined; permissions?: readonly number[] | undefined; password?: string | undefined }): boolean {
  return change.email !== undefined || change.active !== undefined || change.permissions !== undefined || !!change.password;
}
