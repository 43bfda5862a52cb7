import { parseId } from '@shop/engine';
import { redirect } from 'react-router';
import type { Route } from './+types/category-dialog';
import { requireAdminScreen } from '../screens.server';
import { notFound } from '../../kit/route-error.server';
import { requestContext } from '../../server/request-context.server';

/**
 * The spec's dialog routes /admin/category/{EditCategoryModal|AddCategoryProductModal|EditProductModal}
 * (R001-2.04–2.06, decision 785): they open what /admin/Category shows as dialogs — a category
 * (`?id=`, none = a new one), its product links (`?categoryId=`) — and a linked product's edit page
 * (`?productId=`), behind the category screen's guard (the target checks its own).
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdminScreen('categories', context.get(requestContext), request);
  const search = new URL(request.url).searchParams;
  const idOf = (...names: string[]) => names.map((name) => parseId(search.get(name))).find((id) => id !== null) ?? null;
  switch (params.dialog.toLowerCase()) {
    case 'editcategorymodal':
      return redirect(`/admin/Category?edit=${idOf('id', 'categoryId') ?? 'new'}`);
    case 'addcategoryproductmodal': {
      const category = idOf('categoryId', 'id');
      return redirect(category ? `/admin/Category?products=${category}` : '/admin/Category');
    }
    case 'editproductmodal': {
      const product = idOf('productId', 'id');
      return redirect(product ? `/admin/product/${product}/edit` : '/admin/product');
    }
    default:
      throw notFound();
  }
}
