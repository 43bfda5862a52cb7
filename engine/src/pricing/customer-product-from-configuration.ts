import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Permission, requireGuard } from '../auth/permissions';
import { ATTRIBUTE_NOT_OF_TYPE_MESSAGE, isConfigurable } from '../catalog/attribute-rules';
import { id, NOT_FOUND } from '../catalog/catalog-admin-support';
import { privateProductsFilter } from '../catalog/catalog-read-service';
import { completeConfigurations, loadTypeAttributes, modelLabels, type TypeAttribute } from '../catalog/configuration-check';
import type { Locale } from '../i18n/locales';
import { configurationText } from '../catalog/configuration-display';
import { AttributeTypeId } from '../catalog/enums';
import { createProductSchema, freeArticleNumber, insertCustomerProduct } from '../catalog/product-admin';
import { Product, type IProduct } from '../catalog/product.entity';
import { ProductTypeAttribute } from '../catalog/product-type.entity';
import type { RequestContext } from '../context';
import { Customer } from '../customers/customer.entity';
import { withConstraintErrors } from '../db/constraint-errors';
import { likeTerm } from '../db/like';
import { EngineError, notFoundError, type ErrorEntry } from '../errors';
import { buildFromConfiguration, isProductFamily, productModels } from '../parts';
import { parseBooleanText } from '../parts/input';
import { pricingConfiguration } from './configuration';
import { ExcelPrice, FixPriceRow, MarginPrice, ProductPrice, RemotePrice } from './product-price.entity';
import { configurationSchema } from '../validation/schemas';

/**
 * 'Als Kundenprodukt anlegen' of the staff configurator (R001-2.32, decision 976): a
 * configuration of a configurable product becomes a fixed product of the same type, owned by one
 * customer, whose attribute values are the configuration, and which that customer orders at the
 * configured price: the price record that priced the configuration for the customer (its own,
 * else the product's default record) is copied to the new product as the customer's record.
 * Everything is written in one transaction; a refused configuration writes nothing.
 */

export const configuredCustomerProductSchema = z
  .object({
    productId: id,
    configuration: configurationSchema,
    customerId: id,
    name: createProductSchema.shape.name,
    /** Empty: the type's next article number (GET /api/product/next-article-number). */
    articleNumber: z.preprocess((value) => (value === '' ? undefined : value), createProductSchema.shape.articleNumber),
    externalProductId: z
      .string()
      .trim()
      .max(100)
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
    /** Listed in the customer's 'Meine Produkte' (CustomerProduct.isFavorite). */
    isFavorite: z.boolean().default(true),
  })
  .strict();
export type ConfiguredCustomerProductInput = z.input<typeof configuredCustomerProductSchema>;

export const configuredProductDraftSchema = z.object({ productId: id, configuration: configurationSchema }).strict();
export type ConfiguredProductDraftInput = z.input<typeof configuredProductDraftSchema>;

/** What the form offers before staff change it: a name from the product and its configuration, the next article number. */
export interface ConfiguredProductDraft {
  name: string;
  articleNumber: string;
}

export interface ConfiguredCustomerProduct {
  id: number;
  name: string;
  articleNumber: string;
  customerId: number;
  externalProductId: string | null;
  /** The attribute values the product got, by attribute name. */
  values: Record<string, string>;
}

export const configurableProductsQuerySchema = z.object({ q: z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().max(100)) }).strip();
export type ConfigurableProductsQuery = z.input<typeof configurableProductsQuerySchema>;
export const CONFIGURABLE_PRODUCTS_LIMIT = 20;

/** A configurable product as the back office's configurator page (decision 979) lists and configures it. */
export interface ConfigurableProduct {
  id: number;
  name: string;
  articleNumber: string;
  canBeConfigured: boolean;
  /** The product type's model family (the configurator's fields). */
  family: string | null;
  /** The product's own attribute values, by attribute name (the configurator's starting values). */
  values: Record<string, string | null>;
}

/** Who may create a customer product from a configuration (the screens offer it to them only). */
export const CONFIGURED_PRODUCT_PERMISSIONS: readonly number[] = [Permission.ADMIN_PRODUCT, Permission.CREATE_PRODUCT_IN_CONFIGURATOR];

/** The product configured from; customer-owned ones only for the staff who may see them (decision 1089). */
async function loadSource(em: EntityManager, ctx: RequestContext, productId: number) {
  const source = await em.findOne(Product, { id: productId, deletedAt: null, ...privateProductsFilter(ctx) }, { populate: ['productType', 'values', 'values.attribute'] });
  if (!source) throw notFoundError('productId');
  const own: Record<string, string> = {};
  for (const value of source.values) if (value.value !== null && value.value !== undefined && value.value !== '') own[value.attribute.name] = value.value;
  return { source, own };
}

/**
 * The configuration completed by the one rule (decision 1088), or refused with the form's fields
 * (`configuration.X`).
 */
