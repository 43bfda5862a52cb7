import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { hasPermission, NO_PERMISSION_MESSAGE } from '../auth/permissions';
import { hashPassword } from '../auth/password';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { generatePassword } from './admin-service';
import { CompanyInfo, ContactPerson, PaymentTerm, QuickOrderSetting, Skonto, User, type ICustomer, type IUser } from './customer.entity';
import type { contactPersonAdminSchema, customerCreateSchema, userUpdateSchema } from './customer-admin-schemas';
import { NOT_FOUND_MESSAGE } from './customer-views';
import { DUPLICATE_MESSAGE } from './registration-service';

/**
 * What a create or update of customer administration changes (001 §7): the customer's fields,
 * quick order, company info, its users and contact persons — the rules every change of a user
 * follows live here once (a user changed inside a customer or on its own).
 */

const forbidden = (field: string) => new EngineError('forbidden', [{ message: NO_PERMISSION_MESSAGE, field }]);
const notFound = (field: string) => new EngineError('not_found', [{ message: NOT_FOUND_MESSAGE, field }]);
export const duplicateEmail = (email: string) => new EngineError('conflict', [{ message: DUPLICATE_MESSAGE, params: { field: email }, field: 'email' }]);

/** Nobody grants a permission they do not hold themselves. */
function assertGrantable(ctx: RequestContext, permissions: readonly number[] | undefined, current: readonly number[] = []): void {
  const granted = (permissions ?? []).filter((p) => !current.includes(p));
  if (!hasPermission(ctx, granted, 'all')) throw forbidden('permissions');
}

async function assertEmailFree(em: EntityManager, email: string, exceptUserId?: number): Promise<void> {
  const taken = await em.count(User, { email, ...(exceptUserId ? { id: { $ne: exceptUserId } } : {}) });
  if (taken) throw duplicateEmail(email);
}

/**
 * A change of e-mail, active state, permissions or password ends the user's sessions
 * (docs/decisions/721-revocable-sessions.md): the next request needs a new login.
 */
function changesAccess(change: { email?: string | undefined; active?: boolean | undefined; permissions?: readonly number[] | undefined; password?: string | undefined }): boolean {
  return change.email !== undefined || change.active !== undefined || change.permissions !== undefined || !!change.password;
}

/** One user's change (e-mail free, permissions grantable, sessions ended when access changes); em.flush follows. */
export async function changeUser(ctx: RequestContext, em: EntityManager, user: IUser, change: z.output<typeof userUpdateSchema>): Promise<void> {
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

type CustomerChanges = z.output<typeof customerCreateSchema>;

async function applyFields(em: EntityManager, customer: ICustomer, input: CustomerChanges): Promise<void> {
  if (input.discount !== undefined) customer.discount = input.discount;
  if (input.deliveryCostMultiplier !== undefined) customer.deliveryCostMultiplier = input.deliveryCostMultiplier;
  if (input.active !== undefined) customer.active = input.active;
  if (input.isDefault !== undefined) customer.isDefault = input.isDefault;
  if (input.skontoId !== undefined) {
    if (input.skontoId !== null && !(await em.count(Skonto, { id: input.skontoId }))) throw new EngineError('invalid', [{ message: NOT_FOUND_MESSAGE, field: 'skontoId' }]);
    customer.skonto = input.skontoId === null ? null : em.getReference(Skonto, input.skontoId);
  }
  if (input.paymentTermId !== undefined) {
    if (input.paymentTermId !== null && !(await em.count(PaymentTerm, { id: input.paymentTermId }))) throw new EngineError('invalid', [{ message: NOT_FOUND_MESSAGE, field: 'paymentTermId' }]);
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
}

async function applyUsers(ctx: RequestContext, em: EntityManager, customer: ICustomer, changes: CustomerChanges['users']): Promise<void> {
  const users = customer.users.getItems();
  for (const userId of changes.deleted) {
    const user = users.find((candidate) => candidate.id === userId);
    if (!user) throw notFound('users.deleted');
    if (user.email === ctx.email) throw forbidden('users.deleted');
    em.remove(user);
  }
  for (const change of changes.updated) {
    const user = users.find((candidate) => candidate.id === change.id);
    if (!user) throw notFound('users.updated');
    await changeUser(ctx, em, user, change);
  }
  const addedEmails = new Set<string>();
  for (const added of changes.added) {
    if (addedEmails.has(added.email)) throw duplicateEmail(added.email);
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
}

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

function applyContactPersons(em: EntityManager, customer: ICustomer, changes: CustomerChanges['contactPersons']): void {
  const persons = customer.contactPersons.getItems();
  const current = (id: number, field: string) => {
    const person = persons.find((candidate) => candidate.id === id && !candidate.deletedAt);
    if (!person) throw notFound(field);
    return person;
  };
  for (const change of changes.updated) em.assign(current(change.id, 'contactPersons.updated'), contactFields(change));
  for (const personId of changes.deleted) current(personId, 'contactPersons.deleted').deletedAt = new Date();
  for (const added of changes.added) em.create(ContactPerson, { customer, ...contactFields(added) });
}

/** Applies the fields and list changes of a create or update input; em.flush follows. */
export async function applyCustomerChanges(ctx: RequestContext, em: EntityManager, customer: ICustomer, input: CustomerChanges): Promise<void> {
  await applyFields(em, customer, input);
  await applyUsers(ctx, em, customer, input.users);
  applyContactPersons(em, customer, input.contactPersons);
}
