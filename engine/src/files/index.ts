/** Files: product images and the media library. Named exports only (decision 940). */
export {
  createProductImages,
  safeSegments,
  contentTypeOf,
  mediaUrl,
  MEDIA_CONTENT_TYPES,
  type ProductImages,
  type MediaFile,
  type GalleryImage,
} from './product-images';
export {
  createMediaLibrary,
  createFolderInputSchema,
  fileListQuerySchema,
  MEDIA_LIMITS,
  renameFileInputSchema,
  type MediaEntry,
  type MediaLibrary,
} from './media-library';