function completedConfiguration(source: IProduct, own: Record<string, string>, attributes: readonly TypeAttribute[], configuration: Record<string, string>, locale: Locale): Record<string, string> {
  const values = Object.entries(own).map(([name, value]) => ({ name, value }));
  const [completed] = completeConfigurations(
    new Map([[source.productType.id, attributes]]),
    [{ product: { canBeConfigured: source.canBeConfigured, productType: source.productType, values }, configuration }],
    { locale, field: (_index, name) => (name ? `configuration.${name}` : 'configuration') },
  );
  return completed ?? configuration;
}

/**
 * The product's values from a configuration (decision 976): for each attribute of the type the
 * configured value (configurable attributes), else the product's own value, else the attribute's
 * default; a model's choice as the attribute's option naming it, yes/no as 'true'/'false'.
 */
function valuesOf(attributes: readonly TypeAttribute[], family: string | null | undefined, merged: Record<string, string>): Record<string, string> {
  const labelled = modelLabels(family, attributes, merged);
  const values: Record<string, string> = {};
  for (const attribute of attributes) {
    let value = labelled[attribute.name]?.trim();
    if ((value === undefined || value === '') && isConfigurable(attribute)) value = attribute.options.defaultValue?.trim();
    if (value === undefined || value === '') continue;
    if (attribute.typeId === AttributeTypeId.BOOLEAN) {
      const flag = parseBooleanText(value);
      if (typeof flag === 'boolean') value = String(flag);
    }
    values[attribute.name] = value;
  }
  return values;
}

/**
 * A configuration the product type cannot hold (a model's attribute the type does not list,
 * 'Deckel' of an 'Exportkiste'): refused when the stored values would build another model.
 * Answers the built model's weight in kg, for the type's weight attributes.
 */
function assertSameModel(family: string | null | undefined, typeName: string, configured: Record<string, string>, stored: Record<string, string>): number | undefined {
  if (!isProductFamily(family)) return undefined;
  const ignore = () => undefined;
  const wanted = buildFromConfiguration(family, configured, ignore);
  const got = buildFromConfiguration(family, stored, ignore);
  if (!wanted.ok || !got.ok) return undefined;
  const fields = new Set([...Object.keys(wanted.input), ...Object.keys(got.input)]);
  const problems: ErrorEntry[] = [];
  for (const field of fields) {
    if (JSON.stringify(wanted.input[field]) === JSON.stringify(got.input[field])) continue;
    const spec = productModels[family].attributes.find((candidate) => candidate.field === field);
    const attribute = spec?.name ?? field;
    problems.push({ message: ATTRIBUTE_NOT_OF_TYPE_MESSAGE, params: { attribute, productType: typeName }, field: spec ? `configuration.${spec.name}` : 'configuration' });
  }
  if (problems.length > 0) throw new EngineError('invalid', problems);
  return got.result.totals.weight;
}

/** Copies the price record that priced the source for the customer (its own, else the default one) as the customer's record of the new product. */
async function copyPriceRecord(em: EntityManager, sourceId: number, customerId: number, target: IProduct): Promise<void> {
  const populate = ['excelPrice', 'remotePrice', 'marginPrice', 'fixPriceRows'] as const;
  const record =
    (await em.findOne(ProductPrice, { product: sourceId, customer: customerId }, { populate })) ??
    (await em.findOne(ProductPrice, { product: sourceId, customer: null }, { populate }));
  if (!record) return;
  const copy = em.create(ProductPrice, { customer: customerId, product: target, unitOfSales: record.unitOfSales, activeStrategy: record.activeStrategy });
  if (record.excelPrice) em.create(ExcelPrice, { productPrice: copy, excelFile: record.excelPrice.excelFile ?? null, samplingPoints: [...record.excelPrice.samplingPoints] });
  if (record.remotePrice) em.create(RemotePrice, { productPrice: copy, url: record.remotePrice.url, apiParamNames: { ...record.remotePrice.apiParamNames }, samplingPoints: [...record.remotePrice.samplingPoints] });
  if (record.marginPrice) em.create(MarginPrice, { productPrice: copy, margin: record.marginPrice.margin });
  for (const row of record.fixPriceRows) em.create(FixPriceRow, { productPrice: copy, quantity: row.quantity, price: row.price });
  await em.flush();
}

