import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Permission, requirePermission } from '../auth/permissions';
import type { RequestContext } from '../context';
import { Customer } from '../customers/customer.entity';
import { withConstraintErrors } from '../db/constraint-errors';
import { EngineError, type ErrorEntry } from '../errors';
import { safeSegments } from '../files/product-images';
import { MODEL_MODES } from '../parts/geometry';
import { isProductFamily } from '../parts/index';
import { Attribute, type IAttribute } from './attribute.entity';
import { ATTRIBUTE_NOT_OF_TYPE_MESSAGE, attributeValueProblem } from './attribute-rules';
import { toAttributeItem, toProductTypeItem, type AttributeItem, type ProductTypeAttributeItem, type ProductTypeItem } from './catalog-read-service';
import { Category, type ICategory } from './category.entity';
import { ALL_ATTRIBUTE_VISIBILITY, AttributeTypeId, isAttributeTypeId, ProductKind, ShopTypeId } from './enums';
import { CategoryProduct, CustomerProduct, Product, ProductAttributeValue, type IProduct } from './product.entity';
import { createProductService, type ProductItem } from './product-service';
import { ProductType, ProductTypeAttribute, type IProductType } from './product-type.entity';
import { nextArticleNumber } from './rules';

/**
 * Catalogue maintenance (001 §7): categories (ADMIN_CATEGORY), product types and attributes
 * (ADMIN_PRODUCT_META), products (ADMIN_PRODUCT). Every operation checks its permission, parses
 * its input with the exported schema and writes in one transaction; constraint violations come
 * back as 'Objekt wird noch verwendet …' / 'Der Eintrag {field} ist bereits vorhanden.'.
 * Semantics the spec leaves open: docs/decisions/401-catalogue-maintenance.md.
 */

const id = z.coerce.number().int().positive();
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === '1');
const nullableText = (max: number) => z.string().trim().max(max).nullable().optional().transform((value) => (value === '' ? null : value));
const name = (max: number) => z.string().trim().min(1, 'validation.required').max(max);

// --- schemas ---------------------------------------------------------------------------------

const categoryFields = {
  name: name(200),
  description: z.string().nullable().optional(),
  parentId: id.nullable().optional(),
  order: z.number().int().min(0).optional(),
  shopTypeId: z.union([z.literal(ShopTypeId.VERPACKUNG), z.literal(ShopTypeId.MOEBEL), z.literal(ShopTypeId.ANY)]),
  contentLink: nullableText(500),
  published: z.boolean().optional(),
  imageFileName: nullableText(300),
};
/** Body of POST /api/categories. */
export const createCategorySchema = z.object({ ...categoryFields, shopTypeId: categoryFields.shopTypeId.default(ShopTypeId.ANY) }).strict();
export type CreateCategoryInput = z.input<typeof createCategorySchema>;
/** Body of PUT /api/categories/:id (only the fields sent change). */
export const updateCategorySchema = z.object(categoryFields).partial().strict();
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>;
/** Body of PUT /api/categories/swap-order: two sibling categories exchange their places. */
export const swapCategoryOrderSchema = z
  .object({ firstId: id, secondId: id })
  .strict()
  .refine((input) => input.firstId !== input.secondId, { message: 'validation.choice', path: ['secondId'] });
export type SwapCategoryOrderInput = z.input<typeof swapCategoryOrderSchema>;
/**
 * Body of PUT /api/categories/:id/change-order: `elements` (category ids, in this order) become
 * children of category :id, placed before or after the child `pivot` (null: at the start or end).
 */
export const changeCategoryOrderSchema = z
  .object({
    pivot: id.nullable().optional(),
    elements: z.array(id).min(1).max(1000),
    moveDirection: z.enum(['before', 'after']),
  })
  .strict()
  .refine((input) => new Set(input.elements).size === input.elements.length, { message: 'validation.choice', path: ['elements'] })
  .refine((input) => input.pivot == null || !input.elements.includes(input.pivot), { message: 'validation.choice', path: ['pivot'] });
export type ChangeCategoryOrderInput = z.input<typeof changeCategoryOrderSchema>;

const attributeOptionsSchema = z
  .object({
    values: z.array(z.string().trim().min(1).max(200)).max(500).optional(),
    unit: z.string().trim().max(20).optional(),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    step: z.number().positive().finite().optional(),
    defaultValue: z.string().max(2000).optional(),
    required: z.boolean().optional(),
    apiParamName: z.string().trim().max(100).optional(),
  })
  .strict()
  .refine((options) => options.min === undefined || options.max === undefined || options.min <= options.max, { message: 'validation.maxValue', path: ['max'] });
