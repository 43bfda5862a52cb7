import type { CatalogAdminService } from '../catalog/catalog-admin-service';
import type { PriceInvalidation } from './pricing-service';

type Invalidate = (filter?: PriceInvalidation) => Promise<unknown>;

const idOf = (raw: number | string) => Number(raw);

/**
 * The catalogue maintenance with cached prices dropped after every change that can alter them:
 * a product's own prices, every product of a changed type, and everything when an attribute
 * changes. The catalogue layer knows nothing of pricing; this wrapper connects the two.
 */
export function withPriceInvalidation(admin: CatalogAdminService, invalidate: Invalidate): CatalogAdminService {
  const after =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>, filter: (...args: A) => PriceInvalidation | undefined) =>
    async (...args: A): Promise<R> => {
      const result = await method.apply(admin, args);
      await invalidate(filter(...args));
      return result;
    };
  return {
    ...admin,
    updateProduct: after(admin.updateProduct, (_ctx, id) => ({ productId: idOf(id) })),
    deleteProduct: after(admin.deleteProduct, (_ctx, id) => ({ productId: idOf(id) })),
    updateProductType: after(admin.updateProductType, (_ctx, id) => ({ productTypeId: idOf(id) })),
    deleteProductType: after(admin.deleteProductType, (_ctx, id) => ({ productTypeId: idOf(id) })),
    addTypeAttribute: after(admin.addTypeAttribute, (_ctx, id) => ({ productTypeId: idOf(id) })),
    removeTypeAttributes: after(admin.removeTypeAttributes, (_ctx, id) => ({ productTypeId: idOf(id) })),
    updateTypeAttribute: after(admin.updateTypeAttribute, (_ctx, id) => ({ productTypeId: idOf(id) })),
    updateAttribute: after(admin.updateAttribute, () => undefined),
  };
}
