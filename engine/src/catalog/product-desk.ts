import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { toAttributeItem, type AttributeItem } from './catalog-read-service';
import { ProductKind } from './enums';
import { Customer } from '../customers/customer.entity';
import { displayNameOf } from '../customers/customer-desk';
import { Product, type IProduct } from './product.entity';
import { ProductType } from './product-type.entity';
import { likeTerm } from '../db/like';
import { idSchema } from '../validation/ids';
import { choiceInput, integerInput } from '../validation/numbers';

/**
 * The back office's product list and the data of the product form (/admin/product):
 * filters on type, kind, published, owner and text, sorted and paged in SQL. Changes go through
 * the catalogue maintenance service (catalog-admin-service.ts).
 */

export const PRODUCT_GRID_SORT_KEYS = ['id', 'name', 'articleNumber', 'updatedAt'] as const;
export const PRODUCT_GRID_PAGE_SIZES = [25, 50, 100] as const;

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalId = z.preprocess(blank, idSchema.optional());

/** The product grid's URL search params. */
export const productGridQuerySchema = z
  .object({
    page: z.preprocess(blank, integerInput((n) => n.min(1).max(100_000)).default(1)),
    size: z.preprocess(blank, choiceInput(PRODUCT_GRID_PAGE_SIZES).default(25)),
    sort: z.preprocess(
      blank,
      z
        .string()
        .refine((value) => (PRODUCT_GRID_SORT_KEYS as readonly string[]).includes(value.replace(/^-/, '')), { message: 'validation.choice' })
        .default('articleNumber'),
    ),
    type: optionalId,
    kind: z.preprocess(blank, choiceInput(Object.values(ProductKind)).optional()),
    published: z.preprocess(blank, z.enum(['true', 'false']).optional()),
    /** Products linked to this customer (its own products and favourites). */
    owner: optionalId,
    /** Name or article number. */
    q: z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : undefined), z.string().max(100).optional()),
  })
  .strip();
export type ProductGridQuery = z.input<typeof productGridQuerySchema>;

export interface ProductGridRow {
  id: number;
  name: string;
  articleNumber: string;
  typeId: number;
  typeName: string;
  kindCode: number;
  published: boolean;
  publiclyAvailable: boolean;
  owners: number;
  listPrice: string | null;
}

export interface ProductGridPage {
  rows: ProductGridRow[];
  total: number;
  page: number;
  size: number;
  pages: number;
  sort: string;
}

export interface ProductTypeChoice {
  id: number;
  name: string;
}

/** An attribute of the product's type with the form's input kind (per attribute type, 001 §3). */
export interface ProductFormAttribute {
  attributeId: number;
  order: number;
  attribute: AttributeItem;
}

export function createProductDesk(deps: { em: () => EntityManager }) {
  function assertProductAdmin(ctx: RequestContext): void {
    requireGuard(ctx, 'productDesk');
  }

  return {
    /** One page of the product grid (ADMIN_PRODUCT): deleted products are left out. */
    async productGrid(ctx: RequestContext, rawQuery: ProductGridQuery = {}): Promise<ProductGridPage> {
      assertProductAdmin(ctx);
      const query = productGridQuerySchema.parse(rawQuery);
      const where: FilterQuery<IProduct>[] = [{ deletedAt: null }];
      if (query.type !== undefined) where.push({ productType: query.type });
      if (query.kind !== undefined) where.push({ kindCode: query.kind });
      if (query.published !== undefined) where.push({ published: query.published === 'true' });
      if (query.owner !== undefined) where.push({ customers: { customer: query.owner } });
      if (query.q) where.push({ $or: [{ name: { $ilike: likeTerm(query.q) } }, { articleNumber: { $ilike: likeTerm(query.q) } }] });
      const direction = query.sort.startsWith('-') ? 'desc' : 'asc';
      const key = query.sort.replace(/^-/, '');
      const em = deps.em();
      const [products, total] = await em.findAndCount(Product, { $and: where } as FilterQuery<IProduct>, {
        orderBy: [{ [key]: direction }, { id: direction }] as never,
        limit: query.size,
        offset: (query.page - 1) * query.size,
        populate: ['productType', 'customers'],
      });
      return {
        rows: products.map((product) => ({
          id: product.id,
          name: product.name,
          articleNumber: product.articleNumber,
          typeId: product.productType.id,
          typeName: product.productType.name,
          kindCode: product.kindCode,
          published: product.published,
          publiclyAvailable: product.publiclyAvailable,
          owners: product.customers.count(),
          listPrice: product.listPrice ?? null,
        })),
        total,
        page: query.page,
        size: query.size,
        pages: Math.max(1, Math.ceil(total / query.size)),
        sort: query.sort,
      };
    },

    /** The product types a product can have (not deleted), by name. */
    async productTypes(ctx: RequestContext): Promise<ProductTypeChoice[]> {
      assertProductAdmin(ctx);
      const types = await deps.em().find(ProductType, { deletedAt: null }, { orderBy: { name: 'asc', id: 'asc' } });
      return types.map((type) => ({ id: type.id, name: type.name }));
    },

    /** The attributes of a type in their order, with their rules (enum values, bounds, unit). */
    async typeAttributes(ctx: RequestContext, typeId: number): Promise<ProductFormAttribute[]> {
      assertProductAdmin(ctx);
      const type = await deps.em().findOne(ProductType, { id: typeId }, { populate: ['attrs', 'attrs.attribute'] });
      if (!type) throw new EngineError('not_found', 'Produkttyp nicht gefunden');
      return type.attrs.getItems().map((link) => ({ attributeId: link.attribute.id, order: link.order, attribute: toAttributeItem(link.attribute) }));
    },

    /** The stored list price of a product (the product item of /api/product shows the customer's price instead). */
    async listPriceOf(ctx: RequestContext, productId: number): Promise<string | null> {
      assertProductAdmin(ctx);
      const product = await deps.em().findOne(Product, { id: productId }, { fields: ['listPrice'] });
      if (!product) throw new EngineError('not_found', 'Produkt nicht gefunden');
      return product.listPrice ?? null;
    },

    /** The names of a product's owners by customer id (ADMIN_PRODUCT: the product page names whose product it is, as /price2 does). */
    async ownerNames(ctx: RequestContext, customerIds: readonly number[]): Promise<Record<number, string>> {
      assertProductAdmin(ctx);
      if (customerIds.length === 0) return {};
      const customers = await deps.em().find(Customer, { id: { $in: [...new Set(customerIds)] } }, { populate: ['companyInfo', 'contactPersons', 'users'] });
      return Object.fromEntries(customers.map((customer) => [customer.id, displayNameOf(customer)]));
    },

  };
}
export type ProductDesk = ReturnType<typeof createProductDesk>;