const attributeFields = {
  name: name(200),
  typeId: z.number().int().refine(isAttributeTypeId, { message: 'validation.choice' }),
  visibility: z.number().int().min(0).max(ALL_ATTRIBUTE_VISIBILITY),
  options: attributeOptionsSchema.nullable(),
};
/** Body of POST /api/attribute. */
export const createAttributeSchema = z
  .object({ ...attributeFields, visibility: attributeFields.visibility.default(0), options: attributeFields.options.optional() })
  .strict();
export type CreateAttributeInput = z.input<typeof createAttributeSchema>;
/** Body of POST /api/attribute/:id (only the fields sent change). */
export const updateAttributeSchema = z.object(attributeFields).partial().strict();
export type UpdateAttributeInput = z.input<typeof updateAttributeSchema>;

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
 * A product's owner (issue 19, decision 896): the customer link with its external article
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
/** Query of DELETE /api/product/:id and /api/product-types/:id. */
export const deleteQuerySchema = z.object({ permanent: flag.default(false) }).strict();
export type DeleteQuery = z.input<typeof deleteQuerySchema>;

const excelFilePath = z
  .string()
  .trim()
  .max(500)
  .refine((path) => safeSegments(path) !== undefined, { message: 'validation.choice' })
  .nullable();
const productTypeFields = {
  name: name(200),
  categoryId: id.nullable(),
  excelFilePath,
  modelMode: z.enum(MODEL_MODES).nullable(),
  modelFamily: z.string().refine(isProductFamily, { message: 'validation.choice' }).nullable(),
};
/** Body of POST /api/product-types. */
export const createProductTypeSchema = z
  .object({
    ...productTypeFields,
    categoryId: productTypeFields.categoryId.optional(),
    excelFilePath: excelFilePath.optional(),
    modelMode: productTypeFields.modelMode.optional(),
    modelFamily: productTypeFields.modelFamily.optional(),
  })
  .strict();
export type CreateProductTypeInput = z.input<typeof createProductTypeSchema>;
/** Body of PUT /api/product-types/:id. */
export const updateProductTypeSchema = z.object(productTypeFields).partial().strict();
export type UpdateProductTypeInput = z.input<typeof updateProductTypeSchema>;
const visibility = z.number().int().min(0).max(ALL_ATTRIBUTE_VISIBILITY);
/** Body of PUT /api/product-types/:id/add-attribute; visibility defaults to the attribute's, order to the end. */
export const addTypeAttributeSchema = z.object({ attributeId: id, visibility: visibility.optional(), order: z.number().int().min(0).optional() }).strict();
export type AddTypeAttributeInput = z.input<typeof addTypeAttributeSchema>;
/** Body of PUT /api/product-types/:id/remove-attribute; the products' values of those attributes go too. */
export const removeTypeAttributesSchema = z.object({ productTypeAttributeIds: z.array(id).min(1).max(500) }).strict();
export type RemoveTypeAttributesInput = z.input<typeof removeTypeAttributesSchema>;
/** Body of PUT /api/product-types/:id/update-attribute. */
export const updateTypeAttributeSchema = z
  .object({ productTypeAttributeId: id, visibility: visibility.optional(), order: z.number().int().min(0).optional() })
  .strict();
export type UpdateTypeAttributeInput = z.input<typeof updateTypeAttributeSchema>;

// --- results ---------------------------------------------------------------------------------

export interface CategoryRecord {
  id: number;
  name: string;
  description: string | null;
  parentId: number | null;
  order: number;
  shopTypeId: number;
  contentLink: string | null;
  published: boolean;
  imageFileName: string | null;
}

export interface OrderEntry {
  id: number;
  order: number;
}

export interface ProductTypeRecord extends ProductTypeItem {
  attrs: ProductTypeAttributeItem[];
}

const NOT_FOUND = {
  category: 'Kategorie nicht gefunden',
  product: 'Produkt nicht gefunden',
  productType: 'Produkttyp nicht gefunden',
  attribute: 'Attribut nicht gefunden',
  customer: 'Kunde nicht gefunden',
} as const;
/** Swap-order of categories below different parents. */
export const NOT_SIBLINGS_MESSAGE = 'Die Kategorien haben nicht dieselbe übergeordnete Kategorie.';
/** A category cannot be moved below itself or one of its descendants. */
export const CATEGORY_CYCLE_MESSAGE = 'Eine Kategorie kann nicht unter sich selbst verschoben werden.';


