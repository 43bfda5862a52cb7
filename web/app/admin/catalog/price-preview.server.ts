import type { Engine, RequestContext } from '@shop/engine';
import { EngineError } from '@shop/engine';
import { ZodError } from 'zod';
import { translatedEntriesOf } from '../../kit/form-errors.server';
import { PRICE_MESSAGES } from '../../i18n/i18n-prices';
import { configurationFromSearch } from '../quotes/quote-configurator.server';

export interface PreviewPrice {
  quantity: number;
  pricePerOne: string | null;
  /** Why there is no price (the shop's sentence for the engine's reason), never a bare 'auf Anfrage'. */
  note: string | null;
}

/** The shop's German sentence for an unavailable price (i18n/i18n-prices.ts), its detail filled in. */
function reasonText(reason: string | undefined, detail: string | undefined): string {
  const key = `price.reason.${reason ?? 'unknown'}`;
  const text = key in PRICE_MESSAGES ? PRICE_MESSAGES[key as keyof typeof PRICE_MESSAGES].de : PRICE_MESSAGES['price.reason.unknown'].de;
  return text.replace('{detail}', detail ?? '');
}

/** One column of the preview: the prices, or the sentence why there are none (never a silent 'auf Anfrage'). */
export interface PreviewColumn {
  prices: PreviewPrice[];
  error: string | null;
}

/** A saved configuration the preview can start from: a customer's product of the same type (decision 976). */
export interface SavedConfiguration {
  id: number;
  name: string;
  articleNumber: string;
}

/**
 * The saved configurations of a product: the products of its type that belong to customers
 * ('Als Kundenprodukt anlegen' makes a fixed product of the same type whose attribute values are
 * the configuration), at most 100, by name.
 */
async function savedConfigurations(engine: Engine, ctx: RequestContext, product: { id: number; articleNumber: string }): Promise<SavedConfiguration[]> {
  const own = (await engine.catalog.productDesk.productGrid(ctx, { q: product.articleNumber, size: 100 })).rows.find((row) => row.id === product.id);
  if (!own) return [];
  const sameType = await engine.catalog.productDesk.productGrid(ctx, { type: own.typeId, size: 100, sort: 'name' });
  return sameType.rows.filter((row) => row.id !== product.id && row.owners > 0).map((row) => ({ id: row.id, name: row.name, articleNumber: row.articleNumber }));
}

/**
 * The /price2 preview (R001-2.22, R001-2.33, decision 1010): the product's configurator fields filled
 * from the URL (`cfg.<field>`, else a saved configuration chosen with `saved=<product id>`, else
 * the product's own values), priced at the chosen quantities for the chosen customer and for a
 * shopper without a record. A configuration the model refuses shows its field messages and no
 * prices; a pricing failure shows its sentence in place of the prices.
 */
export async function pricePreview(engine: Engine, ctx: RequestContext, input: { productId: number; articleNumber: string; customerId: number | null; quantities: number[]; search: URLSearchParams }) {
  const source = await engine.pricing.configuredProducts.source(ctx, { productId: input.productId });
  const saved = source.canBeConfigured ? await savedConfigurations(engine, ctx, { id: input.productId, articleNumber: input.articleNumber }) : [];
  const savedParam = input.search.get('saved');
  const chosen = saved.find((entry) => String(entry.id) === savedParam) ?? null;
  // A saved configuration's values fill the fields; values typed into the form (cfg.*) still win.
  const base = chosen ? { ...source, values: { ...source.values, ...(await engine.pricing.configuredProducts.source(ctx, { productId: chosen.id })).values } } : source;
  const typed = configurationFromSearch(base, input.search, ctx.locale);
  // A product without configurator prices with its own values (an empty configuration), as before.
  const configuration = typed.family ? typed.configuration : {};
  const column = async (forCustomer: number | undefined): Promise<PreviewColumn> => {
    const none = input.quantities.map((quantity) => ({ quantity, pricePerOne: null, note: null }));
    if (configuration === null) return { prices: none, error: 'Die Konfiguration ist unvollständig oder ungültig (siehe die Felder).' };
    try {
      // The guest's preview is priced without a customer: never the staff member's own one.
      const answer = await engine.pricing.orderPrice(forCustomer === undefined ? { ...ctx, customerId: undefined } : ctx, {
        cartItems: input.quantities.map((quantity) => ({ productId: input.productId, quantity, configuration })),
        ...(forCustomer === undefined ? {} : { customerId: forCustomer }),
      });
      return {
        prices: answer.cartPrice.items.map((item) => ({ quantity: item.quantity, pricePerOne: item.pricePerOne, note: item.pricePerOne === null ? reasonText(item.reason, item.detail) : null })),
        error: null,
      };
    } catch (error) {
      if (EngineError.is(error) || error instanceof ZodError) return { prices: none, error: translatedEntriesOf(error, ctx.locale).map((entry) => entry.message).join(' ') };
      // A bug, not a price rule: logged in full, named on the page instead of a misleading 'auf Anfrage'.
      engine.logger.error({ err: error, productId: input.productId }, 'price preview failed');
      return { prices: none, error: 'Die Vorschau konnte wegen eines internen Fehlers nicht berechnet werden (Details im Server-Log).' };
    }
  };
  const [forCustomer, forEveryone] = await Promise.all([input.customerId === null ? Promise.resolve(null) : column(input.customerId), column(undefined)]);
  return { fields: typed.fields, values: typed.values, messages: typed.messages, configuration, forCustomer, forEveryone, saved, savedId: chosen?.id ?? null };
}

export type PricePreviewData = Awaited<ReturnType<typeof pricePreview>>;
