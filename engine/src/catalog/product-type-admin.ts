import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { integerInput } from '../validation/numbers';
import { safeSegments } from '../files/product-images';
import { MODEL_MODES } from '../parts/geometry';
import { isProductFamily } from '../parts/index';
import { Attribute } from './attribute.entity';
import type { AttributeTranslations } from './attribute-texts';
import { attributeValueProblem } from './attribute-rules';
import { adminTransaction, assignSent, deleteQuerySchema, id, invalid, mustFind, name, NOT_FOUND, softOrPermanentDelete, type CatalogAdminDeps, type DeleteQuery } from './catalog-admin-support';
import { toAttributeItem, toProductTypeItem, type AttributeItem, type ProductTypeAttributeItem, type ProductTypeItem } from './catalog-read-service';
import { Category } from './category.entity';
import { ALL_ATTRIBUTE_VISIBILITY, AttributeTypeId, isAttributeTypeId } from './enums';
import { ProductAttributeValue } from './product.entity';
import { ProductType, ProductTypeAttribute } from './product-type.entity';

/** Attribute and product type maintenance (001 §7, ADMIN_PRODUCT_META). */

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
const attributeLanguageSchema = z
  .object({ name: z.string().trim().max(200).optional(), values: z.record(z.string(), z.string().trim().max(200)).optional() })
  .strict();
/**
 * French and English name and choice labels of an attribute (decision 974), labels keyed by the
 * German choice value: blank texts are dropped (the shop falls back to German), nothing left is
 * null. Sent, it replaces the attribute's translations as a whole.
 */
export const attributeTranslationsSchema = z
  .object({ fr: attributeLanguageSchema.optional(), en: attributeLanguageSchema.optional() })
  .strict()
  .nullable()
  .transform((input): AttributeTranslations | null => {
    const result: AttributeTranslations = {};
    for (const language of ['fr', 'en'] as const) {
      const texts = input?.[language];
      const values = Object.fromEntries(Object.entries(texts?.values ?? {}).filter(([, label]) => label !== ''));
      const kept = { ...(texts?.name ? { name: texts.name } : {}), ...(Object.keys(values).length > 0 ? { values } : {}) };
      if (Object.keys(kept).length > 0) result[language] = kept;
    }
    return Object.keys(result).length > 0 ? result : null;
  });
const attributeFields = {
  name: name(200),
  typeId: z.number().int().refine(isAttributeTypeId, { message: 'validation.choice' }),
  visibility: z.number().int().min(0).max(ALL_ATTRIBUTE_VISIBILITY),
  options: attributeOptionsSchema.nullable(),
  translations: attributeTranslationsSchema,
};
/** Body of POST /api/attribute. */
export const createAttributeSchema = z
  .object({ ...attributeFields, visibility: attributeFields.visibility.default(0), options: attributeFields.options.optional(), translations: attributeFields.translations.optional() })
  .strict();
export type CreateAttributeInput = z.input<typeof createAttributeSchema>;
/** Body of POST /api/attribute/:id (only the fields sent change). */
export const updateAttributeSchema = z.object(attributeFields).partial().strict();
export type UpdateAttributeInput = z.input<typeof updateAttributeSchema>;

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
export const addTypeAttributeSchema = z.object({ attributeId: id, visibility: visibility.optional(), order: integerInput((n) => n.min(0)).optional() }).strict();
export type AddTypeAttributeInput = z.input<typeof addTypeAttributeSchema>;
/** Body of PUT /api/product-types/:id/remove-attribute; the products' values of those attributes go too. */
export const removeTypeAttributesSchema = z.object({ productTypeAttributeIds: z.array(id).min(1).max(500) }).strict();
export type RemoveTypeAttributesInput = z.input<typeof removeTypeAttributesSchema>;
/** Body of PUT /api/product-types/:id/update-attribute. */
export const updateTypeAttributeSchema = z
  .object({ productTypeAttributeId: id, visibility: visibility.optional(), order: integerInput((n) => n.min(0)).optional() })
  .strict();
export type UpdateTypeAttributeInput = z.input<typeof updateTypeAttributeSchema>;

export interface ProductTypeRecord extends ProductTypeItem {
  attrs: ProductTypeAttributeItem[];
}

/** An enum lists its values; a default passes the type's value rule. */
function checkAttribute(typeId: number, options: z.output<typeof attributeOptionsSchema> | null): void {
  if (typeId === AttributeTypeId.ENUM && !options?.values?.length) throw invalid([{ message: 'validation.required', field: 'options.values' }]);
  const defaultValue = options?.defaultValue;
  if (defaultValue !== undefined) {
    const problem = attributeValueProblem({ name: '', typeId, options }, defaultValue);
    if (problem) throw invalid([{ ...problem, field: 'options.defaultValue' }]);
  }
}

/**
 * A choice label must name one of the attribute's German values. `strict` (the labels were sent):
 * an unknown value is refused with a field message; otherwise (the values changed) labels of
 * values that are gone are dropped.
 */
