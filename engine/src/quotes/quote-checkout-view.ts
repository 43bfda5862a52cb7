import { DeliveryDateMode, isSelectableDeliveryDate } from '../calendar/delivery-date';
import { addDays, isoDateInZurich, type IsoDate } from '../calendar/iso-date';
import { toMoneyString, toMoneyStringOrNull } from '../money/money';
import { positionView } from '../orders/order-view';
import { paymentOptionsFor, preferredPaymentMethod } from '../payments/payment-options';
import { PICKUP_SLOTS } from '../calendar/pickup';
import type { IQuote } from '../requests/request.entity';
import { visibleToCustomer } from '../requests/sub-position-visibility';
import { calculateTotals, linePrice } from '../requests/totals';
import { isPickup } from '../shipping/delivery';
import { isRemovableQuotePosition, quoteOrderPaymentMethods, selectQuoteOrderPositions } from './quote-order';
import { quoteValidUntil, quoteValidUntilDate } from '../requests/quote-rules';
import type { QuoteCheckoutPosition, QuoteCheckoutView } from './quote-schemas';
import { pickupSite, type QuoteDeps } from './quote-view';

/** What the quote checkout shows (GET /api/quote/for-checkout): positions by the quote cart rules, payment methods, dates, totals. */

export async function checkoutView(deps: QuoteDeps, quote: IQuote): Promise<QuoteCheckoutView> {
  const all = quote.positions.getItems();
  // The cart rules with nothing removed: cancelled positions (and their children) left out.
  const { kept } = selectQuoteOrderPositions(
    all.map((position) => ({ id: position.id, parentId: position.parent?.id ?? null, storno: position.storno, productTypeId: position.product?.productType?.id ?? null, position })),
    [],
  );
  // Sub-positions staff hid with the group's toggle are not shown to the customer (R001-4.17).
  const shown = new Set(visibleToCustomer(all).map((position) => position.id));
  const positions = kept.filter(({ position }) => shown.has(position.id)).map(({ position, productTypeId }): QuoteCheckoutPosition => ({
    ...positionView(position),
    productTypeId,
    removable: !position.parent && isRemovableQuotePosition({ id: position.id, storno: position.storno, productTypeId }),
    linePrice: toMoneyStringOrNull(linePrice(position.pricePerOne ?? null, position.quantity)),
  }));
  const shopMode = quote.shopTypeId === 2 ? 'moebel' : 'verpackung';
  const lines = kept.map(({ position }) => ({ parentId: position.parent?.id ?? null, pricePerOne: position.pricePerOne ?? null, quantity: position.quantity, storno: position.storno }));
  const priced = kept.every(({ position }) => position.pricePerOne !== null && position.pricePerOne !== undefined);
  const country = quote.deliveryAddress?.country ?? 'CH';
  const asQuoted = priced ? calculateTotals({ lines, discount: quote.discount, deliveryCost: quote.deliveryCost ?? null, isPickup: isPickup(quote.deliveryType), deliveryCountry: country }) : null;
  const asPickup = priced ? calculateTotals({ lines, discount: quote.discount, deliveryCost: '0.00', isPickup: true, deliveryCountry: country }) : null;
  return {
    uuid: quote.uuid,
    formattedId: quote.formattedId,
    customerRequestType: quote.customerRequestType,
    createdAt: quote.createdAt.toISOString(),
    validUntil: quoteValidUntil(quote.createdAt, quote.validityDuration).toISOString(),
    validUntilDate: quoteValidUntilDate(quote.createdAt, quote.validityDuration),
    timeToDeliver: quote.timeToDeliver,
    invoiceEmail: quote.invoiceEmail ?? null,
    invoiceAddress: quote.invoiceAddress ?? null,
    deliveryAddress: quote.deliveryAddress ?? null,
    deliveryType: quote.deliveryType ?? null,
    deliveryCost: toMoneyStringOrNull(quote.deliveryCost ?? null),
    discount: quote.discount,
    total: toMoneyStringOrNull(quote.total ?? null),
    vatAmount: toMoneyStringOrNull(quote.vatAmount ?? null),
    grandTotal: toMoneyStringOrNull(quote.grandTotal ?? null),
    finalPrice: toMoneyStringOrNull(quote.finalPrice ?? null),
    currencyCode: quote.currencyCode,
    orderReference: quote.orderReference ?? null,
    positions,
    paymentMethods: quotePaymentMethods(quote),
    defaultPaymentMethodId: preferredPaymentMethod({
      options: quotePaymentMethods(quote),
      terms: quoteTerms(quote),
      isCustomer: quote.customer.kind !== 'GUEST',
      lastUsed: null,
    }),
    earliestDeliveryDate: earliestQuoteDeliveryDate(deps, quote, shopMode),
    allowedDeliveryDates: allowedQuoteDeliveryDates(deps, quote, shopMode),
    requestedDeliveryDate: (quote.requestedDeliveryDate as IsoDate | null | undefined) ?? null,
    pickupSlot: quote.pickupSlot ?? null,
    pickupSlots: [...PICKUP_SLOTS],
    pickupSite: await pickupSite(deps),
    subtotal: asQuoted ? toMoneyString(asQuoted.subtotal) : null,
    discountAmount: asQuoted ? toMoneyString(asQuoted.discountAmount) : null,
    pickupTotals: asPickup ? { deliveryCost: toMoneyString('0.00'), vatAmount: toMoneyString(asPickup.vat), grandTotal: toMoneyString(asPickup.grandTotal) } : null,
  };
}

/** The payment terms that decide the quote's options: its customer's current ones (a guest has none). */
function quoteTerms(quote: IQuote): { days: number } | null {
  const term = quote.customer.kind === 'GUEST' ? null : (quote.customer.paymentTerm ?? null);
  return term ? { days: term.days } : null;
}

export /** Like the main checkout (decision 621), and no invoice for an artwork request (000 §4). */
function quotePaymentMethods(quote: IQuote): number[] {
  const byTerms = paymentOptionsFor(quoteTerms(quote));
  return quoteOrderPaymentMethods(quote.customerRequestType).filter((method) => byTerms.includes(method));
}

function allowedQuoteDeliveryDates(deps: Pick<QuoteDeps, 'now'>, quote: IQuote, shopMode: 'verpackung' | 'moebel'): IsoDate[] {
  const today = isoDateInZurich(deps.now());
  const dates: IsoDate[] = [];
  for (let offset = 0; offset <= 92; offset++) {
    const day = addDays(today, offset);
    if (isSelectableDeliveryDate(day, { shopMode, mode: DeliveryDateMode.QUOTE, leadTime: quote.timeToDeliver, today })) dates.push(day);
  }
  return dates;
}

function earliestQuoteDeliveryDate(deps: Pick<QuoteDeps, 'now'>, quote: IQuote, shopMode: 'verpackung' | 'moebel'): IsoDate | null {
  // Delivery-date mode 1 (000 §9): the quote's time to deliver, without the shop's minimum.
  const today = isoDateInZurich(deps.now());
  for (let offset = 0; offset < 60; offset++) {
    const day = addDays(today, offset);
    if (isSelectableDeliveryDate(day, { shopMode, mode: DeliveryDateMode.QUOTE, leadTime: quote.timeToDeliver, today })) return day;
  }
  return null;
}
