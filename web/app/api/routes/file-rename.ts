import { renameFileInputSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/file/rename-file `{oldName, newName}` (R001-7.056): a new name in the same folder. ADMIN_PRODUCT. */
export const action = apiRoute(async ({ engine, body }) => {
  const input = renameFileInputSchema.parse(await body());
  return engine.catalog.media.rename(input.oldName, input.newName);
});
