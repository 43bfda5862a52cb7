/** Catalogue (000 §2, §3, §9; 001 §2, §9): categories, products, product types, attributes, configurations. The browser-safe part: no Node built-ins, database or ORM below it. */
export {
  ShopTypeId,
  SHOP_MODES,
  shopTypeIdOf,
  shopModeOf,
  ProductKind,
  INSURANCE_SERVICE_PRODUCT_TYPE_ID,
  type CatalogShopMode,
  AttributeTypeId,
  ATTRIBUTE_TYPES,
  NON_CONFIGURATION_ATTRIBUTE_TYPES,
  isAttributeTypeId,
  AttributeVisibility,
  ALL_ATTRIBUTE_VISIBILITY,
  hasVisibility,
  type AttributeTypeInfo,
} from './enums';
export {
  COLOR_PATTERN,
  ATTRIBUTE_NOT_OF_TYPE_MESSAGE,
  CONFIGURATION_EXTRA_NAMES,
  attributeValueProblem,
  isConfigurable,
  validateConfiguration,
  assertAttributeOfType,
  type AttributeIssue,
  type AttributeLike,
  type ConfigurableType,
  type ConfigurationInput,
} from './attribute-rules';
export {
  NO_ROOT_CATEGORY_MESSAGE,
  CATEGORY_ROOT_SEGMENT,
  isCategoryInShop,
  categoryUrl,
  buildCategoryTree,
  findCategoryByUrl,
  findCategoryTrail,
  type CategoryTrailNode,
  headDescription,
  articleNumberPrefix,
  nextArticleNumber,
  imageFileName,
  type CategoryLike,
  type CategoryTreeNode,
} from './rules';
export {
  configurationProperties,
  propertyByPath,
  requireConfiguratorApi,
  CONFIGURATOR_API_REQUIRED,
  PRODUCT_TYPES_NOT_LOADED,
  type ConfigurationProperty,
} from './configuration-properties';
export {
  displayConfiguration,
  configurationText,
  displayValue,
  boardText,
  translateCatalogueText,
  colourName,
  attributeNameText,
  choiceLabelText,
  type DisplayAttribute,
  type DisplayedProperty,
} from './configuration-display';
export { localizedText, type CatalogueTranslations } from './catalogue-translations';
export { storedAttributeName, storedChoiceLabel, type AttributeTexts, type AttributeTranslations, type AttributeLanguageTexts } from './attribute-texts';
export {
  PICTURE_WIDTHS,
  DEFAULT_PICTURE_WIDTH,
  pictureWidthFor,
  overviewPicturePath,
  overviewPictureUrl,
  overviewPictureSrcSet,
  articleNumberOfPictureUrl,
  type PictureWidth,
} from './picture-sizes';