export function createConfiguredProducts(options: { em: () => EntityManager }) {
  return {
    /** Configurable products (not deleted) matching a name or article number, for /admin/configurator (decision 979). */
    async configurable(ctx: RequestContext, rawQuery: ConfigurableProductsQuery): Promise<Omit<ConfigurableProduct, 'family' | 'values'>[]> {
      requireGuard(ctx, 'configurator');
      const query = configurableProductsQuerySchema.parse(rawQuery);
      const where: FilterQuery<IProduct> = {
        $and: [
          { deletedAt: null, canBeConfigured: true },
          privateProductsFilter(ctx),
          query.q ? { $or: [{ name: { $ilike: likeTerm(query.q) } }, { articleNumber: { $ilike: likeTerm(query.q) } }] } : {},
        ],
      };
      const products = await options.em().find(Product, where, { orderBy: [{ published: 'desc' }, { name: 'asc' }, { id: 'asc' }] as never, limit: CONFIGURABLE_PRODUCTS_LIMIT });
      return products.map((product) => ({ id: product.id, name: product.name, articleNumber: product.articleNumber, canBeConfigured: product.canBeConfigured }));
    },

    /** One product with its model family and own values: what the configurator starts from (decision 979). */
    async source(ctx: RequestContext, rawInput: { productId: number | string }): Promise<ConfigurableProduct> {
      requireGuard(ctx, 'configurator');
      const { productId } = z.object({ productId: id }).strip().parse(rawInput);
      const { source } = await loadSource(options.em(), ctx, productId);
      const values: Record<string, string | null> = {};
      for (const value of source.values) values[value.attribute.name] = value.value ?? null;
      return { id: source.id, name: source.name, articleNumber: source.articleNumber, canBeConfigured: source.canBeConfigured, family: source.productType.modelFamily ?? null, values };
    },

    /** The form's defaults: '<product>, <readable configuration>' and the type's next article number. */
    async draft(ctx: RequestContext, rawInput: ConfiguredProductDraftInput): Promise<ConfiguredProductDraft> {
      requireGuard(ctx, 'configurator');
      const input = configuredProductDraftSchema.parse(rawInput);
      const em = options.em();
      const { source } = await loadSource(em, ctx, input.productId);
      const readable = configurationText(input.configuration, ctx.locale);
      const name = (readable ? `${source.name}, ${readable}` : source.name).slice(0, 300);
      return { name, articleNumber: await freeArticleNumber(em, source.productType) };
    },

    /** Creates the customer's product from the configuration (ADMIN_PRODUCT or CREATE_PRODUCT_IN_CONFIGURATOR). */
    async create(ctx: RequestContext, rawInput: ConfiguredCustomerProductInput): Promise<ConfiguredCustomerProduct> {
      requireGuard(ctx, 'configurator');
      const input = configuredCustomerProductSchema.parse(rawInput);
      return withConstraintErrors(() =>
        options.em().transactional(async (tx) => {
          const em = tx as EntityManager;
          if ((await em.count(Customer, { id: input.customerId, deletedAt: null })) === 0) throw new EngineError('not_found', [{ message: NOT_FOUND.customer, field: 'customerId' }]);
          const { source, own } = await loadSource(em, ctx, input.productId);
          const type = source.productType;
          const attributes = (await loadTypeAttributes(em, [type.id])).get(type.id) ?? [];
          const configuration = completedConfiguration(source, own, attributes, input.configuration, ctx.locale);
          const priced = pricingConfiguration({ canBeConfigured: source.canBeConfigured, modelFamily: type.modelFamily ?? null }, own, configuration, ctx.locale);
          if (!priced.ok) throw new EngineError('invalid', priced.problems.map((message) => ({ message, field: 'configuration' })));
          const merged = source.canBeConfigured ? { ...own, ...configuration } : { ...own };
          const values = valuesOf(attributes, type.modelFamily, merged);
          const weight = assertSameModel(type.modelFamily, type.name, merged, values);
          // The source's weight is the weight of another size: the new product weighs what its model weighs.
          for (const attribute of attributes) if (attribute.typeId === AttributeTypeId.WEIGHT && weight !== undefined && weight > 0) values[attribute.name] = String(Math.max(1, Math.round(weight)));
          const links = await em.find(ProductTypeAttribute, { productType: type.id }, { populate: ['attribute'] });
          const attributeIds = new Map(links.map((link) => [link.attribute.name, link.attribute.id]));
          const created = await insertCustomerProduct(em, {
            name: input.name,
            ...(input.articleNumber ? { articleNumber: input.articleNumber } : {}),
            typeId: type.id,
            kindCode: source.kindCode as z.output<typeof createProductSchema>['kindCode'],
            description: source.description ?? null,
            published: true,
            canBeConfigured: false,
            listPrice: source.listPrice ?? null,
            localFilePath: source.localFilePath ?? null,
            values: Object.entries(values).map(([name, value]) => ({ attributeId: attributeIds.get(name) ?? 0, value })),
            customerId: input.customerId,
            externalProductId: input.externalProductId,
            isFavorite: input.isFavorite,
          });
          await copyPriceRecord(em, source.id, input.customerId, created);
          return { id: created.id, name: created.name, articleNumber: created.articleNumber, customerId: input.customerId, externalProductId: input.externalProductId, values };
        }),
      );
    },
  };
}
export type ConfiguredProducts = ReturnType<typeof createConfiguredProducts>;
