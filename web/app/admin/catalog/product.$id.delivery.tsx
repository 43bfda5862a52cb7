import { transportRequirementInputSchema } from '@shop/engine';
import { z } from 'zod';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/product.$id.delivery';
import { ProductPageHead } from './ProductTabs';
import { Toasts } from '../../kit/Toasts';
import { idParam } from '../../kit/route-params.server';
import { requireAdminScreen } from '../screens.server';
import { deskAction, formText } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { useDeskForm } from '../../kit/desk-form';
import { productOf } from './product-head.server';
import { TextField } from '../../kit/FormFields';
import { ConfirmButton } from '../../kit/ConfirmButton';

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData ? `Lieferung ${loaderData.product.articleNumber}` : 'Lieferung' });

/**
 * /admin/product/{id}/delivery (R001-2.18): the product's transport requirement (001 §3: pieces
 * per package, minimum pallet places and from which quantity), through the service of
 * GET/POST/DELETE /api/transport-requirement. No record yet shows the empty one (R001-8.37).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('productDelivery', ctx, request);
  const engine = context.get(engineContext);
  const id = idParam(params);
  try {
    const product = await productOf(engine, ctx, id);
    const requirement = await engine.shipping.getTransportRequirement(ctx, { productId: id });
    return { product: { id: product.id, name: product.name, articleNumber: product.articleNumber }, requirement };
  } catch (error) {
    throw toRouteError(error);
  }
}

export const action = deskAction('productDelivery', {
  // The engine's own body of POST /api/transport-requirement; the product is the page's.
  save: {
    schema: transportRequirementInputSchema.omit({ productId: true }),
    run: async ({ input, params, engine, ctx }) => {
      await engine.shipping.saveTransportRequirement(ctx, { productId: idParam(params), ...input });
    },
  },
  delete: {
    schema: z.object({ id: formText }),
    run: async ({ input, engine, ctx }) => {
      await engine.shipping.deleteTransportRequirement(ctx, input.id);
      return 'Gelöscht';
    },
  },
});

export default function AdminProductDelivery() {
  const { product, requirement } = useLoaderData<typeof loader>();
  const { fetcher, toasts, formKey, error, fieldErrors: errors, busy } = useDeskForm();
  return (
    <section className="admin-page">
      <Toasts toasts={toasts} />
      <ProductPageHead product={product} error={error} />
      <div className="admin-panel admin-narrow">
        <h2>Transportanforderung</h2>
        {requirement.id === null && <p className="admin-muted">Noch keine eigene Anforderung: es gelten 1 Palettenplatz und keine Paketgrenze.</p>}
        <fetcher.Form method="post" className="admin-form" key={formKey} aria-label="Transportanforderung">
          <input type="hidden" name="intent" value="save" />
          <TextField label="Stück pro Paket (höchstens)" name="maxPackage" type="number" min={1} step={1} inputMode="numeric" defaultValue={requirement.maxPackage} error={errors.maxPackage} />
          <TextField label="Mindestens Palettenplätze" name="minSp" type="number" min={1} step={1} inputMode="numeric" required defaultValue={requirement.minSp} error={errors.minSp} />
          <TextField label="ab Menge (Stück)" name="quantityForMinSp" type="number" min={1} step={1} inputMode="numeric" defaultValue={requirement.quantityForMinSp} error={errors.quantityForMinSp} />
          <p className="admin-actions">
            <button type="submit" className="admin-button" disabled={busy}>
              Speichern
            </button>
          </p>
        </fetcher.Form>
        {requirement.id !== null && (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={requirement.id} />
            <ConfirmButton question={{ message: 'Die Transportanforderung dieses Produkts wird entfernt; die Fracht wird danach ohne sie berechnet.', confirm: 'Anforderung entfernen' }} className="admin-button is-danger" disabled={busy}>
              Anforderung entfernen
            </ConfirmButton>
          </fetcher.Form>
        )}
      </div>
    </section>
  );
}
