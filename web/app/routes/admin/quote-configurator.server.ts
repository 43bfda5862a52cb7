import { translateError, translateValidation, type Engine, type ProductFamily, type RequestContext } from '@shop/engine';
import { buildConfiguredModel, configuratorFamily, configuratorFields, fieldMessages, initialConfiguratorValues, toCartConfiguration, type ConfiguratorField } from '../../lib/configurator';

/** Query names of the staff configurator in the quote page's product-select modal. */
export const CONFIGURE_PARAM = 'konfigurieren';
export const FIELD_PREFIX = 'cfg.';

const positiveInt = (value: string | null): number | undefined => (value && /^\d{1,7}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/**
 * The staff configurator of a quote (R001-2.32/2.33): the product's configurator fields filled
 * from the URL (`cfg.<field>`, else the product's own values), the quantity (`menge`) and whose
 * prices to show (`alsKunde`, the customer price selector); priced by the engine as that customer.
 * A GET form, so the browser never computes a price and a view can be reloaded.
 */
export async function staffConfiguration(engine: Engine, ctx: RequestContext, quoteId: number, search: URLSearchParams) {
  const productId = positiveInt(search.get(CONFIGURE_PARAM));
  if (productId === undefined) return null;
  const quantity = positiveInt(search.get('menge')) ?? 1;
  const customerId = positiveInt(search.get('alsKunde'));
  const base = { quoteId, productId, quantity, ...(customerId === undefined ? {} : { customerId }) };
  const first = await engine.quoteConfigurator.configure(ctx, base);
  const family: ProductFamily | undefined = first.product.canBeConfigured ? configuratorFamily(first.product.family) : undefined;
  let fields: ConfiguratorField[] = [];
  let values: Record<string, string> = {};
  let messages: Record<string, string> = {};
  let configuration: Record<string, string> | null = {};
  let priced = first;
  if (family) {
    fields = configuratorFields(family);
    values = initialConfiguratorValues(family, first.product.values);
    for (const field of fields) {
      const typed = search.get(`${FIELD_PREFIX}${field.name}`);
      if (typed !== null) values[field.name] = typed.trim();
    }
    const built = buildConfiguredModel(family, values);
    if (built.ok) {
      configuration = toCartConfiguration(family, values, built.input);
      priced = await engine.quoteConfigurator.configure(ctx, { ...base, configuration });
    } else {
      messages = fieldMessages(family, built.errors, ctx.locale);
      configuration = null;
    }
  }
  const refused = (priced.price.refused ?? []).map((entry) =>
    entry.message.startsWith('validation.') ? translateValidation(entry.message, entry.params, ctx.locale) : translateError(entry.message, entry.params, ctx.locale),
  );
  return { ...priced, fields, values, messages, refused, configuration: configuration && refused.length === 0 ? configuration : null };
}
export type StaffConfiguration = NonNullable<Awaited<ReturnType<typeof staffConfiguration>>>;
