/** Catalogue (000 §2, §3, §9; 001 §2, §9): categories, products, product types, attributes, configurations. Named exports only (decision 940). */
export { createSitemapReader, type SitemapCategory, type SitemapEntries, type SitemapProduct, type SitemapReader } from './sitemap';
export { categoriesQuerySchema, type CategoryNode, type CatalogService } from './category-service';
export {
  createProductService,
  effectiveCustomerId,
  productKinds,
  productListQuerySchema,
  PRODUCT_PAGE_SIZE,
  type ProductItem,
  type ProductListQuery,
  type ProductPage,
  type ProductValue,
} from './product-service';
export {
  createCatalogReadService,
  categoryProductLinksQuerySchema,
  productTypesQuerySchema,
  nextArticleNumberQuerySchema,
  configurationFormQuerySchema,
  idParamSchema,
  type CatalogReadService,
  type CategoryProductLink,
  type AttributeItem,
  type ProductTypeItem,
  type ProductTypeWithAttributes,
  type ProductTypeAttributeItem,
  type ProductSummary,
  type ConfigurationForm,
  type ConfigurationField,
} from './catalog-read-service';
export {
  createCatalogAdminService,
  createCategorySchema,
  updateCategorySchema,
  swapCategoryOrderSchema,
  changeCategoryOrderSchema,
  createAttributeSchema,
  updateAttributeSchema,
  createProductSchema,
  updateProductSchema,
  createCustomerProductSchema,
  copyProductRelationsSchema,
  productOwnerInputSchema,
  type ProductOwnerInput,
  deleteQuerySchema,
  createProductTypeSchema,
  updateProductTypeSchema,
  addTypeAttributeSchema,
  removeTypeAttributesSchema,
  updateTypeAttributeSchema,
  type CatalogAdminService,
  type CategoryRecord,
  type OrderEntry,
  type ProductTypeRecord,
} from './catalog-admin-service';
export {
  createCategoryProductService,
  categoryProductsQuerySchema,
  productCategoriesQuerySchema,
  type CategoryProductService,
  type CategoryProductsQuery,
  type ProductCategoriesQuery,
} from './category-products';
export {
  createCategoryDesk,
  linkCategoryProductSchema,
  moveCategorySchema,
  type LinkedCategoryProduct,
  type CategoryDesk,
} from './category-desk';
export {
  createProductDesk,
  productGridQuerySchema,
  type ProductGridQuery,
  type ProductGridRow,
  type ProductGridPage,
  type ProductFormAttribute,
  type ProductDesk,
} from './product-desk';
export { setFavouriteInputSchema, type Favourites, type SetFavouriteInput } from './favourites';
export {
  productSearchQuerySchema,
  searchWords,
  SEARCH_MAX_RESULTS,
  PRODUCT_SEARCH_TEXT,
  type ProductSearch,
  type ProductSearchHit,
  type ProductSearchResult,
  type ProductSearchQuery,
} from './product-search';
export * from './model';