function checkTranslations(translations: AttributeTranslations | null, options: z.output<typeof attributeOptionsSchema> | null, strict: boolean): AttributeTranslations | null {
  if (!translations) return null;
  const known = new Set(options?.values ?? []);
  const result: AttributeTranslations = {};
  for (const language of ['fr', 'en'] as const) {
    const texts = translations[language];
    if (!texts) continue;
    const entries = Object.entries(texts.values ?? {});
    const unknown = entries.find(([german]) => !known.has(german));
    if (strict && unknown) throw invalid([{ message: 'validation.choice', field: `translations.${language}.values` }]);
    const values = Object.fromEntries(entries.filter(([german]) => known.has(german)));
    const kept = { ...(texts.name ? { name: texts.name } : {}), ...(Object.keys(values).length > 0 ? { values } : {}) };
    if (Object.keys(kept).length > 0) result[language] = kept;
  }
  return Object.keys(result).length > 0 ? result : null;
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

export function createProductTypeAdmin(deps: CatalogAdminDeps) {
  const transaction = adminTransaction(deps);
  return {
    // --- attributes (ADMIN_PRODUCT_META) -----------------------------------------------------

    /** POST /api/attribute. An enum needs its values; a default must pass the type's rule. */
    async createAttribute(ctx: RequestContext, rawInput: CreateAttributeInput): Promise<AttributeItem> {
      requireGuard(ctx, 'productMetaDesk');
      const input = createAttributeSchema.parse(rawInput);
      checkAttribute(input.typeId, input.options ?? null);
      const translations = checkTranslations(input.translations ?? null, input.options ?? null, true);
      return transaction(async (em) => {
        const attribute = em.create(Attribute, { name: input.name, typeId: input.typeId, visibility: input.visibility, options: input.options ?? null, translations });
        await em.flush();
        return toAttributeItem(attribute);
      });
    },

    /** POST /api/attribute/:id (only the fields sent change). */
    async updateAttribute(ctx: RequestContext, rawId: number | string, rawInput: UpdateAttributeInput): Promise<AttributeItem> {
      requireGuard(ctx, 'productMetaDesk');
      const attributeId = id.parse(rawId);
      const input = updateAttributeSchema.parse(rawInput);
      return transaction(async (em) => {
        const attribute = await mustFind(em.findOne(Attribute, { id: attributeId }), NOT_FOUND.attribute);
        const typeId = input.typeId ?? attribute.typeId;
        const options = input.options !== undefined ? input.options : (attribute.options ?? null);
        checkAttribute(typeId, options);
        const sent = input.translations !== undefined;
        attribute.translations = checkTranslations(sent ? input.translations! : (attribute.translations ?? null), options, sent);
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
      requireGuard(ctx, 'productMetaDesk');
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
      requireGuard(ctx, 'productMetaDesk');
      const typeId = id.parse(rawId);
      const input = updateProductTypeSchema.parse(rawInput);
      return transaction(async (em) => {
        const type = await mustFind(em.findOne(ProductType, { id: typeId }), NOT_FOUND.productType);
        if (input.categoryId !== undefined) {
          type.category = input.categoryId === null ? null : await mustFind(em.findOne(Category, { id: input.categoryId }), NOT_FOUND.category);
        }
        assignSent(type, input, ['name', 'excelFilePath', 'modelMode', 'modelFamily']);
        await em.flush();
        return typeRecord(em, type.id);
      });
    },

    /** DELETE /api/product-types/:id: soft (deletedAt) or, with `permanent`, removed — refused while products use it. */
    async deleteProductType(ctx: RequestContext, rawId: number | string, rawQuery: DeleteQuery = {}): Promise<{ id: number; permanent: boolean }> {
      requireGuard(ctx, 'productMetaDesk');
      const typeId = id.parse(rawId);
      const query = deleteQuerySchema.parse(rawQuery);
      return transaction(async (em) => {
        const found = await mustFind(em.findOne(ProductType, { id: typeId }), NOT_FOUND.productType);
        return softOrPermanentDelete(em, found, () => em.nativeDelete(ProductType, { id: typeId }), typeId, query.permanent);
      });
    },

    /** PUT /api/product-types/:id/add-attribute. */
    async addTypeAttribute(ctx: RequestContext, rawId: number | string, rawInput: AddTypeAttributeInput): Promise<ProductTypeRecord> {
      requireGuard(ctx, 'productMetaDesk');
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
      requireGuard(ctx, 'productMetaDesk');
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
      requireGuard(ctx, 'productMetaDesk');
      const typeId = id.parse(rawId);
      const input = updateTypeAttributeSchema.parse(rawInput);
      return transaction(async (em) => {
        const link = await mustFind(em.findOne(ProductTypeAttribute, { id: input.productTypeAttributeId, productType: typeId }), NOT_FOUND.attribute);
        assignSent(link, input, ['visibility', 'order']);
        await em.flush();
        return typeRecord(em, typeId);
      });
    },
  };
}
