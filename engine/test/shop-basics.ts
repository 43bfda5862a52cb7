import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductType } from '../src/catalog/product-type.entity';
import { Product, type IProduct } from '../src/catalog/product.entity';
import { Truck } from '../src/shipping/truck.entity';
import { createCheckoutService } from '../src/checkout/checkout-service';
import { createMailer } from '../src/mail/mailer';
import { createOrderMails } from '../src/orders/order-mails';
import { createOrderService } from '../src/orders/order-service';
import { createPricingService } from '../src/pricing/pricing-service';
import { createQuoteService } from '../src/quotes/quote-service';

/**
 * Tests only: what every checkout needs in an empty database — the default truck (freight is
 * planned on it) and one published pallet at a list price. Not flushed: the caller adds its own
 * customers and settings to the same EntityManager and flushes once.
 */
export function createShopBasics(em: EntityManager, options: { articleNumber: string; listPrice?: string }): { product: IProduct } {
  em.create(Truck, { id: 1, name: 'Lastwagen 18 t', length: 1360, width: 245, height: 260, loadMeter: '13.60', maxParkingLots: 18 });
  const type = em.create(ProductType, { name: 'Palette', modelFamily: 'pallet' });
  const product = em.create(Product, { name: 'Europalette', articleNumber: options.articleNumber, productType: type, published: true, listPrice: options.listPrice ?? '100.00' });
  return { product };
}

/**
 * Tests only: the services a checkout runs on, wired as engine.ts wires them (mails go to the
 * recording mail catcher, none leaves the machine).
 */
export function createCheckoutStack(em: () => EntityManager) {
  const pricing = createPricingService({ em });
  const mailer = createMailer({ em, from: 'shop@holzwerk.example' });
  const quotes = createQuoteService({ em, pricing, mailer, publicUrl: 'http://shop.test' });
  const orders = createOrderService({ em, pricing });
  const orderMails = createOrderMails({ em, mailer, shopCopy: 'shop@holzwerk.example' });
  const checkout = createCheckoutService({ em, pricing, orders, quotes: () => quotes, orderMails: () => orderMails });
  return { pricing, mailer, quotes, orders, orderMails, checkout };
}
