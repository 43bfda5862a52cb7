import { renameFileInputSchema } from '@shop/engine';
import type { Route } from './+types/file-rename';
import { priceApi } from './product-price-api.server';

/** PUT /api/file/rename-file `{oldName, newName}` (R001-7.056): a new name in the same folder. ADMIN_PRODUCT. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, body }) => {
    const input = renameFileInputSchema.parse(await body());
    return engine.mediaLibrary.rename(input.oldName, input.newName);
  });
}
