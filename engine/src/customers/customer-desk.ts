import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../context';
import { requireGuard } from '../auth/permissions';
import { Truck } from '../shipping/truck.entity';
import { Customer, PaymentTerm, Skonto, type ICustomer } from './customer.entity';
import { likeTerm } from '../db/like';
import { choiceInput, integerInput } from '../validation/numbers';

/**
 * The back office's customer list (/admin/customer): status filter, text search,
 * sort and paging in SQL from the URL's search params. Reads only; changes go through the
 * customer administration service (customer-admin-service.ts).
 */

export const CUSTOMER_GRID_SORT_KEYS = ['id', 'name', 'createdAt'] as const;
export const CUSTOMER_GRID_PAGE_SIZES = [25, 50, 100] as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The customer grid's URL search params (all optional; a bookmark reloads the same view). */
export const customerGridQuerySchema = z
  .object({
    page: z.preprocess(blankToUndefined, integerInput((n) => n.min(1).max(100_000)).default(1)),
    size: z.preprocess(
      blankToUndefined,
      choiceInput(CUSTOMER_GRID_PAGE_SIZES).default(25),
    ),
    sort: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((value) => (CUSTOMER_GRID_SORT_KEYS as readonly string[]).includes(value.replace(/^-/, '')), { message: 'validation.choice' })
        .default('-id'),
    ),
    /** active (default view: every customer not deleted when absent), inactive, deleted. */
    status: z.preprocess(blankToUndefined, z.enum(['active', 'inactive', 'deleted']).optional()),
    /** Customer number, company name or code, a login e-mail, a contact person's name or e-mail. */
    q: z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : undefined), z.string().max(100).optional()),
  })
  .strip();
export type CustomerGridQuery = z.input<typeof customerGridQuerySchema>;

export interface CustomerGridRow {
  id: number;
  /** Company name, else the first contact person, else the first login. */
  name: string;
  companyCode: string | null;
  isCompanyCustomer: boolean;
  emails: string[];
  discount: string;
  active: boolean;
  deleted: boolean;
  hasQuickOrder: boolean;
  createdAt: string;
}

export interface CustomerFormOptions {
  paymentTerms: { id: number; name: string }[];
  skontos: { id: number; name: string }[];
  trucks: { id: number; name: string }[];
}

export interface CustomerGridPage {
  rows: CustomerGridRow[];
  total: number;
  page: number;
  size: number;
  pages: number;
  sort: string;
}

export function displayNameOf(customer: Pick<ICustomer, 'companyInfo' | 'contactPersons' | 'users'>): string {
  const company = customer.companyInfo?.name;
  if (company) return company;
  const person = customer.contactPersons.getItems().find((candidate) => !candidate.deletedAt);
  if (person) return [person.firstName, person.lastName].filter(Boolean).join(' ');
  return customer.users.getItems()[0]?.email ?? '–';
}

export function createCustomerDesk(deps: { em: () => EntityManager }) {
  
  /** Customers whose number, company, login or contact person matches (one SQL statement). */
  async function matchingIds(em: EntityManager, q: string): Promise<number[]> {
    const term = likeTerm(q);
    const rows: { id: number }[] = await em.getConnection().execute(
      `select c.id from customer c
         left join company_info ci on ci.customer_id = c.id
        where c.kind <> 'GUEST' and (cast(c.id as text) = ? or ci.name ilike ? or ci.code ilike ?
           or exists (select 1 from shop_user u where u.customer_id = c.id and u.email ilike ?)
           or exists (select 1 from contact_person p where p.customer_id = c.id and p.deleted_at is null
                       and (concat_ws(' ', p.first_name, p.last_name) ilike ? or p.email ilike ?)))`,
      [q, term, term, term, term, term],
    );
    return rows.map((row) => Number(row.id));
  }

  return {
    /** The choices of the customer form: payment terms, skonto and the trucks of quick order (ADMIN_CUSTOMER). */
    async customerFormOptions(ctx: RequestContext): Promise<CustomerFormOptions> {
      requireGuard(ctx, 'customerDesk');
      const em = deps.em();
      const [terms, skontos, trucks] = await Promise.all([
        em.find(PaymentTerm, {}, { orderBy: { days: 'asc', id: 'asc' } }),
        em.find(Skonto, {}, { orderBy: { days: 'asc', id: 'asc' } }),
        em.find(Truck, {}, { orderBy: { id: 'asc' } }),
      ]);
      return {
        paymentTerms: terms.map((term) => ({ id: term.id, name: term.name })),
        skontos: skontos.map((skonto) => ({ id: skonto.id, name: skonto.name })),
        trucks: trucks.map((truck) => ({ id: truck.id, name: truck.name })),
      };
    },

    /** One page of the customer grid (ADMIN_CUSTOMER); guests are left out. */
    async customerGrid(ctx: RequestContext, rawQuery: CustomerGridQuery = {}): Promise<CustomerGridPage> {
      requireGuard(ctx, 'customerDesk');
      const query = customerGridQuerySchema.parse(rawQuery);
      const em = deps.em();
      const where: FilterQuery<ICustomer>[] = [{ kind: { $ne: 'GUEST' } }];
      if (query.status === 'deleted') where.push({ deletedAt: { $ne: null } });
      else where.push({ deletedAt: null });
      if (query.status === 'active') where.push({ active: true });
      if (query.status === 'inactive') where.push({ active: false });
      if (query.q) where.push({ id: { $in: await matchingIds(em, query.q) } });
      const direction = query.sort.startsWith('-') ? 'desc' : 'asc';
      const key = query.sort.replace(/^-/, '');
      const orderBy = key === 'name' ? { companyInfo: { name: `${direction} nulls last` } } : { [key]: direction };
      const [customers, total] = await em.findAndCount(Customer, { $and: where } as FilterQuery<ICustomer>, {
        orderBy: [orderBy, { id: direction }] as never,
        limit: query.size,
        offset: (query.page - 1) * query.size,
        populate: ['companyInfo', 'users', 'contactPersons', 'quickOrderSetting'],
      });
      return {
        rows: customers.map((customer) => ({
          id: customer.id,
          name: displayNameOf(customer),
          companyCode: customer.companyInfo?.code ?? null,
          isCompanyCustomer: Boolean(customer.companyInfo),
          emails: customer.users.getItems().map((user) => user.email).sort(),
          discount: customer.discount,
          active: customer.active,
          deleted: Boolean(customer.deletedAt),
          hasQuickOrder: Boolean(customer.quickOrderSetting?.isActive),
          createdAt: customer.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        size: query.size,
        pages: Math.max(1, Math.ceil(total / query.size)),
        sort: query.sort,
      };
    },
  };
}
export type CustomerDesk = ReturnType<typeof createCustomerDesk>;
