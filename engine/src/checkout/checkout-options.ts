import type { EntityManager } from '@mikro-orm/postgresql';
import { companyClosuresSchema, type CompanyClosure } from '../calendar/closures';
import { earliestDeliveryDate, expectedDeliveryDate, isSelectableDeliveryDate, type LeadTimeShopMode } from '../calendar/delivery-date';
import { addDays, isoDateInZurich, type IsoDate } from '../calendar/iso-date';
import { PICKUP_SLOTS } from '../calendar/pickup';
import { createWorkCalendar } from '../calendar/working-days';
import { localizedText } from '../catalog/catalogue-translations';
import { Product } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { Customer } from '../customers/customer.entity';
import { ENTERED_ADDRESS_ID, isSavedAddressId } from '../customers/rules';
import { FREIGHT_NOT_PRICED_MESSAGE } from '../orders/order-placement';
import { paymentOptionsFor, preferredPaymentMethod } from '../payments/payment-options';
import { type PaymentMethod } from '../requests/enums';
import { DeliveryMode, isFedex, isPickup, pickupSiteOf } from '../shipping/delivery';
import type { MoneyString } from '../money/money';
import type { WorkCalendar } from '../calendar/working-days';
import { Order } from '../requests/request.entity';
import { calculateTotals, totalsToStrings } from '../requests/totals';
import { loadCompanyProfile } from '../settings/company-settings';
import { loadLeadTimes } from '../settings/lead-times';
import { Setting } from '../settings/setting.entity';
import type { RateQuote } from '../shipping/carrier';
import { accessibleDraft, dataOf, draftAddressOf, type CheckoutDeps, type DraftAddress, type DraftCartLine, type DraftData } from './draft';
import { deliveryDatesQuerySchema, type DeliveryDatesQuery } from './schemas';

/**
 * What the checkout offers a visitor (000 §4, §5): the delivery dates and pickup slots, the
 * payment options with terms and skonto, and the summary priced by the server now.
 */

export interface DeliveryDates {
  earliest: IsoDate | null;
  /** Every selectable date in the window, in order. */
  dates: IsoDate[];
  /** Pickup slots that count (hour 16 or earlier). */
  pickupSlots: string[];
  /** Where a pickup is collected: the company site of the company profile. */
  pickupSite: DraftAddress;
}

export interface PaymentChoices {
  /** The options this visitor may choose, in the spec's order. */
  options: PaymentMethod[];
  /**
   * The customer's usual method, preselected (decision 812): the method of its last order while
   * still offered, else invoice when the terms give credit, else prepayment (guests).
   */
  preferred: PaymentMethod;
  /** The customer's payment terms and skonto (000 §3 paymentTermId, skontoId); null for guests. */
  paymentTerm: { id: number; name: string; days: number } | null;
  skonto: { id: number; name: string; percent: string; days: number } | null;
}

export interface CheckoutSummary {
  lines: DraftCartLine[];
  /** false when an item has no price: the order cannot be submitted. */
  complete: boolean;
  /** false when the freight of this delivery is not priced (abroad, FedEx): no order, only a quote request (decision 811). */
  deliveryPriced: boolean;
  /** Why 'Bestellen' is not offered (an engine message to translate), or null. */
  orderRefusal: string | null;
  discount: string;
  totals: ReturnType<typeof totalsToStrings>;
  /**
   * A carrier delivery priced by FedEx (decision 745): the services offered, cheapest first, and
   * the one the freight stands for; each service's deliveryDate is ours (decision 1141: the
   * earliest date plus its transit, never before the earliest date).
   */
  carrier: { rates: RateQuote[]; chosen: RateQuote } | null;
  /** A domestic delivery: the truck and, when every piece fits, the parcel by post, cheaper first (decision 1140); empty otherwise. */
  deliveryChoices: DeliveryOffer[];
  /** When the goods are expected for the chosen way (decision 1141); null for a pickup or an unpriced carrier delivery. */
  expectedDate: IsoDate | null;
  /** The earliest delivery date: the day production is done (today plus the lead time). */
  earliestDate: IsoDate | null;
}

