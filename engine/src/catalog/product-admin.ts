import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { mayActForCustomers } from '../auth/customer-access';
import { Permission, requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import { Customer } from '../customers/customer.entity';
import { EngineError, type ErrorEntry } from '../errors';
import { Attribute, type IAttribute } from './attribute.entity';
import { ATTRIBUTE_NOT_OF_TYPE_MESSAGE, attributeValueProblem } from './attribute-rules';
import { adminTransaction, assignSent, catalogueTranslationsSchema, deleteQuerySchema, id, invalid, mustFind, name, NOT_FOUND, softOrPermanentDelete, type CatalogAdminDeps, type DeleteQuery } from './catalog-admin-support';
import { ProductKind } from './enums';
import { CategoryProduct, CustomerProduct, Product, ProductAttributeValue, type IProduct } from './product.entity';
import { createProductService, type ProductItem } from './product-service';
import { ProductType, ProductTypeAttribute, type IProductType } from './product-type.entity';
import { nextArticleNumber } from './rules';

/** Product maintenance (001 §7, ADMIN_PRODUCT): products, their values, owners and relations. */

const productValueSchema = z.object({ attributeId: id, value: z.string().max(10_000).nullable() }).strict();
const productFields = {
  name: name(300),
  articleNumber: z.string().trim().min(1).max(100).regex(/^[^/\\\s]+$/, 'validation.ascii'),
  typeId: id,
  kindCode: z.union([z.literal(ProductKind.VERPACKUNG), z.literal(ProductKind.MOEBEL), z.literal(ProductKind.ARTWORK), z.literal(ProductKind.ANY)]),
  description: z.string().max(20_000).nullable(),
  published: z.boolean(),
  publiclyAvailable: z.boolean(),
  canBeConfigured: z.boolean(),
  /** List price per unit in CHF as a decimal string; null when priced per customer only. */
  listPrice: z.union([z.string().trim().regex(/^\d{1,10}(\.\d{1,2})?$/, 'validation.currency'), z.null()]),
  localFilePath: z.string().trim().max(500).nullable(),
  values: z.array(productValueSchema).max(500),
  translations: catalogueTranslationsSchema,
};
/** Body of PUT /api/product: a new product; without articleNumber the type's next one is used. */
export const createProductSchema = z
  .object({
    ...productFields,
    articleNumber: productFields.articleNumber.optional(),
    kindCode: productFields.kindCode.default(ProductKind.VERPACKUNG),
    description: productFields.description.optional(),
    published: productFields.published.default(false),
    publiclyAvailable: productFields.publiclyAvailable.default(true),
    canBeConfigured: productFields.canBeConfigured.default(false),
    listPrice: productFields.listPrice.optional(),
    localFilePath: productFields.localFilePath.optional(),
    values: productFields.values.default([]),
    translations: productFields.translations.optional(),
  })
  .strict();
export type CreateProductInput = z.input<typeof createProductSchema>;
/** Body of POST /api/product/:id (only the fields sent change; `values` are upserted, empty removes). */
export const updateProductSchema = z.object(productFields).partial().strict();
export type UpdateProductInput = z.input<typeof updateProductSchema>;
/** Body of PUT /api/product/create-product-customer: a product owned by one customer (decision 401). */
export const createCustomerProductSchema = createProductSchema
  .omit({ publiclyAvailable: true })
  .extend({ customerId: id, externalProductId: z.string().trim().min(1).max(100).nullable().optional(), isFavorite: z.boolean().default(false) })
  .strict();
export type CreateCustomerProductInput = z.input<typeof createCustomerProductSchema>;
/** Body of PUT /api/product/copy-relations: the source's category and customer links copied to the targets. */
export const copyProductRelationsSchema = z
  .object({
    sourceId: id,
    targetIds: z.array(id).min(1).max(1000),
    categories: z.boolean().default(true),
    customers: z.boolean().default(true),
  })
  .strict()
  .refine((input) => !input.targetIds.includes(input.sourceId), { message: 'validation.choice', path: ['targetIds'] });
export type CopyProductRelationsInput = z.input<typeof copyProductRelationsSchema>;
/**
 * A product's owner (decision 896): the customer link with its external article
 * number; `remove` drops the link. The back office's product page; no /api call of 001 does this.
 */
export const productOwnerInputSchema = z
  .object({
    customerId: id,
    externalProductId: z.string().trim().max(100).nullable().optional(),
    remove: z.boolean().default(false),
  })
  .strict();
export type ProductOwnerInput = z.input<typeof productOwnerInputSchema>;


/**
 * Checks and writes a product's values (001 §5, §8): every attribute must belong to the product
 * type, every value must pass its type's rule; empty removes the value.
 */
async function writeValues(em: EntityManager, product: IProduct, type: IProductType, values: readonly { attributeId: number; value: string | null }[]): Promise<void> {
  if (values.length === 0) return;
  const links = await em.find(ProductTypeAttribute, { productType: type.id }, { populate: ['attribute'] });
  const byId = new Map<number, IAttribute>(links.map((link) => [link.attribute.id, link.attribute]));
  const problems: ErrorEntry[] = [];
  for (const [index, entry] of values.entries()) {
    const attribute = byId.get(entry.attributeId);
    if (!attribute) {
      const known = await em.findOne(Attribute, { id: entry.attributeId });
      problems.push({
        message: ATTRIBUTE_NOT_OF_TYPE_MESSAGE,
        params: { attribute: known?.name ?? String(entry.attributeId), productType: type.name },
        field: `values.${index}.attributeId`,
      });
      continue;
    }
    const problem = attributeValueProblem(attribute, entry.value);
    if (problem) problems.push({ ...problem, field: `values.${index}.value` });
  }
  if (problems.length > 0) throw invalid(problems);
  const existing = await em.find(ProductAttributeValue, { product: product.id });
  const byAttribute = new Map(existing.map((row) => [row.attribute.id, row]));
  for (const entry of values) {
    const row = byAttribute.get(entry.attributeId);
    const empty = entry.value === null || entry.value === '';
    if (row && empty) em.remove(row);
    else if (row) row.value = entry.value;
    else if (!empty) em.create(ProductAttributeValue, { product, attribute: entry.attributeId, value: entry.value });
  }
}

/**
 * The type's next article number (GET /api/product/next-article-number), moved on while another
 * product holds it: deleted products keep their numbers (the column is unique), and types may share
 * a prefix (Holzkiste and Exportkiste both number KISTE_…).
 */
export async function freeArticleNumber(em: EntityManager, type: Pick<IProductType, 'id' | 'name'>): Promise<string> {
  const existing = await em.find(Product, { productType: type.id }, { fields: ['articleNumber'], filters: false });
  const numbers = existing.map((product) => product.articleNumber);
  for (;;) {
    const candidate = nextArticleNumber(numbers, type.name);
    if ((await em.count(Product, { articleNumber: candidate }, { filters: false })) === 0) return candidate;
    numbers.push(candidate);
  }
}

/** Writes a new product with its values inside the caller's transaction; the article number defaults to the type's next one. */
async function createProductIn(em: EntityManager, input: z.output<typeof createProductSchema>, publiclyAvailable: boolean): Promise<IProduct> {
  const type = await mustFind(em.findOne(ProductType, { id: input.typeId, deletedAt: null }), NOT_FOUND.productType);
  const articleNumber = input.articleNumber || (await freeArticleNumber(em, type));
  const product = em.create(Product, {
    name: input.name,
    articleNumber,
    productType: type,
    kindCode: input.kindCode,
    description: input.description ?? null,
    published: input.published,
    publiclyAvailable,
    canBeConfigured: input.canBeConfigured,
    listPrice: input.listPrice ?? null,
    localFilePath: input.localFilePath ?? null,
    translations: input.translations ?? null,
  });
  await em.flush();
  await writeValues(em, product, type, input.values);
  await em.flush();
  return product;
}

/**
 * Writes a product owned by one customer (publiclyAvailable false, linked through CustomerProduct)
 * inside the caller's transaction: PUT /api/product/create-product-customer and the configurator's
 * 'Als Kundenprodukt anlegen' (pricing/customer-product-from-configuration.ts, decision 976).
 */
export async function insertCustomerProduct(em: EntityManager, input: z.output<typeof createCustomerProductSchema>): Promise<IProduct> {
  const customer = await mustFind(em.findOne(Customer, { id: input.customerId, deletedAt: null }), NOT_FOUND.customer);
  const created = await createProductIn(em, { ...input, publiclyAvailable: false }, false);
  em.create(CustomerProduct, { customer, product: created, externalProductId: input.externalProductId ?? null, isFavorite: input.isFavorite });
  await em.flush();
  return created;
}

export function createProductAdmin(deps: CatalogAdminDeps) {
  const products = createProductService(deps);
  const transaction = adminTransaction(deps);

  /** The product as the back office lists it (admins see unpublished ones). */
  async function productItem(ctx: RequestContext, productId: number): Promise<ProductItem> {
    const page = await products.listProducts(ctx, { ids: String(productId), includeUnpublished: true });
    const [item] = page.items;
    if (!item) throw new EngineError('not_found', NOT_FOUND.product);
    return item;
  }

  return {
    // --- products (ADMIN_PRODUCT) ------------------------------------------------------------

    /** PUT /api/product: a new product with its values; the article number defaults to the type's next one. */
    async createProduct(ctx: RequestContext, rawInput: CreateProductInput): Promise<ProductItem> {
      requireGuard(ctx, 'productDesk');
      const input = createProductSchema.parse(rawInput);
      const product = await transaction((em) => createProductIn(em, input, input.publiclyAvailable));
      return productItem(ctx, product.id);
    },

    /**
     * PUT /api/product/create-product-customer (decision 401): a product only one customer sees
     * (publiclyAvailable false, linked through CustomerProduct). ADMIN_PRODUCT or
     * CREATE_PRODUCT_IN_CONFIGURATOR.
     */
    async createCustomerProduct(ctx: RequestContext, rawInput: CreateCustomerProductInput): Promise<ProductItem> {
      requireGuard(ctx, 'configurator');
      const input = createCustomerProductSchema.parse(rawInput);
      const product = await transaction((em) => insertCustomerProduct(em, input));
      // The product it just made, though CREATE_PRODUCT_IN_CONFIGURATOR alone reads no customer's
      // products (decision 1089): everything in it was sent by the caller.
      const item = await productItem(mayActForCustomers(ctx, 'privateProducts') ? ctx : { ...ctx, permissions: [...ctx.permissions, Permission.ADMIN_PRODUCT] }, product.id);
      // The caller sees the link it just made, even without the right to read customers' links
      // (CREATE_PRODUCT_IN_CONFIGURATOR): nothing it did not send itself.
      const link = { customerId: input.customerId, externalProductId: input.externalProductId ?? null, isFavorite: input.isFavorite ?? false };
      return item.customers.some((entry) => entry.customerId === input.customerId) ? item : { ...item, customers: [...item.customers, link] };
    },

    /** POST /api/product/:id (only the fields sent change; a new type drops values of attributes it lacks). */
    async updateProduct(ctx: RequestContext, rawId: number | string, rawInput: UpdateProductInput): Promise<ProductItem> {
      requireGuard(ctx, 'productDesk');
      const productId = id.parse(rawId);
      const input = updateProductSchema.parse(rawInput);
      await transaction(async (em) => {
        const product = await mustFind(em.findOne(Product, { id: productId, deletedAt: null }, { populate: ['productType'] }), NOT_FOUND.product);
        if (input.typeId !== undefined && input.typeId !== product.productType.id) {
          const type = await mustFind(em.findOne(ProductType, { id: input.typeId, deletedAt: null }), NOT_FOUND.productType);
          product.productType = type;
          const kept = await em.find(ProductTypeAttribute, { productType: type.id }, { fields: ['attribute'] });
          await em.nativeDelete(ProductAttributeValue, { product: product.id, attribute: { $nin: kept.map((link) => link.attribute.id) } });
        }
        assignSent(product, input, ['name', 'articleNumber', 'kindCode', 'description', 'published', 'publiclyAvailable', 'canBeConfigured', 'listPrice', 'localFilePath', 'translations']);
        await em.flush();
        if (input.values) await writeValues(em, product, product.productType, input.values);
        await em.flush();
      });
      return productItem(ctx, productId);
    },

    /** DELETE /api/product/:id (001 §4): soft (deletedAt) or, with `permanent`, removed — refused while still referenced. */
    async deleteProduct(ctx: RequestContext, rawId: number | string, rawQuery: DeleteQuery = {}): Promise<{ id: number; permanent: boolean }> {
      requireGuard(ctx, 'productDesk');
      const productId = id.parse(rawId);
      const query = deleteQuerySchema.parse(rawQuery);
      return transaction(async (em) => {
        const found = await mustFind(em.findOne(Product, { id: productId }), NOT_FOUND.product);
        return softOrPermanentDelete(em, found, () => em.nativeDelete(Product, { id: productId }), productId, query.permanent);
      });
    },

    /** Adds or updates a customer as the product's owner (its external article number), or removes the link (decision 896). */
    async setProductOwner(ctx: RequestContext, rawId: number | string, rawInput: ProductOwnerInput): Promise<ProductItem> {
      requireGuard(ctx, 'productDesk');
      const productId = id.parse(rawId);
      const input = productOwnerInputSchema.parse(rawInput);
      await transaction(async (em) => {
        const product = await mustFind(em.findOne(Product, { id: productId, deletedAt: null }), NOT_FOUND.product);
        const link = await em.findOne(CustomerProduct, { product: product.id, customer: input.customerId });
        if (input.remove) {
          if (link) em.remove(link);
        } else if (link) {
          link.externalProductId = input.externalProductId || null;
        } else {
          const customer = await mustFind(em.findOne(Customer, { id: input.customerId, deletedAt: null }), NOT_FOUND.customer);
          em.create(CustomerProduct, { customer, product, externalProductId: input.externalProductId || null, isFavorite: false });
        }
        await em.flush();
      });
      return productItem(ctx, productId);
    },

    /** PUT /api/product/copy-relations (decision 401): the source's category and customer links, added to each target. */
    async copyProductRelations(ctx: RequestContext, rawInput: CopyProductRelationsInput): Promise<{ categoryLinks: number; customerLinks: number }> {
      requireGuard(ctx, 'productDesk');
      const input = copyProductRelationsSchema.parse(rawInput);
      return transaction(async (em) => {
        const source = await mustFind(em.findOne(Product, { id: input.sourceId }), NOT_FOUND.product);
        const targets = await em.find(Product, { id: { $in: input.targetIds } });
        if (targets.length !== new Set(input.targetIds).size) throw new EngineError('not_found', NOT_FOUND.product);
        let categoryLinks = 0;
        let customerLinks = 0;
        if (input.categories) {
          const links = await em.find(CategoryProduct, { product: source.id });
          const present = await em.find(CategoryProduct, { product: { $in: input.targetIds } });
          const has = new Set(present.map((link) => `${link.product.id}:${link.category.id}`));
          for (const target of targets) {
            for (const link of links.filter((candidate) => !has.has(`${target.id}:${candidate.category.id}`))) {
              em.create(CategoryProduct, { category: link.category, product: target, order: link.order });
              categoryLinks += 1;
            }
          }
        }
        if (input.customers) {
          const links = await em.find(CustomerProduct, { product: source.id });
          const present = await em.find(CustomerProduct, { product: { $in: input.targetIds } });
          const has = new Set(present.map((link) => `${link.product.id}:${link.customer.id}`));
          for (const target of targets) {
            for (const link of links.filter((candidate) => !has.has(`${target.id}:${candidate.customer.id}`))) {
              em.create(CustomerProduct, { customer: link.customer, product: target, externalProductId: link.externalProductId ?? null, isFavorite: link.isFavorite });
              customerLinks += 1;
            }
          }
        }
        await em.flush();
        return { categoryLinks, customerLinks };
      });
    },
  };
}
