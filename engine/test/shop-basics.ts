import type { EntityManager } from '@mikro-orm/postgresql';
import type { IProduct } from '../src/catalog/product.entity';
import { createCheckoutService } from '../src/checkout/checkout-service';
import { createMailer } from '../src/mail/mailer';
import { createOrderMails } from '../src/orders/order-mails';
import { createOrderService } from '../src/orders/order-service';
import { createPricingService } from '../src/pricing/pricing-service';
import { createQuoteService } from '../src/quotes/quote-service';
import { givenCatalog, givenTruck } from './world';

/**
 * Tests only: what every checkout needs in an empty database — the default truck (freight is
 * planned on it) and one published pallet at a list price. Not flushed: the caller adds its own
 * customers and settings to the same EntityManager and flushes once.
 */
export function createShopBasics(em: EntityManager, options: { articleNumber: string; listPrice?: string }): { product: IProduct } {
  givenTruck(em);
  return givenCatalog(em, { product: { articleNumber: options.articleNumber, listPrice: options.listPrice ?? '100.00' } }).products;
}

/**
 * Tests only: the services a checkout runs on, wired as engine.ts wires them (mails go to the
 * recording mail catcher, none leaves the machine).
 */
export function createCheckoutStack(em: () => EntityManager) {
  const pricing = createPricingService({ em });
  const mailer = createMailer({ em, from: 'shop@holzwerk.example' });
  const orderMails = createOrderMails({ em, mailer, shopCopy: 'shop@holzwerk.example' });
  // The one placement path confirms a new order (decision 930), as engine.ts wires it.
  const confirm = (orderId: number, within: EntityManager) => orderMails.sendOrderConfirmation(orderId, within);
  const quotes = createQuoteService({ em, pricing, mailer, publicUrl: 'http://shop.test', confirm });
  const orders = createOrderService({ em, pricing, confirm });
  const checkout = createCheckoutService({ em, pricing, orders, quotes: () => quotes });
  return { pricing, mailer, quotes, orders, orderMails, checkout };
}
