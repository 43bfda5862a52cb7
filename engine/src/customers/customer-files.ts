import { extname } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { storeWithin, type FileStore } from '../files/file-store';
import { createMediaLibrary, MEDIA_MESSAGES, sanitiseName, type MediaEntry, type UploadedFile } from '../files/media-library';
import { Customer } from './customer.entity';
import { NOT_FOUND_MESSAGE } from './customer-views';
import { idSchema } from '../validation/ids';

/**
 * A customer's files and logo in the back office (R001-2.12, decision 898): one folder
 * per customer in the customer-files store (decision 1174; on disk DATA_DIR/customer-files/<id>), handled by the media library of decision 893 (the
 * same name, path, byte-type and size checks; nothing of its own). The logo is the folder's
 * `logo.<ext>` that GET /api/customers/:id/logo already reads (R000-7.33): setting a picture as
 * logo copies it to that name. ADMIN_CUSTOMER only.
 */

const NOT_FOUND = NOT_FOUND_MESSAGE;
export const CUSTOMER_FILES_MESSAGES = {
  logoType: 'Nur ein Bild (PNG, JPEG, GIF, WebP) kann das Logo sein.',
} as const;
/** Pictures that may become the logo (the media library's types that GET /api/customers/:id/logo serves). */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

const customerId = idSchema;
/** A file of the customer's folder: one name, no folder part (the library refuses the rest). */
export const customerFileInputSchema = z.object({ customerId, name: z.string().trim().min(1).max(120) }).strip();
export type CustomerFileInput = z.input<typeof customerFileInputSchema>;

export interface CustomerFileView extends MediaEntry {
  /** This file is the customer's logo (`logo.<ext>`). */
  logo: boolean;
}

const isLogoName = (name: string) => /^logo\.[a-z]+$/i.test(name);

export function createCustomerFiles(deps: { em: () => EntityManager; store: FileStore }) {
  /** The customer's folder as a media library, after the permission and the customer are checked. */
  async function libraryOf(ctx: RequestContext, rawCustomerId: unknown) {
    requireGuard(ctx, 'customerDesk');
    const id = customerId.parse(rawCustomerId);
    if ((await deps.em().count(Customer, { id })) === 0) throw new EngineError('not_found', NOT_FOUND);
    return createMediaLibrary({ store: storeWithin(deps.store, String(id)) });
  }
  /** The name of one file of the folder: a path or a name the sanitiser would change is refused. */
  function nameOf(raw: string): string {
    if (sanitiseName(raw) !== raw) throw new EngineError('invalid', [{ message: MEDIA_MESSAGES.path, field: 'name' }]);
    return raw;
  }

  return {
    /** The customer's files by name, the logo marked. */
    async list(ctx: RequestContext, rawCustomerId: number): Promise<{ files: CustomerFileView[]; logo: string | null }> {
      const library = await libraryOf(ctx, rawCustomerId);
      const { entries } = await library.list('');
      const files = entries.filter((entry) => entry.kind === 'file').map((entry) => ({ ...entry, logo: isLogoName(entry.name) }));
      return { files, logo: files.find((file) => file.logo)?.name ?? null };
    },

    /** One uploaded file (name sanitised, type read from its bytes, 10 MB), into the customer's folder. */
    async upload(ctx: RequestContext, rawCustomerId: number, rawName: string, bytes: Buffer): Promise<MediaEntry> {
      const library = await libraryOf(ctx, rawCustomerId);
      return library.upload('', rawName, bytes);
    },

    /** Several uploaded files, all or nothing (decision 1009): every one is checked before the first is written. */
    async uploadAll(ctx: RequestContext, rawCustomerId: number, files: readonly UploadedFile[]): Promise<MediaEntry[]> {
      const library = await libraryOf(ctx, rawCustomerId);
      return library.uploadAll('', files, { extractZip: false });
    },

    /** A file to download: its entry and bytes. */
    async file(ctx: RequestContext, rawInput: CustomerFileInput): Promise<{ entry: MediaEntry; bytes: Buffer }> {
      const input = customerFileInputSchema.parse(rawInput);
      const library = await libraryOf(ctx, input.customerId);
      return library.file(nameOf(input.name));
    },

    async remove(ctx: RequestContext, rawInput: CustomerFileInput): Promise<{ path: string }> {
      const input = customerFileInputSchema.parse(rawInput);
      const library = await libraryOf(ctx, input.customerId);
      return library.remove(nameOf(input.name));
    },

    /** A picture of the folder becomes the logo: copied to `logo.<ext>` (its bytes checked again), an older logo removed. */
    async setLogo(ctx: RequestContext, rawInput: CustomerFileInput): Promise<{ logo: string }> {
      const input = customerFileInputSchema.parse(rawInput);
      const library = await libraryOf(ctx, input.customerId);
      const { entry, bytes } = await library.file(nameOf(input.name));
      if (!entry.type || !LOGO_TYPES.includes(entry.type)) throw new EngineError('invalid', [{ message: CUSTOMER_FILES_MESSAGES.logoType, field: 'name' }]);
      const logo = `logo${extname(entry.name).toLowerCase()}`;
      if (logo === entry.name) return { logo };
      for (const old of (await library.list('')).entries) if (old.kind === 'file' && isLogoName(old.name)) await library.remove(old.name);
      await library.upload('', logo, bytes);
      return { logo };
    },
  };
}
export type CustomerFiles = ReturnType<typeof createCustomerFiles>;
