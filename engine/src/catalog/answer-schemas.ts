import { z } from 'zod';
import { amount, id, text, timestamp } from '../answer-fields';

/**
 * The catalogue's answers (decision 1172, decision 874): products, categories, product types,
 * attributes, the configurator's form — what the configurator, the category pages and the back
 * office read, and what their maintenance (R001-7.013 … 7.017, 7.092 … 7.121) answers back. Strict
 * objects: a field the code adds without naming it here fails the HTTP tests.
 */

/** Name and description in French and English; German is the field itself (decision 967). */
const translations = z
  .strictObject({ fr: z.strictObject({ name: text, description: text }).optional(), en: z.strictObject({ name: text, description: text }).optional() })
  .nullable()
  .meta({ id: 'CatalogueTranslations' });

const productValue = z.strictObject({
  attributeId: id,
  name: z.string(),
  typeId: id.meta({ description: 'the attribute type' }),
  visibility: z.number().int().meta({ description: 'where the value is shown (001 §3 attribute visibility)' }),
  value: z.string().nullable(),
});

export const productListItemResponse = z
  .strictObject({
    id: z.number().int(),
    name: z.string().meta({ description: 'in the request’s language' }),
    articleNumber: z.string(),
    typeId: z.number().int(),
    typeName: z.string(),
    modelFamily: z.string().nullable().meta({ description: 'the 3D model family of a configurable type' }),
    kindCode: z.number().int(),
    description: z.string().nullable(),
    translations,
    published: z.boolean(),
    publiclyAvailable: z.boolean(),
    canBeConfigured: z.boolean(),
    values: z.array(productValue).meta({ description: 'the attribute values of the product’s type' }),
    price: amount.nullable().meta({ description: 'the caller’s price per piece (null: on request)' }),
    graduatedPrice: z.array(z.strictObject({ quantity: z.number().int(), price: amount })).meta({ description: 'the caller’s graduated prices (from quantity, price per piece)' }),
    priceReason: z.string().optional().meta({ description: 'why `price` is null (a price strategy’s reason)' }),
  })
  .meta({ id: 'ProductListItem' });

export const productPageResponse = z
  .strictObject({ items: z.array(productListItemResponse), page: z.number().int(), perPage: z.number().int(), total: z.number().int() })
  .meta({ id: 'ProductPage' });

export const categoryResponse = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    translations,
    parentId: z.number().int().nullable(),
    order: z.number().int(),
    shopTypeId: z.number().int(),
    published: z.boolean(),
    url: z.string().meta({ description: 'the category’s page in the shop' }),
    contentLink: z.string().nullable().meta({ description: 'a page of the shop’s content the category links to' }),
    imageFileName: z.string().nullable().meta({ description: 'the category card’s picture, a file of the media folder (decision 919)' }),
    productCount: z.number().int(),
    get children() {
      return z.array(categoryResponse);
    },
  })
  .meta({ id: 'Category' });

export const categoryListResponse = z.strictObject({ items: z.array(categoryResponse) }).meta({ id: 'CategoryList' });

export const productTypeResponse = z
  .strictObject({
    id,
    name: z.string(),
    categoryId: id.nullable(),
    modelMode: z.string().nullable(),
    modelFamily: z.string().nullable().meta({ description: 'the 3D model family of a configurable type' }),
    deletedAt: timestamp.nullable().meta({ description: 'set for a deleted type (listed with includeDeleted=true, admins only)' }),
  })
  .meta({ id: 'ProductType' });

export const productTypeListResponse = z.strictObject({ items: z.array(productTypeResponse) }).meta({ id: 'ProductTypeList' });

const attributeLanguageTexts = z.strictObject({ name: text, values: z.record(z.string(), z.string()).optional().meta({ description: 'German choice value → label' }) }).optional();

export const attributeResponse = z
  .strictObject({
    id,
    name: z.string(),
    typeId: id.meta({ description: 'the attribute type' }),
    attributeType: z.strictObject({ id, name: z.string(), relevantForConfiguration: z.boolean() }).nullable(),
    visibility: z.number().int(),
    options: z
      .strictObject({
        values: z.array(z.string()).optional(),
        unit: text,
        min: z.number().optional(),
        max: z.number().optional(),
        step: z.number().optional(),
        defaultValue: text,
        required: z.boolean().optional(),
        apiParamName: text,
      })
      .nullable(),
    translations: z.strictObject({ fr: attributeLanguageTexts, en: attributeLanguageTexts }).nullable().meta({ description: 'French and English name and choice labels (decision 974)' }),
  })
  .meta({ id: 'Attribute' });

export const attributeListResponse = z.strictObject({ items: z.array(attributeResponse) }).meta({ id: 'AttributeList' });

export const categoryProductLinksResponse = z
  .strictObject({ items: z.array(z.strictObject({ id, categoryId: id, productId: id, order: z.number().int() })) })
  .meta({ id: 'CategoryProductLinks' });

const countRow = { name: z.string(), count: z.number().int(), published: z.number().int() };

