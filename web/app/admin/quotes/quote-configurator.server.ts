import { CONFIGURED_PRODUCT_PERMISSIONS, hasPermission, translateError, translateValidation, type Engine, type ProductFamily, type RequestContext } from '@shop/engine';
import { formatChf } from '@shop/engine/browser';
import { SAVED } from '../../kit/desk-form';
import { buildConfiguredModel, configuratorFamily, configuratorFields, fieldMessages, initialConfiguratorValues, toCartConfiguration, type ConfiguratorField } from '../../shop/configurator/configurator';

/** Query names of the staff configurator in the product-select modal of the quote page and the order page (decision 1145). */
export const CONFIGURE_PARAM = 'konfigurieren';
export const FIELD_PREFIX = 'cfg.';

const positiveInt = (value: string | null): number | undefined => (value && /^\d{1,7}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/**
 * The staff configurator of a quote (R001-2.32/2.33): the product's configurator fields filled
 * from the URL (`cfg.<field>`, else the product's own values), the quantity (`menge`) and whose
 * prices to show (`alsKunde`, the customer price selector); priced by the engine as that customer.
 * A GET form, so the browser never computes a price and a view can be reloaded.
 */
export async function staffConfiguration(engine: Engine, ctx: RequestContext, target: { quoteId: number } | { orderId: number }, search: URLSearchParams) {
  const productId = positiveInt(search.get(CONFIGURE_PARAM));
  if (productId === undefined) return null;
  const quantity = positiveInt(search.get('menge')) ?? 1;
  const customerId = positiveInt(search.get('alsKunde'));
  const base = { ...target, productId, quantity, ...(customerId === undefined ? {} : { customerId }) };
  const first = await engine.quotes.configurator.configure(ctx, base);
  const typed = configurationFromSearch(first.product, search, ctx.locale);
  const { fields, values, messages, configuration } = typed;
  const priced = configuration && typed.family ? await engine.quotes.configurator.configure(ctx, { ...base, configuration }) : first;
  const refused = (priced.price.refused ?? []).map((entry) =>
    entry.message.startsWith('validation.') ? translateValidation(entry.message, entry.params, ctx.locale) : translateError(entry.message, entry.params, ctx.locale),
  );
  const buildable = configuration && refused.length === 0 ? configuration : null;
  // 'Als Kundenprodukt anlegen' (decision 976): offered with its defaults to whoever may, for a configuration that builds.
  const mayCreate = hasPermission(ctx, CONFIGURED_PRODUCT_PERMISSIONS, 'any') && buildable !== null && first.product.canBeConfigured;
  const createProduct = mayCreate ? await engine.pricing.configuredProducts.draft(ctx, { productId, configuration: buildable }) : null;
  return { ...priced, fields, values, messages, refused, configuration: buildable, createProduct };
}

/**
 * The configurator's fields of a product and the values typed into them (`cfg.<field>` of the
 * URL, else the product's own values): the configuration when it builds, else the fields' messages.
 * Shared by the quote's staff configurator and /admin/configurator (decision 979).
 */
export function configurationFromSearch(product: { canBeConfigured: boolean; family: string | null; values: Record<string, string | null> }, search: URLSearchParams, locale: RequestContext['locale']) {
  const family: ProductFamily | undefined = product.canBeConfigured ? configuratorFamily(product.family) : undefined;
  if (!family) return { family, fields: [] as ConfiguratorField[], values: {} as Record<string, string>, messages: {} as Record<string, string>, configuration: {} as Record<string, string> | null };
  const fields = configuratorFields(family);
  const values = initialConfiguratorValues(family, product.values);
  for (const field of fields) {
    const typed = search.get(`${FIELD_PREFIX}${field.name}`);
    if (typed !== null) values[field.name] = typed.trim();
  }
  const built = buildConfiguredModel(family, values);
  if (built.ok) return { family, fields, values, messages: {} as Record<string, string>, configuration: toCartConfiguration(family, values, built.input) as Record<string, string> | null };
  return { family, fields, values, messages: fieldMessages(family, built.errors, locale), configuration: null };
}

export type StaffConfiguration = NonNullable<Awaited<ReturnType<typeof staffConfiguration>>>;

const formField = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();
/** A configured product's configuration, sent by the configurator's forms as configuration.<attribute>. */
export const configurationOf = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.entries()].filter(([name, value]) => name.startsWith('configuration.') && typeof value === 'string').map(([name, value]) => [name.slice('configuration.'.length), String(value)]));

/**
 * 'Als Kundenprodukt anlegen' posted from a configurator (the quote page's, /admin/configurator):
 * the engine checks ADMIN_PRODUCT or CREATE_PRODUCT_IN_CONFIGURATOR (decisions 976, 979); the toast's text.
 */
export async function createCustomerProductFrom(engine: Engine, ctx: RequestContext, form: FormData): Promise<string> {
  const created = await engine.pricing.configuredProducts.create(ctx, {
    productId: formField(form, 'productId'),
    configuration: configurationOf(form),
    customerId: formField(form, 'customerId'),
    name: formField(form, 'name'),
    articleNumber: formField(form, 'articleNumber') || undefined,
    externalProductId: formField(form, 'externalProductId') || null,
    isFavorite: form.get('isFavorite') === 'on',
  });
  return `Ausgeführt: Kundenprodukt ${created.articleNumber} «${created.name}» für Kunde ${created.customerId} angelegt`;
}

/** The toast after a product was added to an order or a quote: its name and its price per piece. */
export function addedMessage(line: { name?: string | null; pricePerOne?: string | null } | undefined): string {
  return `${SAVED}: ${line?.name ?? ''} hinzugefügt${line?.pricePerOne ? ` (CHF ${formatChf(line.pricePerOne)}/Stk.)` : ' (Preis auf Anfrage)'}`;
}
