/** Files: the file stores (decision 1174), product images and the media library. Named exports only (decision 940). */
export { storeWithin, type FileStore, type FileStores, type StoredFile, type FileSource } from './file-store';
export { createDiskFileStore } from './disk-file-store';
export { chooseFileStores } from './file-stores';
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
/** The answers' zod schemas for the OpenAPI document (decision 1172); server-side only, not in the browser entry. */
export { mediaEntryResponse, mediaListingResponse, mediaUploadResponse, removedFileResponse } from './answer-schemas';
