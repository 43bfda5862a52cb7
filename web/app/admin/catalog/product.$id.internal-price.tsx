import { formatChf, optionalSwissAmountText, swissAmountText } from '@shop/engine/browser';
import { z } from 'zod';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/product.$id.internal-price';
import { ProductPageHead } from './ProductTabs';
import { Toasts } from '../../kit/Toasts';
import { idParam } from '../../kit/route-params.server';
import { requireAdminScreen } from '../screens.server';
import { deskAction } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { useDeskForm } from '../../kit/desk-form';
import { productOf } from './product-head.server';
import { TextField } from '../../kit/FormFields';

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData ? `Interner Preis ${loaderData.product.articleNumber}` : 'Interner Preis' });

/**
 * /admin/product/{id}/internal-price (R001-2.20): the product's internal (cost) price — price,
 * material and labour cost — through the service of GET/POST /api/product/internal-price. MARGIN
 * prices a fixed product on it; a configurable one on the part cost of its configuration (decision 801).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('productInternalPrice', ctx, request);
  const engine = context.get(engineContext);
  const id = idParam(params);
  try {
    const product = await productOf(engine, ctx, id);
    const [internal] = await engine.pricing.admin.listInternalPrices(ctx, { productId: id });
    return {
      product: { id: product.id, name: product.name, articleNumber: product.articleNumber, canBeConfigured: product.canBeConfigured },
      internal: internal ?? null,
    };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** An amount as typed in Switzerland ('1’250.50', '12,5') as the engine reads it; empty is null. */
/** Amounts as staff type them ("1’234,50"): the engine's body of POST /api/product/internal-price takes the decimal text. */
export const action = deskAction('productInternalPrice', {
  save: {
    schema: z.object({ price: swissAmountText, materialCost: optionalSwissAmountText, labourCost: optionalSwissAmountText }),
    run: async ({ input, params, engine, ctx }) => {
      await engine.pricing.admin.saveInternalPrice(ctx, { productId: idParam(params), ...input, setByHand: true });
    },
  },
});

export default function AdminProductInternalPrice() {
  const { product, internal } = useLoaderData<typeof loader>();
  const { fetcher, toasts, formKey, error, fieldErrors: errors, busy } = useDeskForm();
  return (
    <section className="admin-page">
      <Toasts toasts={toasts} />
      <ProductPageHead product={product} error={error} />
      <div className="admin-panel admin-narrow">
        <h2>Interner Preis</h2>
        {internal ? (
          <p className="admin-muted">
            Zuletzt {internal.setByHand ? 'von Hand gesetzt' : 'berechnet'}: {formatChf(internal.price, { currency: true })} ({new Date(internal.updatedAt).toLocaleString('de-CH', { timeZone: 'Europe/Zurich' })})
          </p>
        ) : (
          <p className="admin-muted">Noch kein interner Preis erfasst.</p>
        )}
        {product.canBeConfigured && (
          <p className="admin-notice">Konfigurierbares Produkt: die Marge rechnet mit den Teilekosten der jeweiligen Konfiguration, nicht mit diesem Preis.</p>
        )}
        <fetcher.Form method="post" className="admin-form" key={formKey} aria-label="Interner Preis">
          <input type="hidden" name="intent" value="save" />
          <TextField label="Interner Preis pro Stück (CHF)" name="price" inputMode="decimal" required defaultValue={internal?.price} error={errors.price} />
          <TextField label="davon Material (CHF)" name="materialCost" inputMode="decimal" defaultValue={internal?.materialCost} error={errors.materialCost} />
          <TextField label="davon Arbeit (CHF)" name="labourCost" inputMode="decimal" defaultValue={internal?.labourCost} error={errors.labourCost} />
          <p className="admin-actions">
            <button type="submit" className="admin-button" disabled={busy}>
              Speichern
            </button>
          </p>
        </fetcher.Form>
      </div>
    </section>
  );
}
