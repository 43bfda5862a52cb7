import { NO_PERMISSION_MESSAGE, requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { ContactPerson, Customer } from './customer.entity';
import {
  customerCreateSchema,
  customerListQuerySchema,
  customerUpdateSchema,
  type CustomerCreateInput,
  type CustomerListQuery,
  type CustomerUpdateInput,
} from './customer-admin-schemas';
import { customerPopulate, customerView, loadCustomer, type ContactPersonView, type CustomerAdminDeps, type CustomerAdminView } from './customer-admin-views';
import { applyCustomerChanges } from './customer-changes';
import { UserKind } from './rules';

/**
 * Customer records in the back office (001 §7, ADMIN_CUSTOMER): list, read, create, change,
 * delete, and the promo items. Every change runs in one transaction; each use case checks the
 * permission itself.
 */


/** Reloads with a fresh EntityManager so the answer shows exactly what was committed. */
async function freshView(deps: CustomerAdminDeps, customerId: number): Promise<CustomerAdminView> {
  return customerView(await loadCustomer(deps.em(), customerId, true));
}

/** GET /api/customers?status=active|inactive|deleted&ids=1,2 (R001-7.025); without status: every customer not deleted. */
export async function listCustomers(deps: CustomerAdminDeps, ctx: RequestContext, rawQuery: CustomerListQuery = {}): Promise<CustomerAdminView[]> {
  requireGuard(ctx, 'customerDesk');
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
  const rows = await deps.em().find(Customer, { ...where, ...(query.ids ? { id: { $in: query.ids } } : {}) } as never, { populate: customerPopulate, orderBy: { id: 'asc' } });
  return rows.map(customerView);
}

export async function getCustomer(deps: CustomerAdminDeps, ctx: RequestContext, customerId: number): Promise<CustomerAdminView> {
  requireGuard(ctx, 'customerDesk');
  return freshView(deps, customerId);
}

/** PUT /api/customers (R001-7.026): customer, company info, users and contact persons in one transaction. */
export async function createCustomer(deps: CustomerAdminDeps, ctx: RequestContext, rawInput: CustomerCreateInput): Promise<CustomerAdminView> {
  requireGuard(ctx, 'customerDesk');
  const input = customerCreateSchema.parse(rawInput);
  const customerId = await deps.em().transactional(async (em) => {
    const customer = em.create(Customer, { kind: UserKind.REGISTERED });
    await em.flush();
    const loaded = await loadCustomer(em, customer.id);
    await applyCustomerChanges(ctx, em, loaded, { ...input, users: { ...input.users, updated: [], deleted: [] }, contactPersons: { ...input.contactPersons, updated: [], deleted: [] } });
    await em.flush();
    return customer.id;
  });
  return freshView(deps, customerId);
}

/**
 * POST /api/customers (R001-7.027): fields, quick order, company info (or removeCompanyInfo),
 * user changes (added/updated/deleted) and contact person changes — all or nothing. The
 * customer's cached prices are dropped when discount or multiplier changed.
 */
export async function updateCustomer(deps: CustomerAdminDeps, ctx: RequestContext, rawInput: CustomerUpdateInput): Promise<CustomerAdminView> {
  requireGuard(ctx, 'customerDesk');
  const input = customerUpdateSchema.parse(rawInput);
  const pricesChanged = await deps.em().transactional(async (em) => {
    const customer = await loadCustomer(em, input.id);
    const before = { discount: Number(customer.discount), multiplier: Number(customer.deliveryCostMultiplier) };
    await applyCustomerChanges(ctx, em, customer, input);
    await em.flush();
    return before.discount !== Number(customer.discount) || before.multiplier !== Number(customer.deliveryCostMultiplier);
  });
  if (pricesChanged) await deps.invalidatePrices?.(input.id);
  return freshView(deps, input.id);
}

/** DELETE /api/customers/:id (R001-7.029): soft delete (deletedAt); its users can no longer log in. Nobody deletes their own customer. */
export async function deleteCustomer(deps: CustomerAdminDeps, ctx: RequestContext, customerId: number): Promise<{ id: number }> {
  requireGuard(ctx, 'customerDesk');
  if (customerId === ctx.customerId) throw new EngineError('forbidden', NO_PERMISSION_MESSAGE);
  await deps.em().transactional(async (em) => {
    const customer = await loadCustomer(em, customerId);
    customer.deletedAt = new Date();
    await em.flush();
  });
  await deps.invalidatePrices?.(customerId);
  return { id: customerId };
}

/** GET /api/customers/promo-items (R001-7.023): every promo item in use, sorted (docs/decisions/330). */
export async function promoItems(deps: CustomerAdminDeps, ctx: RequestContext): Promise<string[]> {
  requireGuard(ctx, 'customerDesk');
  const persons = await deps.em().find(ContactPerson, { deletedAt: null }, { fields: ['promoItems'] });
  return [...new Set(persons.flatMap((person) => person.promoItems))].sort((a, b) => a.localeCompare(b, 'de'));
}

/** GET /api/customers/:id/promotion (R001-7.024): the promo items of each contact person of the customer. */
export async function promotion(deps: CustomerAdminDeps, ctx: RequestContext, customerId: number): Promise<{ customerId: number; contactPersons: ContactPersonView[] }> {
  requireGuard(ctx, 'customerDesk');
  return { customerId, contactPersons: (await freshView(deps, customerId)).contactPersons };
}