function invalid(entries: ErrorEntry[]): EngineError {
  return new EngineError('invalid', entries);
}

function toCategoryRecord(category: ICategory): CategoryRecord {
  return {
    id: category.id,
    name: category.name,
    description: category.description ?? null,
    parentId: category.parent?.id ?? null,
    order: category.order,
    shopTypeId: category.shopTypeId,
    contentLink: category.contentLink ?? null,
    published: category.published,
    imageFileName: category.imageFileName ?? null,
  };
}

async function mustFind<T extends object>(promise: Promise<T | null>, message: string): Promise<T> {
  const found = await promise;
  if (!found) throw new EngineError('not_found', message);
  return found;
}

/** Ids of a category and all its ancestors. */
async function ancestorsOf(em: EntityManager, category: ICategory): Promise<Set<number>> {
  const seen = new Set<number>([category.id]);
  let parentId = category.parent?.id;
  while (parentId !== undefined && !seen.has(parentId)) {
    seen.add(parentId);
    const parent: ICategory | null = await em.findOne(Category, { id: parentId });
    parentId = parent?.parent?.id;
  }
  return seen;
}

/** Renumbers siblings 0…n-1 in the given order and returns the new orders. */
function renumber(siblings: ICategory[]): OrderEntry[] {
  siblings.forEach((sibling, index) => {
    sibling.order = index;
  });
  return siblings.map((sibling) => ({ id: sibling.id, order: sibling.order }));
}

async function siblingsOf(em: EntityManager, parentId: number | null): Promise<ICategory[]> {
  return em.find(Category, { parent: parentId }, { orderBy: { order: 'asc', id: 'asc' } });
}

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

