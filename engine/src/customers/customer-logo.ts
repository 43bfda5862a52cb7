import { extname } from 'node:path';
import { requireCustomerData } from '../auth/customer-access';
import type { RequestContext } from '../context';
import { MEDIA_CONTENT_TYPES } from '../files/product-images';
import { EngineError } from '../errors';
import type { CustomerAdminDeps } from './customer-admin-views';
import { NOT_FOUND_MESSAGE } from './customer-views';

/** The image types a logo may have; their content types are the media route's. */
const LOGO_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.svg'];

/** GET /api/customers/:id/logo (R000-7.33): `<id>/logo.<ext>` of the customer-files store, else not found; the customer itself or an admin. */
export async function customerLogo(deps: CustomerAdminDeps, ctx: RequestContext, customerId: number): Promise<{ bytes: Buffer; contentType: string }> {
  requireCustomerData(ctx, customerId, 'terms');
  if (!deps.customerFiles || !Number.isSafeInteger(customerId) || customerId <= 0) throw new EngineError('not_found', NOT_FOUND_MESSAGE);
  const folder = String(customerId);
  const names = ((await deps.customerFiles.list(folder).catch(() => undefined)) ?? []).filter((entry) => entry.kind === 'file').map((entry) => entry.name);
  const name = names.sort().find((candidate) => candidate.startsWith('logo.') && LOGO_EXTENSIONS.includes(extname(candidate).toLowerCase()));
  const bytes = name === undefined ? undefined : await deps.customerFiles.read(`${folder}/${name}`);
  if (!name || !bytes) throw new EngineError('not_found', NOT_FOUND_MESSAGE);
  return { bytes, contentType: MEDIA_CONTENT_TYPES[extname(name).toLowerCase()]! };
}
