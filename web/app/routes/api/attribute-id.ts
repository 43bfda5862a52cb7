import type { ActionFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/** POST /api/attribute/:id: update (R001-7.093). ADMIN_PRODUCT_META. */
export function action(args: ActionFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx, body }) => engine.catalogAdmin.updateAttribute(ctx, args.params.id ?? '', (await body()) as never));
}
