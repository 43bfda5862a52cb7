import { Form, Link, useLoaderData } from 'react-router';
import type { Route } from './+types/configurator';
import { ConfiguratorInputs, CreateCustomerProduct } from './StaffConfigurator';
import { TextField } from '../../kit/FormFields';
import { Toasts } from '../../kit/Toasts';
import { requireAdminScreen } from '../screens.server';
import { deskAction } from '../desk-action.server';
import { useDeskForm } from '../../kit/desk-form';
import { engineContext } from '../../server/engine-context';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { CONFIGURE_PARAM, configurationFromSearch, createCustomerProductFrom } from './quote-configurator.server';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Konfigurator' });

const positiveInt = (value: string | null): number | undefined => (value && /^\d{1,7}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/**
 * /admin/configurator (decision 979): 'Als Kundenprodukt anlegen' without a quote, for staff with
 * ADMIN_PRODUCT or CREATE_PRODUCT_IN_CONFIGURATOR. Search a configurable product (?produkt=),
 * configure it (?konfigurieren=<id>&cfg.<field>=…, checked by the product's model on the server)
 * and create it as a customer's product. No prices here: pricing a configuration as a customer
 * is the quote desk's (ADMIN_QUOTE); the customer's price record is copied on creation.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('configurator', ctx, request);
  try {
    const engine = context.get(engineContext);
    const url = new URL(request.url);
    const search = url.searchParams.get('produkt') ?? '';
    const productId = positiveInt(url.searchParams.get(CONFIGURE_PARAM));
    if (productId === undefined) return { search, choices: await engine.pricing.configuredProducts.configurable(ctx, { q: search }), configurator: null };
    const product = await engine.pricing.configuredProducts.source(ctx, { productId });
    const typed = configurationFromSearch(product, url.searchParams, ctx.locale);
    const configuration = typed.family ? typed.configuration : null;
    const createProduct = configuration ? await engine.pricing.configuredProducts.draft(ctx, { productId, configuration }) : null;
    return { search, choices: null, configurator: { product, fields: typed.fields, values: typed.values, messages: typed.messages, configuration, createProduct } };
  } catch (error) {
    throw toRouteError(error);
  }
}

// The configuration's fields are named by the product type's attributes: quote-configurator.server.ts reads them.
export const action = deskAction('configurator', {
  createCustomerProduct: { run: ({ form, engine, ctx }) => createCustomerProductFrom(engine, ctx, form) },
});

export default function AdminConfigurator() {
  const { search, choices, configurator } = useLoaderData<typeof loader>();
  const { fetcher, toasts, errorIn, busy } = useDeskForm();
  return (
    <section className="admin-page">
      <Toasts toasts={toasts} />
      <h1>Konfigurator</h1>
      <p className="admin-muted">Ein konfigurierbares Produkt nach Mass als festes Produkt eines Kunden anlegen. Der Kunde bestellt es zum Preis seines Preisdatensatzes des Ausgangsprodukts.</p>
      {configurator ? (
        <div className="admin-staff-configurator" aria-label="Konfigurator">
          <p>
            <Link to={`?produkt=${encodeURIComponent(search)}`}>‹ Andere Produkte</Link>
          </p>
          <p>
            <strong>{configurator.product.name}</strong> <small className="admin-muted">· {configurator.product.articleNumber}</small>
          </p>
          {configurator.fields.length === 0 ? (
            <p className="admin-muted">Dieses Produkt ist nicht konfigurierbar.</p>
          ) : (
            <Form method="get" className="admin-form admin-configurator-form" aria-label="Konfiguration">
              <input type="hidden" name="produkt" value={search} />
              <input type="hidden" name="konfigurieren" value={configurator.product.id} />
              <ConfiguratorInputs fields={configurator.fields} values={configurator.values} messages={configurator.messages} />
              <button type="submit" className="admin-button is-secondary">
                Übernehmen
              </button>
            </Form>
          )}
          {configurator.createProduct && configurator.configuration ? (
            <CreateCustomerProduct
              key={JSON.stringify(configurator.configuration)}
              product={configurator.product}
              configuration={configurator.configuration}
              defaults={configurator.createProduct}
              customerId={null}
              fetcher={fetcher}
              busy={busy}
              errorOf={(name) => errorIn('createCustomerProduct', name)}
              open
            />
          ) : (
            configurator.fields.length > 0 && <p className="admin-muted">Erst eine gültige Konfiguration übernehmen, dann anlegen.</p>
          )}
        </div>
      ) : (
        <>
          <Form method="get" className="admin-filters" role="search" aria-label="Konfigurierbare Produkte suchen">
            <TextField label="Name oder Artikelnummer" name="produkt" type="search" defaultValue={search} />
            <button type="submit" className="admin-button is-secondary">
              Suchen
            </button>
          </Form>
          {(choices ?? []).length === 0 ? (
            <p className="admin-muted">Kein konfigurierbares Produkt gefunden.</p>
          ) : (
            <ul className="admin-list" aria-label="Konfigurierbare Produkte">
              {(choices ?? []).map((choice) => (
                <li key={choice.id}>
                  <Link to={`?produkt=${encodeURIComponent(search)}&konfigurieren=${choice.id}`} aria-label={`Konfigurieren: ${choice.name}`}>
                    {choice.name}
                  </Link>{' '}
                  <small className="admin-muted">· {choice.articleNumber}</small>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
