import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogueTranslations } from '../catalog/catalogue-translations';
import { displayConfiguration, type DisplayedProperty } from '../catalog/configuration-display';
import { loadAttributeTexts } from '../catalog/catalog-read-service';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import type { PricingService } from '../pricing/pricing-service';
import { PositionType } from '../requests/enums';
import { Order } from '../requests/request.entity';
import { loadOwnOrder, ownCustomer } from './order-history-read';

/**
 * The buyer's orders as a source of new ones: 'Nochmals bestellen' — an order's lines
 * at today's prices, saying what changed — and 'Zuletzt bestellt', the products of recent orders.
 */

/** One line of a re-order: into the cart as it was ordered, priced today. */
export interface ReorderLine {
  productId: number;
  name: string;
  articleNumber: string;
  configuration: Record<string, string>;
  quantity: number;
  customerRef: string | null;
  /** Price per piece on the order. */
  orderedPricePerOne: string | null;
  /** Price per piece today for this customer; null when the product has no price today. */
  pricePerOne: string | null;
}

export interface ReorderPlan {
  formattedId: string;
  lines: ReorderLine[];
  /** Positions that cannot be ordered again (product gone or no longer offered), by name. */
  unavailable: string[];
}

export interface RecentProduct {
  productId: number;
  name: string;
  translations: CatalogueTranslations | null;
  articleNumber: string;
  configuration: Record<string, string>;
  properties: DisplayedProperty[];
  /** Quantity of the latest order of it. */
  quantity: number;
  lastOrderedAt: string;
  formattedId: string;
  timesOrdered: number;
}

export function createReorder(options: { em: () => EntityManager; pricing: Pick<PricingService, 'orderPrice'> }) {
  return {
    /**
     * 'Nochmals bestellen': the order's product lines as cart lines at today's prices, with the
     * price each had on the order, and the positions that cannot be ordered again.
     */
    async reorder(ctx: RequestContext, formattedId: string): Promise<ReorderPlan> {
      const em = options.em();
      const order = await loadOwnOrder(em, ctx, formattedId);
      const unavailable: string[] = [];
      const candidates = order.positions
        .getItems()
        .filter((position) => !position.storno && !position.parent && position.type === PositionType.PRODUCT);
      const lines: ReorderLine[] = [];
      for (const position of candidates) {
        const product = position.product;
        if (!product || product.deletedAt || !product.published) {
          unavailable.push(position.name);
          continue;
        }
        lines.push({
          productId: product.id,
          name: product.name,
          articleNumber: product.articleNumber,
          configuration: { ...(position.configuration ?? {}) },
          quantity: position.quantity,
          customerRef: position.customerRef ?? null,
          orderedPricePerOne: position.pricePerOne ?? null,
          pricePerOne: null,
        });
      }
      if (lines.length > 0) {
        try {
          const answer = await options.pricing.orderPrice(ctx, {
            cartItems: lines.map((line) => ({ productId: line.productId, quantity: line.quantity, configuration: line.configuration })),
          });
          answer.cartPrice.items.forEach((item, index) => {
            const line = lines[index];
            if (line && item.available) line.pricePerOne = item.pricePerOne ?? null;
          });
        } catch (error) {
          // A configuration today's rules refuse is still re-ordered; the cart then names the problem.
          if (!EngineError.is(error) || error.kind !== 'invalid') throw error;
        }
      }
      return { formattedId: order.formattedId, lines, unavailable };
    },

    /**
     * 'Zuletzt bestellt': the products of the customer's last 20 orders, each once (by product and
     * configuration), newest first, with the last quantity, the order it was in and how often.
     */
    async recentProducts(ctx: RequestContext): Promise<RecentProduct[]> {
      const customerId = ownCustomer(ctx);
      const em = options.em();
      const orders = await em.find(Order, { customer: customerId, orderStatusId: { $ne: 6 } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 20, populate: ['positions', 'positions.product'] });
      const seen = new Map<string, RecentProduct>();
      const texts = await loadAttributeTexts(em);
      for (const order of orders) {
        for (const position of order.positions.getItems()) {
          const product = position.product;
          if (position.storno || position.parent || position.type !== PositionType.PRODUCT || !product || product.deletedAt || !product.published) continue;
          const configuration = position.configuration ?? {};
          const key = `${product.id}|${JSON.stringify(Object.entries(configuration).sort())}`;
          const known = seen.get(key);
          if (known) {
            known.timesOrdered += 1;
            continue;
          }
          seen.set(key, {
            productId: product.id,
            name: product.name,
            translations: product.translations ?? null,
            articleNumber: product.articleNumber,
            configuration: { ...configuration },
            properties: displayConfiguration(configuration, ctx.locale, [], texts),
            quantity: position.quantity,
            lastOrderedAt: new Date(order.createdAt).toISOString(),
            formattedId: order.formattedId,
            timesOrdered: 1,
          });
        }
      }
      return [...seen.values()];
    },
  };
}
