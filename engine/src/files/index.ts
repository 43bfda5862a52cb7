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
export { createPictureVariants, isResizable, type PictureVariant, type PictureVariants } from './picture-variants';
export {
  createMediaLibrary,
  createFolderInputSchema,
  fileTooLarge,
  fileListQuerySchema,
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  renameFileInputSchema,
  type MediaEntry,
  type MediaLimits,
  type UploadedFile,
  type UploadStaging,
  type MediaLibrary,
} from './media-library';