/** One way a delivery can travel as the checkout offers it (decision 1140): price and expected date. */
export interface DeliveryOffer {
  mode: DeliveryMode;
  effectiveCost: MoneyString | null;
  expectedDate: IsoDate | null;
  parcels?: number;
}

const leadShopMode = (ctx: RequestContext): LeadTimeShopMode => (ctx.shopMode === 'moebel' ? 'moebel' : 'verpackung');

async function closures(em: EntityManager): Promise<CompanyClosure[]> {
  const setting = await em.findOne(Setting, { key: 'company.closures' });
  const parsed = companyClosuresSchema.safeParse(setting?.value ?? []);
  return parsed.success ? (parsed.data as CompanyClosure[]) : [];
}

/** The pickup place: the company site of the one company profile (header, documents and mails read the same). */
export async function pickupSite(em: EntityManager): Promise<DraftAddress> {
  return draftAddressOf({ id: ENTERED_ADDRESS_ID, ...pickupSiteOf(await loadCompanyProfile(em)) });
}

/** Whether a requested date is selectable now (lead time of the shop, closures, working days). */
export async function selectableDate(deps: CheckoutDeps, em: EntityManager, ctx: RequestContext, date: IsoDate): Promise<boolean> {
  return isSelectableDeliveryDate(date, { shopMode: leadShopMode(ctx), today: isoDateInZurich(deps.now()), closures: await closures(em), leadTime: (await loadLeadTimes(em))[leadShopMode(ctx)] });
}

/** The payment options of this visitor, its usual method preselected (decision 812), its terms and skonto. */
export async function loadPaymentChoices(em: EntityManager, ctx: RequestContext): Promise<PaymentChoices> {
  const customer = ctx.customerId === undefined ? null : await em.findOne(Customer, { id: ctx.customerId, deletedAt: null }, { populate: ['paymentTerm', 'skonto'] });
  const paymentTerm = customer?.paymentTerm ?? null;
  const skonto = customer?.skonto ?? null;
  // Decision 621: everyone may pay in advance or online; invoice unless the customer's terms say prepayment (0 days).
  const options = paymentOptionsFor(paymentTerm) as PaymentMethod[];
  const last = customer ? await em.findOne(Order, { customer: customer.id }, { orderBy: { id: 'desc' }, fields: ['id', 'paymentMethodId'] }) : null;
  const preferred = preferredPaymentMethod({ options, terms: paymentTerm, isCustomer: customer !== null, lastUsed: last?.paymentMethodId ?? null }) as PaymentMethod;
  return {
    options,
    preferred,
    paymentTerm: paymentTerm ? { id: paymentTerm.id, name: paymentTerm.name, days: paymentTerm.days } : null,
    skonto: skonto ? { id: skonto.id, name: skonto.name, percent: String(skonto.percent), days: skonto.days } : null,
  };
}

/** The calendar and the earliest delivery date of this shop now (lead time of the shop mode, closures, working days). */
async function earliestOf(deps: CheckoutDeps, em: EntityManager, ctx: RequestContext): Promise<{ calendar: WorkCalendar; today: IsoDate; earliest: IsoDate }> {
  const calendar = createWorkCalendar(await closures(em));
  const today = isoDateInZurich(deps.now());
  const leadTime = (await loadLeadTimes(em))[leadShopMode(ctx)];
  return { calendar, today, earliest: earliestDeliveryDate({ shopMode: leadShopMode(ctx), today, calendar, leadTime }) as IsoDate };
}

/**
 * FedEx's services with our expected date (decision 1141): production first, then FedEx's
 * transit — its transit days, or the working days from today to the date FedEx names.
 */