export function createCatalogAdminService(deps: { em: () => EntityManager }) {
  const products = createProductService(deps);
  const transaction = <T>(work: (em: EntityManager) => Promise<T>): Promise<T> =>
    withConstraintErrors(() => deps.em().transactional((em) => work(em as EntityManager)));

  /** The product as the back office lists it (admins see unpublished ones). */
  async function productItem(ctx: RequestContext, productId: number): Promise<ProductItem> {
    const page = await products.listProducts(ctx, { ids: String(productId), includeUnpublished: true });
    const [item] = page.items;
    if (!item) throw new EngineError('not_found', NOT_FOUND.product);
    return item;
  }

  async function typeRecord(em: EntityManager, typeId: number): Promise<ProductTypeRecord> {
    const type = await mustFind(em.findOne(ProductType, { id: typeId }, { populate: ['attrs', 'attrs.attribute'] }), NOT_FOUND.productType);
    return {
      ...toProductTypeItem(type),
      attrs: type.attrs.getItems().map((link) => ({
        id: link.id,
        attributeId: link.attribute.id,
        attribute: toAttributeItem(link.attribute),
        visibility: link.visibility,
        order: link.order,
      })),
    };
  }

  async function createProductIn(em: EntityManager, input: z.output<typeof createProductSchema>, publiclyAvailable: boolean): Promise<IProduct> {
    const type = await mustFind(em.findOne(ProductType, { id: input.typeId, deletedAt: null }), NOT_FOUND.productType);
    let articleNumber = input.articleNumber;
    if (!articleNumber) {
      const existing = await em.find(Product, { productType: type.id }, { fields: ['articleNumber'] });
      articleNumber = nextArticleNumber(existing.map((product) => product.articleNumber), type.name);
    }
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
    });
    await em.flush();
    await writeValues(em, product, type, input.values);
    await em.flush();
    return product;
  }

  return {
    // --- categories (ADMIN_CATEGORY) ---------------------------------------------------------

    /** POST /api/categories. A new category goes last among its siblings unless `order` is given. */
    async createCategory(ctx: RequestContext, rawInput: CreateCategoryInput): Promise<CategoryRecord> {
      requirePermission(ctx, Permission.ADMIN_CATEGORY);
      const input = createCategorySchema.parse(rawInput);
      return transaction(async (em) => {
        const parent = input.parentId ? await mustFind(em.findOne(Category, { id: input.parentId }), NOT_FOUND.category) : null;
        const order = input.order ?? (await em.count(Category, { parent: parent?.id ?? null }));
        const category = em.create(Category, {
          name: input.name,
          description: input.description ?? null,
          parent,
          order,
          shopTypeId: input.shopTypeId,
          contentLink: input.contentLink ?? null,
          published: input.published ?? true,
          imageFileName: input.imageFileName ?? null,
        });
        await em.flush();
        return toCategoryRecord(category);
      });
    },

    /** PUT /api/categories/:id. Moving below itself or a descendant is refused. */
    async updateCategory(ctx: RequestContext, rawId: number | string, rawInput: UpdateCategoryInput): Promise<CategoryRecord> {
      requirePermission(ctx, Permission.ADMIN_CATEGORY);
      const categoryId = id.parse(rawId);
      const input = updateCategorySchema.parse(rawInput);
      return transaction(async (em) => {
        const category = await mustFind(em.findOne(Category, { id: categoryId }), NOT_FOUND.category);
        if (input.parentId !== undefined) {
          if (input.parentId === null) category.parent = null;
          else {
            const parent = await mustFind(em.findOne(Category, { id: input.parentId }), NOT_FOUND.category);
            if ((await ancestorsOf(em, parent)).has(category.id)) throw invalid([{ message: CATEGORY_CYCLE_MESSAGE, field: 'parentId' }]);
            category.parent = parent;
          }
        }
        if (input.name !== undefined) category.name = input.name;
        if (input.description !== undefined) category.description = input.description;
        if (input.order !== undefined) category.order = input.order;
        if (input.shopTypeId !== undefined) category.shopTypeId = input.shopTypeId;
        if (input.contentLink !== undefined) category.contentLink = input.contentLink;
        if (input.published !== undefined) category.published = input.published;
        if (input.imageFileName !== undefined) category.imageFileName = input.imageFileName;
        await em.flush();
        return toCategoryRecord(category);
      });
    },

    /** DELETE /api/categories/:id; a category with children is still in use. Product links go with it. */
    async deleteCategory(ctx: RequestContext, rawId: number | string): Promise<{ id: number; deleted: true }> {
      requirePermission(ctx, Permission.ADMIN_CATEGORY);
      const categoryId = id.parse(rawId);
      return transaction(async (em) => {
        await mustFind(em.findOne(Category, { id: categoryId }), NOT_FOUND.category);
        await em.nativeDelete(Category, { id: categoryId });
        return { id: categoryId, deleted: true as const };
      });
    },

    /** PUT /api/categories/swap-order: two siblings exchange places; the siblings are renumbered 0…n-1. */
    async swapCategoryOrder(ctx: RequestContext, rawInput: SwapCategoryOrderInput): Promise<OrderEntry[]> {
      requirePermission(ctx, Permission.ADMIN_CATEGORY);
      const input = swapCategoryOrderSchema.parse(rawInput);
      return transaction(async (em) => {
        const first = await mustFind(em.findOne(Category, { id: input.firstId }), NOT_FOUND.category);
        const second = await mustFind(em.findOne(Category, { id: input.secondId }), NOT_FOUND.category);
        const parentId = first.parent?.id ?? null;
        if (parentId !== (second.parent?.id ?? null)) throw invalid([{ message: NOT_SIBLINGS_MESSAGE, field: 'secondId' }]);
        const siblings = await siblingsOf(em, parentId);
        const a = siblings.findIndex((sibling) => sibling.id === first.id);
        const b = siblings.findIndex((sibling) => sibling.id === second.id);
        [siblings[a], siblings[b]] = [siblings[b] as ICategory, siblings[a] as ICategory];
        const result = renumber(siblings);
        await em.flush();
        return result;
      });
    },

    /**
     * PUT /api/categories/:id/change-order (decision 401): the `elements` become children of :id,
     * in the given order, placed before or after the child `pivot` (no pivot: at the start for
     * 'before', at the end for 'after'); the children of :id are renumbered 0…n-1, and the
     * places the elements left are closed.
     */
    async changeCategoryOrder(ctx: RequestContext, rawId: number | string, rawInput: ChangeCategoryOrderInput): Promise<OrderEntry[]> {
      requirePermission(ctx, Permission.ADMIN_CATEGORY);
      const parentId = id.parse(rawId);
      const input = changeCategoryOrderSchema.parse(rawInput);
      return transaction(async (em) => {
        const parent = await mustFind(em.findOne(Category, { id: parentId }), NOT_FOUND.category);
        const lineage = await ancestorsOf(em, parent);
        const elements = await em.find(Category, { id: { $in: input.elements } });
        if (elements.length !== input.elements.length) throw new EngineError('not_found', NOT_FOUND.category);
        if (elements.some((element) => lineage.has(element.id))) throw invalid([{ message: CATEGORY_CYCLE_MESSAGE, field: 'elements' }]);
        const moved = input.elements.map((elementId) => elements.find((element) => element.id === elementId) as ICategory);
        const formerParents = new Set(moved.map((element) => element.parent?.id ?? null).filter((former) => former !== parentId));
        const rest = (await siblingsOf(em, parentId)).filter((child) => !input.elements.includes(child.id));
        let at = input.moveDirection === 'before' ? 0 : rest.length;
        if (input.pivot != null) {
          const pivotIndex = rest.findIndex((child) => child.id === input.pivot);
          if (pivotIndex === -1) throw invalid([{ message: 'validation.choice', field: 'pivot' }]);
          at = input.moveDirection === 'before' ? pivotIndex : pivotIndex + 1;
        }
        for (const element of moved) element.parent = parent;
        const result = renumber([...rest.slice(0, at), ...moved, ...rest.slice(at)]);
        for (const former of formerParents) {
          renumber((await siblingsOf(em, former)).filter((child) => !input.elements.includes(child.id)));
        }
        await em.flush();
        return result;
      });
    },

    // --- attributes (ADMIN_PRODUCT_META) -----------------------------------------------------

    /** POST /api/attribute. An enum needs its values; a default must pass the type's rule. */
    async createAttribute(ctx: RequestContext, rawInput: CreateAttributeInput): Promise<AttributeItem> {
      requirePermission(ctx, Permission.ADMIN_PRODUCT_META);
      const input = createAttributeSchema.parse(rawInput);
      checkAttribute(input.typeId, input.options ?? null);
      return transaction(async (em) => {
        const attribute = em.create(Attribute, { name: input.name, typeId: input.typeId, visibility: input.visibility, options: input.options ?? null });
        await em.flush();
        return toAttributeItem(attribute);
      });
    },

    /** POST /api/attribute/:id (only the fields sent change). */
    async updateAttribute(ctx: RequestContext, rawId: number | string, rawInput: UpdateAttributeInput): Promise<AttributeItem> {
      requirePermission(ctx, Permission.ADMIN_PRODUCT_META);
      const attributeId = id.parse(rawId);
      const input = updateAttributeSchema.parse(rawInput);
      return transaction(async (em) => {
        const attribute = await mustFind(em.findOne(Attribute, { id: attributeId }), NOT_FOUND.attribute);
        const typeId = input.typeId ?? attribute.typeId;
        const options = input.options !== undefined ? input.options : (attribute.options ?? null);
        checkAttribute(typeId, options);
        if (input.name !== undefined) attribute.name = input.name;
        attribute.typeId = typeId;
        if (input.visibility !== undefined) attribute.visibility = input.visibility;
        attribute.options = options;
        await em.flush();
        return toAttributeItem(attribute);
      });
    },

    // --- product types (ADMIN_PRODUCT_META) --------------------------------------------------

    /** POST /api/product-types. */
    async createProductType(ctx: RequestContext, rawInput: CreateProductTypeInput): Promise<ProductTypeRecord> {
      requirePermission(ctx, Permission.ADMIN_PRODUCT_META);
      const input = createProductTypeSchema.parse(rawInput);
      return transaction(async (em) => {
        const category = input.categoryId ? await mustFind(em.findOne(Category, { id: input.categoryId }), NOT_FOUND.category) : null;
        const type = em.create(ProductType, {
          name: input.name,
          category,
          excelFilePath: input.excelFilePath ?? null,
          modelMode: input.modelMode ?? null,
          modelFamily: input.modelFamily ?? null,
        });
        await em.flush();
        return typeRecord(em, type.id);
      });
    },

    /** PUT /api/product-types/:id (only the fields sent change). */
    async updateProductType(ctx: RequestContext, rawId: number | string, rawInput: UpdateProductTypeInput): Promise<ProductTypeRecord> {
      requirePermission(ctx, Permission.ADMIN_PRODUCT_META);
      const typeId = id.parse(rawId);
      const input = updateProductTypeSchema.parse(rawInput);
      return transaction(async (em) => {
        const type = await mustFind(em.findOne(ProductType, { id: typeId }), NOT_FOUND.productType);
        if (input.categoryId !== undefined) {
          type.category = input.categoryId === null ? null : await mustFind(em.findOne(Category, { id: input.categoryId }), NOT_FOUND.category);
        }
        if (input.name !== undefined) type.name = input.name;
        if (input.excelFilePath !== undefined) type.excelFilePath = input.excelFilePath;
        if (input.modelMode !== undefined) type.modelMode = input.modelMode;
        if (input.modelFamily !== undefined) type.modelFamily = input.modelFamily;
        await em.flush();
        return typeRecord(em, type.id);
      });
    },

    /** DELETE /api/product-types/:id: soft (deletedAt) or, with `permanent`, removed — refused while products use it. */
    async deleteProductType(ctx: RequestContext, rawId: number | string, rawQuery: DeleteQuery = {}): Promise<{ id: number; permanent: boolean }> {
      requirePermission(ctx, Permission.ADMIN_PRODUCT_META);
      const typeId = id.parse(rawId);
      const query = deleteQuerySchema.parse(rawQuery);
      return transaction(async (em) => {
        const type = await mustFind(em.findOne(ProductType, { id: typeId }), NOT_FOUND.productType);
        if (query.permanent) await em.nativeDelete(ProductType, { id: typeId });
        else {
          type.deletedAt ??= new Date();
          await em.flush();
        }
        return { id: typeId, permanent: query.permanent };
      });
    },

    /** PUT /api/product-types/:id/add-attribute. */
    async addTypeAttribute(ctx: RequestContext, rawId: number | string, rawInput: AddTypeAttributeInput): Promise<ProductTypeRecord> {
      requirePermission(ctx, Permission.ADMIN_PRODUCT_META);
      const typeId = id.parse(rawId);
      const input = addTypeAttributeSchema.parse(rawInput);
      return transaction(async (em) => {
        const type = await mustFind(em.findOne(ProductType, { id: typeId }), NOT_FOUND.productType);
        const attribute = await mustFind(em.findOne(Attribute, { id: input.attributeId }), NOT_FOUND.attribute);
        const order = input.order ?? (await em.count(ProductTypeAttribute, { productType: type.id }));
        em.create(ProductTypeAttribute, { productType: type, attribute, visibility: input.visibility ?? attribute.visibility, order });
        await em.flush();
        return typeRecord(em, type.id);
      });
    },

    /** PUT /api/product-types/:id/remove-attribute: the links and the type's products' values of those attributes. */
    async removeTypeAttributes(ctx: RequestContext, rawId: number | string, rawInput: RemoveTypeAttributesInput): Promise<ProductTypeRecord> {
      requirePermission(ctx, Permission.ADMIN_PRODUCT_META);
      const typeId = id.parse(rawId);
      const input = removeTypeAttributesSchema.parse(rawInput);
      return transaction(async (em) => {
        const type = await mustFind(em.findOne(ProductType, { id: typeId }), NOT_FOUND.productType);
        const links = await em.find(ProductTypeAttribute, { id: { $in: input.productTypeAttributeIds }, productType: type.id });
        if (links.length !== new Set(input.productTypeAttributeIds).size) throw new EngineError('not_found', NOT_FOUND.attribute);
        const attributeIds = links.map((link) => link.attribute.id);
        await em.nativeDelete(ProductAttributeValue, { attribute: { $in: attributeIds }, product: { productType: type.id } });
        await em.nativeDelete(ProductTypeAttribute, { id: { $in: links.map((link) => link.id) } });
        em.clear();
        return typeRecord(em, type.id);
      });
    },

    /** PUT /api/product-types/:id/update-attribute: visibility and order of one link. */
    async updateTypeAttribute(ctx: RequestContext, rawId: number | string, rawInput: UpdateTypeAttributeInput): Promise<ProductTypeRecord> {
      requirePermission(ctx, Permission.ADMIN_PRODUCT_META);
      const typeId = id.parse(rawId);
      const input = updateTypeAttributeSchema.parse(rawInput);
      return transaction(async (em) => {
        const link = await mustFind(em.findOne(ProductTypeAttribute, { id: input.productTypeAttributeId, productType: typeId }), NOT_FOUND.attribute);
        if (input.visibility !== undefined) link.visibility = input.visibility;
        if (input.order !== undefined) link.order = input.order;
        await em.flush();
        return typeRecord(em, typeId);
      });
    },

    // --- products (ADMIN_PRODUCT) ------------------------------------------------------------

    /** PUT /api/product: a new product with its values; the article number defaults to the type's next one. */
    async createProduct(ctx: RequestContext, rawInput: CreateProductInput): Promise<ProductItem> {
      requirePermission(ctx, Permission.ADMIN_PRODUCT);
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
      requirePermission(ctx, { any: [Permission.ADMIN_PRODUCT, Permission.CREATE_PRODUCT_IN_CONFIGURATOR] });
      const input = createCustomerProductSchema.parse(rawInput);
      const product = await transaction(async (em) => {
        const customer = await mustFind(em.findOne(Customer, { id: input.customerId }), NOT_FOUND.customer);
        const created = await createProductIn(em, { ...input, publiclyAvailable: false }, false);
        em.create(CustomerProduct, { customer, product: created, externalProductId: input.externalProductId ?? null, isFavorite: input.isFavorite });
        await em.flush();
        return created;
      });
      const item = await productItem(ctx, product.id);
      // The caller sees the link it just made, even without the right to read customers' links
      // (CREATE_PRODUCT_IN_CONFIGURATOR, issue 22): nothing it did not send itself.
      const link = { customerId: input.customerId, externalProductId: input.externalProductId ?? null, isFavorite: input.isFavorite ?? false };
      return item.customers.some((entry) => entry.customerId === input.customerId) ? item : { ...item, customers: [...item.customers, link] };
    },

    /** POST /api/product/:id (only the fields sent change; a new type drops values of attributes it lacks). */
    async updateProduct(ctx: RequestContext, rawId: number | string, rawInput: UpdateProductInput): Promise<ProductItem> {
      requirePermission(ctx, Permission.ADMIN_PRODUCT);
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
        if (input.name !== undefined) product.name = input.name;
        if (input.articleNumber !== undefined) product.articleNumber = input.articleNumber;
        if (input.kindCode !== undefined) product.kindCode = input.kindCode;
        if (input.description !== undefined) product.description = input.description;
        if (input.published !== undefined) product.published = input.published;
        if (input.publiclyAvailable !== undefined) product.publiclyAvailable = input.publiclyAvailable;
        if (input.canBeConfigured !== undefined) product.canBeConfigured = input.canBeConfigured;
        if (input.listPrice !== undefined) product.listPrice = input.listPrice;
        if (input.localFilePath !== undefined) product.localFilePath = input.localFilePath;
        await em.flush();
        if (input.values) await writeValues(em, product, product.productType, input.values);
        await em.flush();
      });
      return productItem(ctx, productId);
    },

    /** DELETE /api/product/:id (001 §4): soft (deletedAt) or, with `permanent`, removed — refused while still referenced. */
    async deleteProduct(ctx: RequestContext, rawId: number | string, rawQuery: DeleteQuery = {}): Promise<{ id: number; permanent: boolean }> {
      requirePermission(ctx, Permission.ADMIN_PRODUCT);
      const productId = id.parse(rawId);
      const query = deleteQuerySchema.parse(rawQuery);
      return transaction(async (em) => {
        const product = await mustFind(em.findOne(Product, { id: productId }), NOT_FOUND.product);
        if (query.permanent) await em.nativeDelete(Product, { id: productId });
        else {
          product.deletedAt ??= new Date();
          await em.flush();
        }
        return { id: productId, permanent: query.permanent };
      });
    },

    /** Adds or updates a customer as the product's owner (its external article number), or removes the link (decision 896). */
    async setProductOwner(ctx: RequestContext, rawId: number | string, rawInput: ProductOwnerInput): Promise<ProductItem> {
      requirePermission(ctx, Permission.ADMIN_PRODUCT);
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
      requirePermission(ctx, Permission.ADMIN_PRODUCT);
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
export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;

/** An enum lists its values; a default passes the type's value rule. */
function checkAttribute(typeId: number, options: z.output<typeof attributeOptionsSchema> | null): void {
  if (typeId === AttributeTypeId.ENUM && !options?.values?.length) throw invalid([{ message: 'validation.required', field: 'options.values' }]);
  const defaultValue = options?.defaultValue;
  if (defaultValue !== undefined) {
    const problem = attributeValueProblem({ name: '', typeId, options }, defaultValue);
    if (problem) throw invalid([{ ...problem, field: 'options.defaultValue' }]);
  }
}
