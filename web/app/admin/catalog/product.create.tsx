import { z } from 'zod';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/product.create';
import { ProductFields } from './ProductForm';
import { requireAdminScreen } from '../screens.server';
import { deskAction, formText } from '../desk-action.server';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { productInputOf } from './product-form.server';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Produkt erfassen' });

/** /admin/product/create (decision 891): a new product of a type, with the type's next article number. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('productCreate', ctx, request);
  const engine = context.get(engineContext);
  try {
    const types = await engine.catalog.productDesk.productTypes(ctx);
    const wanted = Number(new URL(request.url).searchParams.get('type'));
    const typeId = types.find((type) => type.id === wanted)?.id ?? types[0]?.id ?? null;
    const [attributes, articleNumber] = typeId === null ? [[], ''] : await Promise.all([engine.catalog.productDesk.typeAttributes(ctx, typeId), engine.catalog.read.nextArticleNumber(ctx, { typeId }).then((next) => next.articleNumber)]);
    return { types, typeId, attributes, articleNumber };
  } catch (error) {
    throw toRouteError(error);
  }
}

// The product's fields are named by its type's attributes: product-form.server.ts reads them (shared with the edit page).
export const action = deskAction('productCreate', {
  create: {
    schema: z.object({ typeId: formText, articleNumber: formText }),
    run: async ({ input: { typeId, articleNumber }, form, engine, ctx }) => {
      const attributes = await engine.catalog.productDesk.typeAttributes(ctx, Number(typeId));
      const product = await engine.catalog.admin.createProduct(ctx, { ...productInputOf(form, attributes), ...(articleNumber ? { articleNumber } : {}) });
      return redirect(`/admin/product/${product.id}/edit?created=1`);
    },
  },
});

export default function AdminProductCreate() {
  const { types, typeId, attributes, articleNumber } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const errors = result && !result.ok ? result.fieldErrors : {};
  return (
    <section className="admin-page">
      <p>
        <Link to="/admin/product">‹ Produkte</Link>
      </p>
      <h1>Produkt erfassen</h1>
      {result && !result.ok && (
        <p className="admin-error" role="alert">
          {result.message}
        </p>
      )}
      <Form method="post" aria-label="Produkt erfassen" key={typeId ?? 0}>
        <ProductFields
          values={{ name: '', articleNumber, typeId, kindCode: 1, description: null, listPrice: null, published: false, publiclyAvailable: true, canBeConfigured: false, values: [] }}
          types={types}
          attributes={attributes}
          errorOf={(name) => errors[name]}
          typeChangeHref={(id) => `/admin/product/create?type=${id}`}
        />
        <p>
          <button type="submit" className="admin-button" disabled={busy}>
            Produkt anlegen
          </button>
        </p>
      </Form>
    </section>
  );
}
