import { z } from 'zod';
import { timestamp } from '../answer-fields';

/** The media library's answers (decision 1172, decision 895): files and folders below the product-images folder. */

export const removedFileResponse = z.strictObject({ path: z.string().meta({ description: 'the file or folder removed, relative to the media folder' }) }).meta({ id: 'RemovedFile' });

export const mediaEntryResponse = z
  .strictObject({
    name: z.string(),
    path: z.string().meta({ description: 'relative to the media folder, /-separated' }),
    kind: z.enum(['folder', 'file']),
    size: z.number().int().meta({ description: 'bytes; 0 for a folder' }),
    type: z.string().nullable().meta({ description: 'the content type of a file' }),
    modifiedAt: timestamp,
  })
  .meta({ id: 'MediaEntry' });

export const mediaListingResponse = z.strictObject({ path: z.string(), items: z.array(mediaEntryResponse).meta({ description: 'folders first' }) }).meta({ id: 'MediaListing' });

export const mediaUploadResponse = z.strictObject({ items: z.array(mediaEntryResponse).meta({ description: 'the files written' }) }).meta({ id: 'MediaUpload' });