export const productSummaryResponse = z
  .strictObject({
    total: z.number().int(),
    published: z.number().int(),
    unpublished: z.number().int(),
    deleted: z.number().int(),
    byKind: z.array(z.strictObject({ kindCode: z.number().int(), ...countRow })).meta({ description: 'alive products per kind (every kind, also with 0)' }),
    byType: z.array(z.strictObject({ typeId: id, ...countRow })).meta({ description: 'alive products per type (types without products left out)' }),
  })
  .meta({ id: 'ProductSummary' });

export const productKindListResponse = z.strictObject({ items: z.array(z.strictObject({ id: z.number().int(), name: z.string() })) }).meta({ id: 'ProductKindList' });

export const productTypeWithAttributesListResponse = z
  .strictObject({
    items: z.array(
      productTypeResponse.extend({
        attrs: z.array(z.strictObject({ id, attributeId: id, attribute: attributeResponse, visibility: z.number().int(), order: z.number().int() })).meta({ description: 'the type’s attributes in their order' }),
      }),
    ),
  })
  .meta({ id: 'ProductTypeWithAttributesList' });

export const attributeTypeListResponse = z
  .strictObject({ items: z.array(z.strictObject({ id, key: z.string().meta({ description: 'the 001 §3 constant (CURRENCY, DIMENSION …)' }), name: z.string(), relevantForConfiguration: z.boolean() })) })
  .meta({ id: 'AttributeTypeList' });

export const galleryImageListResponse = z.strictObject({ items: z.array(z.strictObject({ name: z.string(), url: z.string() })) }).meta({ id: 'GalleryImageList' });

export const removedLinkResponse = z.strictObject({ removed: z.literal(true) }).meta({ id: 'RemovedLink' });

export const catalogueDeletionResponse = z
  .strictObject({ id, permanent: z.boolean().meta({ description: 'true: removed for good; false: marked deleted (soft)' }) })
  .meta({ id: 'CatalogueDeletion' });

export const categoryRecordResponse = z
  .strictObject({
    id,
    name: z.string(),
    description: z.string().nullable(),
    parentId: id.nullable(),
    order: z.number().int(),
    shopTypeId: z.number().int(),
    contentLink: z.string().nullable(),
    published: z.boolean(),
    imageFileName: z.string().nullable(),
    translations,
  })
  .meta({ id: 'CategoryRecord' });

export const categoryOrderResponse = z.strictObject({ items: z.array(z.strictObject({ id, order: z.number().int() })) }).meta({ id: 'CategoryOrder', description: 'the siblings’ new order' });

export const categoryProductLinkResponse = z
  .strictObject({ categoryId: id, productId: id, articleNumber: z.string(), name: z.string(), published: z.boolean(), order: z.number().int() })
  .meta({ id: 'CategoryProductLink' });

/** A type as its maintenance answers it: the workbook path included — the caller sets it (R001-7.118, 7.120). */
export const productTypeRecordResponse = productTypeResponse
  .extend({
    excelFilePath: z.string().nullable().meta({ description: 'the calculation workbook (R001-7.113)' }),
    attrs: z.array(z.strictObject({ id, attributeId: id, attribute: attributeResponse, visibility: z.number().int(), order: z.number().int() })).meta({ description: 'the type’s attributes in their order' }),
  })
  .meta({ id: 'ProductTypeRecord' });

export const excelPathResponse = z.strictObject({ id, excelFilePath: z.string().nullable() }).meta({ id: 'ProductTypeWorkbook' });

export const productRecordResponse = productListItemResponse
  .extend({
    localFilePath: z.string().nullable().meta({ description: 'the product’s picture file as the product maintenance set it' }),
    deletedAt: timestamp.nullable(),
    customers: z
      .array(z.strictObject({ customerId: id, externalProductId: z.string().nullable().meta({ description: 'the customer’s own article number' }), isFavorite: z.boolean() }))
      .meta({ description: 'the product’s customer links' }),
  })
  .meta({ id: 'ProductRecord' });

export const copiedRelationsResponse = z
  .strictObject({ categoryLinks: z.number().int().meta({ description: 'category links added' }), customerLinks: z.number().int().meta({ description: 'customer links added' }) })
  .meta({ id: 'CopiedRelations' });

export const nextArticleNumberResponse = z.strictObject({ typeId: id, articleNumber: z.string() }).meta({ id: 'NextArticleNumber' });

export const configurationFormResponse = z
  .strictObject({
    productId: id,
    articleNumber: z.string(),
    typeId: id,
    canBeConfigured: z.boolean(),
    fields: z.array(
      z.strictObject({
        attributeId: id,
        name: z.string(),
        typeId: id.meta({ description: 'the attribute type' }),
        typeName: z.string(),
        visibility: z.number().int(),
        order: z.number().int(),
        unit: z.string().nullable(),
        values: z.array(z.string()).nullable().meta({ description: 'the choices of an enum' }),
        min: z.number().nullable(),
        max: z.number().nullable(),
        step: z.number().nullable(),
        required: z.boolean(),
        defaultValue: z.string().nullable().meta({ description: 'the product’s own value, else the attribute’s default' }),
      }),
    ),
  })
  .meta({ id: 'ConfigurationForm' });
