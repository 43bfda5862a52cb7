import { anonymousContext, Permission, type Engine, type OrderPrice } from '@shop/engine';
import type { Command } from 'commander';
import { runCommand, UsageError, type GlobalOptions } from '../runtime';

/** The operator's CLI has the database anyway: it prices with the product admin's right (any customer). */
const operator = () => anonymousContext({ permissions: [Permission.ADMIN_PRODUCT, Permission.ADMIN_QUOTE] });

export interface PriceSummary {
  product: { id: number; articleNumber: string; name: string };
  customerId: number | null;
  quantity: number;
  configuration: Record<string, string>;
  available: boolean;
  reason: string | null;
  detail: string | null;
  strategy: string;
  pricePerOne: string | null;
  linePrice: string | null;
  discount: string;
  priceWithDiscount: string;
  delivery: string | null;
  graduatedPrice: { quantity: number; price: string }[];
}

/** `--config Innenlänge=1200 Innenbreite=800` → { Innenlänge: '1200', … }. */
export function parseConfiguration(pairs: readonly string[] = []): Record<string, string> {
  const configuration: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--config wants NAME=VALUE, not '${pair}'`);
    configuration[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return configuration;
}

function wholeNumber(value: string | undefined, flag: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new UsageError(`--${flag} wants a whole number ≥ ${min}, not '${value}'`);
  return number;
}

async function priceOne(engine: Engine, options: PriceOptions): Promise<PriceSummary> {
  const ctx = operator();
  const customerId = wholeNumber(options.customer, 'customer', 1);
  const quantity = wholeNumber(options.quantity, 'quantity', 1) ?? 1;
  const query = /^\d+$/.test(options.product) ? { ids: options.product } : { articleNumber: options.product };
  const product = (await engine.catalog.products.listProducts(ctx, { ...query, includeUnpublished: true, ...(customerId ? { customerId } : {}) })).items[0];
  if (!product) throw new UsageError(`no product '${options.product}' (article number or id)`);
  const configuration = parseConfiguration(options.config);
  const priced: OrderPrice = await engine.pricing.orderPrice(ctx, {
    cartItems: [{ productId: product.id, configuration, quantity }],
    ...(customerId ? { customerId } : {}),
    ...(options.zip ? { zipCode: options.zip } : {}),
    ...(options.country ? { country: options.country } : {}),
  });
  const item = priced.cartPrice.items[0]!;
  return {
    product: { id: product.id, articleNumber: product.articleNumber, name: product.name },
    customerId: customerId ?? null,
    quantity,
    configuration: item.configuration,
    available: item.available,
    reason: item.reason ?? null,
    detail: item.detail ?? null,
    strategy: item.strategy,
    pricePerOne: item.pricePerOne,
    linePrice: item.linePrice,
    discount: priced.discount,
    priceWithDiscount: priced.cartPrice.productPriceWithDiscount,
    delivery: priced.shippingCost.effectiveCost,
    graduatedPrice: item.graduatedPrice,
  };
}

interface PriceOptions {
  product: string;
  customer?: string;
  quantity?: string;
  config?: string[];
  zip?: string;
  country?: string;
}

function describePrice(s: PriceSummary): string {
  const who = s.customerId ? `customer ${s.customerId}` : 'list price (no customer)';
  const lines = [`${s.product.articleNumber} ${s.product.name} × ${s.quantity}, ${who}, strategy ${s.strategy}`];
  if (Object.keys(s.configuration).length) lines.push(`  configuration: ${Object.entries(s.configuration).map(([key, value]) => `${key}=${value}`).join(', ')}`);
  if (!s.available) {
    lines.push(`  no price: ${s.detail ?? s.reason ?? 'unavailable'}`);
    return lines.join('\n');
  }
  lines.push(`  per piece CHF ${s.pricePerOne}, line CHF ${s.linePrice}`);
  if (s.discount !== '0') lines.push(`  discount ${s.discount}: CHF ${s.priceWithDiscount}`);
  if (s.delivery !== null) lines.push(`  delivery CHF ${s.delivery}`);
  if (s.graduatedPrice.length) lines.push(`  graduated: ${s.graduatedPrice.map((step) => `from ${step.quantity}: ${step.price}`).join(', ')}`);
  return lines.join('\n');
}

/**
 * `shop prices --product ART [--customer ID] [--quantity N] [--config NAME=VALUE …]`: what the shop
 * would charge, through the same engine call as the cart (POST /api/product/order-price). Exit 1
 * when the product has no price for that customer, configuration and quantity.
 */
export function registerPricesCommands(program: Command, globals: () => GlobalOptions) {
  program
    .command('prices')
    .description('price a product and configuration for a customer and quantity, as the cart does')
    .requiredOption('-p, --product <articleNumber|id>', 'article number (or product id)')
    .option('-c, --customer <id>', 'customer id (default: the list price a guest sees)')
    .option('-q, --quantity <n>', 'pieces', '1')
    .option('--config <pairs...>', 'configuration values NAME=VALUE (the configurator’s attribute names)')
    .option('--zip <postalCode>', 'delivery postal code (prices the truck delivery)')
    .option('--country <code>', 'delivery country (ISO 2 letters)', 'CH')
    .addHelpText(
      'after',
      '\nExamples:\n  shop prices --product PAL_0010 --customer 2 --quantity 50\n  shop prices -p KISTE_0001 --config Innenlänge=1200 Innenbreite=800 Innenhöhe=600\n  shop --json prices -p BRETT_0007 -c 2 -q 20 --zip 4057',
    )
    .action((options: PriceOptions) =>
      runCommand(
        globals(),
        async (engine) => {
          const summary = await priceOne(engine, options);
          if (!summary.available) process.exitCode = 1;
          return summary;
        },
        describePrice,
      ),
    );
}
