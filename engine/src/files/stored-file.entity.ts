import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, updatedAt } from '../db/columns';

/**
 * A file the shop keeps, in PostgreSQL itself (decision 1174): the path is the key
 * (`product-images/KISTE_0001/front.png`, `files/kalkulation/kiste.xlsx`, `customer-files/12/logo.png`),
 * an empty folder a row whose path ends in '/'. Written and read through postgres-file-store.ts only.
 */
export const StoredFileRecord = defineEntity({
  name: 'StoredFile',
  properties: {
    path: p.string().length(1000).primary(),
    content: p.blob().lazy(),
    contentType: p.string().length(200),
    size: p.integer(),
    sha256: p.string().length(64),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type IStoredFileRecord = InferEntity<typeof StoredFileRecord>;
