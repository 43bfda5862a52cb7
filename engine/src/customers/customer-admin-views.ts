import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../context';
import type { FileStore } from '../files/file-store';
import { EngineError } from '../errors';
import { Customer, type ICustomer, type IUser } from './customer.entity';
import { contactView, customerTermsView, NOT_FOUND_MESSAGE, refId, type ContactPersonView, type CustomerTermsView } from './customer-views';

/** How customer administration shows a customer and its users (001 §7), and how it loads one. */

export type { ContactPersonView } from './customer-views';

export interface UserView {
  id: number;
  customerId: number;
  email: string;
  active: boolean;
  permissions: number[];
  lastLoginAt: string | null;
}
export interface CustomerAdminView extends CustomerTermsView {
  id: number;
  kind: string;
  deletedAt: string | null;
  companyInfo: { id: number; code: string | null; name: string; addition: string | null; invoiceEmail: string | null } | null;
  users: UserView[];
  contactPersons: ContactPersonView[];
  quickOrderSetting: { id: number; isActive: boolean; truckId: number | null } | null;
  isCompanyCustomer: boolean;
  hasQuickOrder: boolean;
}

/** What customer administration's use cases are built from (bound once by createCustomerAdminService). */
export interface CustomerAdminDeps {
  em: () => EntityManager;
  /** Drops the customer's cached prices (engine.pricing.invalidatePrices); customers do not import pricing. */
  invalidatePrices?: (customerId: number) => Promise<unknown>;
  /** Sends a password-reset mail (engine.auth.passwordReset.requestPasswordReset); the link opens the shop of `shopMode`. */
  requestPasswordReset?: (ctx: Pick<RequestContext, 'locale' | 'origin' | 'shopMode'>, input: { email: string }) => Promise<unknown>;
  /** The customer-files store (decision 1174): one folder per customer id holding logo.<ext>. */
  customerFiles?: FileStore;
}

export const userView = (user: IUser): UserView => ({
  id: user.id,
  customerId: refId(user.customer)!,
  email: user.email,
  active: user.active,
  permissions: [...user.permissions],
  lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
});

export function customerView(customer: ICustomer): CustomerAdminView {
  const info = customer.companyInfo;
  const quick = customer.quickOrderSetting;
  return {
    id: customer.id,
    kind: customer.kind,
    ...customerTermsView(customer),
    deletedAt: customer.deletedAt ? customer.deletedAt.toISOString() : null,
    companyInfo: info ? { id: info.id, code: info.code ?? null, name: info.name, addition: info.addition ?? null, invoiceEmail: info.invoiceEmail ?? null } : null,
    users: customer.users.getItems().map(userView).sort((a, b) => a.id - b.id),
    contactPersons: customer.contactPersons.getItems().filter((person) => !person.deletedAt).map(contactView),
    quickOrderSetting: quick ? { id: quick.id, isActive: quick.isActive, truckId: refId(quick.truck) } : null,
    isCompanyCustomer: Boolean(info),
    hasQuickOrder: Boolean(quick?.isActive),
  };
}

export const customerPopulate = ['companyInfo', 'users', 'contactPersons', 'quickOrderSetting'] as const;

/** A customer with what its view shows; a deleted one only with `withDeleted`. */
export async function loadCustomer(em: EntityManager, customerId: number, withDeleted = false): Promise<ICustomer> {
  const customer = await em.findOne(Customer, { id: customerId, ...(withDeleted ? {} : { deletedAt: null }) }, { populate: customerPopulate });
  if (!customer) throw new EngineError('not_found', NOT_FOUND_MESSAGE);
  return customer;
}
