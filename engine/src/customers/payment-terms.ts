import { mayActForCustomers, requireCustomerData } from '../auth/customer-access';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { Customer, PaymentTerm, Skonto } from './customer.entity';
import type { CustomerAdminDeps } from './customer-admin-views';
import { NOT_FOUND_MESSAGE } from './customer-views';

/** Payment terms and skonto (R000-7.22, R000-7.23, docs/decisions/330): who reads which. */

export interface TermView {
  id: number;
  name: string;
  days: number;
}
export interface SkontoView extends TermView {
  percent: string;
}

/** 'all' for an administrator asking without a customer; else the term of the customer asked for (its own, or any for an admin). */
async function termOf(deps: CustomerAdminDeps, ctx: RequestContext, customerId: number | undefined, kind: 'paymentTerm' | 'skonto'): Promise<TermView | SkontoView | null | 'all'> {
  if (customerId === undefined && mayActForCustomers(ctx, 'terms')) return 'all';
  const target = customerId ?? ctx.customerId;
  requireCustomerData(ctx, target, 'terms');
  const customer = await deps.em().findOne(Customer, { id: target!, deletedAt: null }, { populate: [kind] });
  if (!customer) throw new EngineError('not_found', NOT_FOUND_MESSAGE);
  const row = customer[kind];
  if (!row) return null;
  return kind === 'skonto' ? { id: row.id, name: row.name, days: row.days, percent: (row as { percent: string }).percent } : { id: row.id, name: row.name, days: row.days };
}

/**
 * GET /api/payment-term?customerId (R000-7.22, docs/decisions/330): with customerId only that
 * customer's own term (the customer itself or an admin); without, all terms for admins and the
 * caller's own term for everybody else.
 */
export async function paymentTerms(deps: CustomerAdminDeps, ctx: RequestContext, customerId?: number): Promise<TermView[]> {
  const term = await termOf(deps, ctx, customerId, 'paymentTerm');
  if (term !== 'all') return term ? [term as TermView] : [];
  const rows = await deps.em().find(PaymentTerm, {}, { orderBy: { days: 'asc', id: 'asc' } });
  return rows.map((row) => ({ id: row.id, name: row.name, days: row.days }));
}

/** GET /api/skonto?customerId (R000-7.23): same rule as paymentTerms. */
export async function skontos(deps: CustomerAdminDeps, ctx: RequestContext, customerId?: number): Promise<SkontoView[]> {
  const skonto = await termOf(deps, ctx, customerId, 'skonto');
  if (skonto !== 'all') return skonto ? [skonto as SkontoView] : [];
  const rows = await deps.em().find(Skonto, {}, { orderBy: { days: 'asc', id: 'asc' } });
  return rows.map((row) => ({ id: row.id, name: row.name, days: row.days, percent: row.percent }));
}