function withExpectedDates(rates: RateQuote[], dates: { calendar: WorkCalendar; today: IsoDate; earliest: IsoDate }, requested: IsoDate | null): RateQuote[] {
  return rates.map((rate) => {
    const transitDays = rate.transitDays ?? (rate.deliveryDate ? dates.calendar.workingDaysBetween(dates.today, rate.deliveryDate) : null);
    return transitDays === null ? { ...rate, deliveryDate: null } : { ...rate, deliveryDate: expectedDeliveryDate({ earliest: dates.earliest, transitDays, requested, calendar: dates.calendar }) };
  });
}

/** The draft's lines and totals as the server prices them now. */
export async function summaryOf(deps: CheckoutDeps, ctx: RequestContext, data: DraftData): Promise<CheckoutSummary> {
  const delivery = data.deliveryAddress;
  const dates = await earliestOf(deps, deps.em(), ctx);
  const price = await deps.pricing.orderPrice(ctx, {
    cartItems: data.cart.items.map((item) => ({ productId: item.productId, quantity: item.quantity, configuration: item.configuration })),
    deliveryMode: data.deliveryMode,
    ...(delivery ? { country: delivery.country, zipCode: delivery.zipCode } : data.cart.zipCode ? { zipCode: data.cart.zipCode } : {}),
    ...(delivery && isSavedAddressId(delivery.id) ? { deliveryAddressId: delivery.id } : {}),
    ...(data.carrierServiceType ? { carrierServiceType: data.carrierServiceType } : {}),
  });
  const pickup = isPickup(data.deliveryMode);
  const freight = pickup ? '0' : (price.shippingCost.effectiveCost ?? null);
  // Names in the reader's language (the draft and the order keep German).
  const translations = new Map(
    (await deps.em().find(Product, { id: { $in: [...new Set(data.cart.items.map((item) => item.productId))] } }, { fields: ['id', 'name', 'translations'] })).map((product) => [
      product.id,
      product,
    ]),
  );
  const lines = data.cart.items.map((item, index) => {
    const priced = price.cartPrice.items[index];
    const product = translations.get(item.productId);
    const name = product && product.name === item.name ? localizedText(item.name, product.translations ?? null, ctx.locale, 'name') : item.name;
    return { ...item, name, pricePerOne: priced?.pricePerOne ?? null, linePrice: priced?.linePrice ?? null };
  });
  const totals = calculateTotals({
    lines: lines.map((line) => ({ pricePerOne: line.pricePerOne, quantity: line.quantity })),
    discount: price.discount,
    deliveryCost: freight,
    isPickup: pickup,
    deliveryCountry: delivery?.country,
  });
  const deliveryPriced = freight !== null;
  const rates = !pickup && price.shippingCost.carrierRates && price.shippingCost.carrierRate ? withExpectedDates(price.shippingCost.carrierRates, dates, data.requestedDeliveryDate) : null;
  const chosenRate = rates?.find((rate) => rate.serviceType === price.shippingCost.carrierRate?.serviceType) ?? null;
  const deliveryChoices = (price.shippingCost.deliveryChoices ?? []).map((choice) => offerOf(choice, dates, data.requestedDeliveryDate));
  const chosenWay = deliveryChoices.find((choice) => choice.mode === data.deliveryMode);
  return {
    lines,
    complete: price.cartPrice.complete,
    deliveryPriced,
    orderRefusal: deliveryPriced ? null : (price.shippingCost.carrierProblem ?? FREIGHT_NOT_PRICED_MESSAGE),
    discount: price.discount,
    totals: totalsToStrings(totals),
    carrier: rates && chosenRate ? { rates, chosen: chosenRate } : null,
    deliveryChoices,
    expectedDate: pickup ? null : chosenRate ? chosenRate.deliveryDate : isFedex(data.deliveryMode) ? null : (chosenWay?.expectedDate ?? expectedDeliveryDate({ earliest: dates.earliest, transitDays: 0, requested: data.requestedDeliveryDate, calendar: dates.calendar })),
    earliestDate: dates.earliest,
  };
}

