import { readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { requireCustomerData } from '../auth/customer-access';
import type { RequestContext } from '../context';
import { MEDIA_CONTENT_TYPES } from '../files/product-images';
import { EngineError } from '../errors';
import type { CustomerAdminDeps } from './customer-admin-views';
import { NOT_FOUND_MESSAGE } from './customer-views';

/** The image types a logo may have; their content types are the media route's. */
const LOGO_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.svg'];

/** GET /api/customers/:id/logo (R000-7.33): DATA_DIR/customer-files/<id>/logo.<ext>, else not found; the customer itself or an admin. */
export async function customerLogo(deps: CustomerAdminDeps, ctx: RequestContext, customerId: number): Promise<{ path: string; contentType: string }> {
  requireCustomerData(ctx, customerId, 'terms');
  if (!deps.customerFilesDir || !Number.isSafeInteger(customerId) || customerId <= 0) throw new EngineError('not_found', NOT_FOUND_MESSAGE);
  const folder = join(deps.customerFilesDir, String(customerId));
  const names = await readdir(folder).catch(() => [] as string[]);
  const name = names.sort().find((candidate) => candidate.startsWith('logo.') && LOGO_EXTENSIONS.includes(extname(candidate).toLowerCase()));
  if (!name) throw new EngineError('not_found', NOT_FOUND_MESSAGE);
  return { path: join(folder, name), contentType: MEDIA_CONTENT_TYPES[extname(name).toLowerCase()]! };
}