function offerOf(choice: { mode: DeliveryMode; effectiveCost: MoneyString | null; transitDays: number; parcels?: number }, dates: { calendar: WorkCalendar; earliest: IsoDate }, requested: IsoDate | null): DeliveryOffer {
  return {
    mode: choice.mode,
    effectiveCost: choice.effectiveCost,
    expectedDate: expectedDeliveryDate({ earliest: dates.earliest, transitDays: choice.transitDays, requested, calendar: dates.calendar }),
    ...(choice.parcels === undefined ? {} : { parcels: choice.parcels }),
  };
}

/**
 * The delivery modes the delivery step offers, in order (decision 1140): pickup, then the truck
 * and the parcel by post cheaper first (priced to the draft's delivery address, else its invoice
 * address, else the cart's postal code; the parcel only when every piece fits), then FedEx.
 */
export async function deliveryOffers(deps: CheckoutDeps, ctx: RequestContext, draftId: string | null | undefined): Promise<{ modes: DeliveryMode[]; offers: DeliveryOffer[] }> {
  const draft = await accessibleDraft(deps, deps.em(), ctx, draftId);
  const data = dataOf(draft);
  const address = (!isPickup(data.deliveryMode) ? data.deliveryAddress : null) ?? data.invoiceAddress;
  const dates = await earliestOf(deps, deps.em(), ctx);
  const price =
    data.cart.items.length === 0
      ? null
      : await deps.pricing.orderPrice(ctx, {
          cartItems: data.cart.items.map((item) => ({ productId: item.productId, quantity: item.quantity, configuration: item.configuration })),
          deliveryMode: DeliveryMode.DELIVERY,
          ...(address ? { country: address.country, zipCode: address.zipCode } : data.cart.zipCode ? { zipCode: data.cart.zipCode } : {}),
          ...(address && isSavedAddressId(address.id) ? { deliveryAddressId: address.id } : {}),
        });
  const offers = (price?.shippingCost.deliveryChoices ?? []).map((choice) => offerOf(choice, dates, data.requestedDeliveryDate));
  const ways = offers.length > 0 ? offers.map((offer) => offer.mode) : [DeliveryMode.DELIVERY];
  return { modes: [DeliveryMode.PICKUP, ...ways, DeliveryMode.FEDEX], offers };
}

/** The payment options, terms and skonto of this visitor. */
export async function paymentChoices(deps: CheckoutDeps, ctx: RequestContext): Promise<PaymentChoices> {
  return loadPaymentChoices(deps.em(), ctx);
}

/** The dates the date picker offers (the next ~3 months) and the pickup slots. */
export async function deliveryDates(deps: CheckoutDeps, ctx: RequestContext, rawQuery: DeliveryDatesQuery = {}): Promise<DeliveryDates> {
  const query = deliveryDatesQuerySchema.parse(rawQuery);
  const em = deps.em();
  const calendar = createWorkCalendar(await closures(em));
  const today = isoDateInZurich(deps.now());
  const leadTime = (await loadLeadTimes(em))[leadShopMode(ctx)];
  const earliest = earliestDeliveryDate({ shopMode: leadShopMode(ctx), today, calendar, leadTime });
  const dates: IsoDate[] = [];
  for (let day = 0; day <= query.days; day += 1) {
    const date = addDays(today, day);
    if (isSelectableDeliveryDate(date, { shopMode: leadShopMode(ctx), today, calendar, leadTime })) dates.push(date);
  }
  return { earliest, dates, pickupSlots: [...PICKUP_SLOTS], pickupSite: await pickupSite(em) };
}

/** Lines and totals of the draft as the server prices them now (VAT 0 for pickup or abroad). */
export async function summary(deps: CheckoutDeps, ctx: RequestContext, draftId: string | null | undefined): Promise<CheckoutSummary> {
  const draft = await accessibleDraft(deps, deps.em(), ctx, draftId);
  return summaryOf(deps, ctx, dataOf(draft));
}
