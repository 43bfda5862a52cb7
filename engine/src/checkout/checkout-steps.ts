import { z } from 'zod';
import { PICKUP_DATE_MESSAGE, PICKUP_SLOTS, PICKUP_SLOT_MESSAGE } from '../calendar/pickup';
import { Product } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { Customer } from '../customers/customer.entity';
import { ENTERED_ADDRESS_ID, isSavedAddressId } from '../customers/rules';
import { EngineError } from '../errors';
import { CARRIER_MESSAGES } from '../i18n/catalogue-carrier';
import { MONEY_PATH_MESSAGES } from '../i18n/catalogue-money-paths';
import { DELIVERY_DATE_NOT_SELECTABLE_MESSAGE } from '../orders/order-placement';
import { isParcel, isPickup } from '../shipping/delivery';
import { isKnownSwissPostalCode } from '../shipping/localities';
import { isDomesticCountry } from '../validation/countries';
import { isPlz } from '../validation/rules';
import { textField } from '../validation/schemas';
import { loadPaymentChoices, pickupSite, selectableDate, summaryOf, type CheckoutSummary } from './checkout-options';
import {
  accessibleDraft,
  dataOf,
  draftAddressOf,
  draftForStep,
  newDraft,
  progressOf,
  savedDraftAddress,
  storeDraft,
  storeDraftView,
  viewOf,
  type CheckoutDeps,
  type CheckoutDraftView,
  type DraftAddress,
  type DraftCartLine,
} from './draft';
import { suggestInvoiceEmail, type CheckoutProgress } from './rules';
import {
  saveCarrierServiceInputSchema,
  saveCartInputSchema,
  saveDeliveryChoiceInputSchema,
  saveDeliveryInputSchema,
  saveInvoiceInputSchema,
  savePaymentInputSchema,
  type SaveCarrierServiceInput,
  type SaveDeliveryChoiceInput,
  type SaveCartInput,
  type SaveDeliveryInput,
  type SaveInvoiceInput,
  type SavePaymentInput,
} from './schemas';

/**
 * The checkout's steps (000 §2): what each page shows and saves. Every save checks on the server
 * that its step is reachable (a skipped step is refused); prices come only from the pricing service.
 */

export const PAYMENT_OPTION_NOT_OFFERED_MESSAGE = 'Diese Zahlungsart ist für Sie nicht verfügbar.';
export const UNKNOWN_POSTAL_CODE_MESSAGE = MONEY_PATH_MESSAGES['errors.unknownPostalCode'].de;

/** The visitor's draft (or the start state when there is none): what every checkout page shows. */
export async function getDraft(deps: CheckoutDeps, ctx: RequestContext, draftId: string | null | undefined): Promise<CheckoutDraftView> {
  const em = deps.em();
  const draft = await accessibleDraft(deps, em, ctx, draftId);
  const data = dataOf(draft);
  if (draft && data.invoiceEmail === '' && ctx.customerId !== undefined) {
    // Invoice e-mail suggestion (000 §5): the company's invoice e-mail, else the first contact person's.
    const customer = await em.findOne(Customer, { id: ctx.customerId }, { populate: ['companyInfo', 'contactPersons'] });
    if (customer) {
      data.invoiceEmail = suggestInvoiceEmail({
        companyInfo: customer.companyInfo ?? null,
        contactPersons: customer.contactPersons.getItems().filter((person) => !person.deletedAt),
      });
    }
  }
  return viewOf(ctx, draft, data);
}

/** What rules.ts reads for reachability (CheckoutProgress). */
export async function progress(deps: CheckoutDeps, ctx: RequestContext, draftId: string | null | undefined): Promise<CheckoutProgress> {
  const draft = await accessibleDraft(deps, deps.em(), ctx, draftId);
  return progressOf(ctx, dataOf(draft));
}

/**
 * 'Zur Kasse': stores the browser's cart in the draft (a new draft when there is none or it
 * is not this visitor's), priced by the server; client prices are never read.
 */
export async function saveCart(deps: CheckoutDeps, ctx: RequestContext, draftId: string | null | undefined, rawInput: SaveCartInput): Promise<CheckoutDraftView> {
  const input = saveCartInputSchema.parse(rawInput);
  const zipCode = input.zipCode && isPlz(input.zipCode) ? input.zipCode : undefined;
  const price = await deps.pricing.orderPrice(ctx, {
    cartItems: input.items.map((item) => ({ productId: item.productId, quantity: item.quantity, configuration: item.configuration })),
    ...(zipCode ? { zipCode } : {}),
  });
  const em = deps.em();
  const products = new Map(
    (await em.find(Product, { id: { $in: [...new Set(input.items.map((item) => item.productId))] } })).map((product) => [product.id, product]),
  );
  const items: DraftCartLine[] = input.items.map((item, index) => ({
    productId: item.productId,
    name: products.get(item.productId)?.name ?? String(item.productId),
    articleNumber: products.get(item.productId)?.articleNumber ?? '',
    // The configuration completed by the one rule (decision 1088): what the order will store.
    configuration: price.cartPrice.items[index]?.configuration ?? item.configuration,
    quantity: item.quantity,
    customerRef: item.customerRef || null,
    pricePerOne: price.cartPrice.items[index]?.pricePerOne ?? null,
    linePrice: price.cartPrice.items[index]?.linePrice ?? null,
  }));
  const existing = await accessibleDraft(deps, em, ctx, draftId);
  const data = dataOf(existing);
  data.cart = { items, zipCode: zipCode ?? null };
  const draft = existing ?? newDraft(em, ctx);
  return storeDraftView(em, ctx, draft, data);
}

/** The invoice step: address (saved or new), invoice e-mail, and a guest's contact person. */
export async function saveInvoice(deps: CheckoutDeps, ctx: RequestContext, draftId: string | null | undefined, rawInput: SaveInvoiceInput): Promise<CheckoutDraftView> {
  const input = saveInvoiceInputSchema.parse(rawInput);
  const em = deps.em();
  const { draft, data } = await draftForStep(deps, em, ctx, draftId, 'invoice');
  if (ctx.customerId === undefined) {
    // A guest's order needs a name: the contact person is required.
    const contact = z
      .object({ firstName: textField({ max: 200 }), lastName: textField({ max: 200 }) }, { error: 'validation.required' })
      .safeParse(input.contact ?? {});
    if (!contact.success) throw new z.ZodError(contact.error.issues.map((issue) => ({ ...issue, path: ['contact', ...issue.path] })));
  }
  data.invoiceAddress = input.addressId !== undefined ? await savedDraftAddress(em, ctx, input.addressId) : draftAddressOf({ ...input.address!, id: ENTERED_ADDRESS_ID });
  data.invoiceEmail = input.invoiceEmail;
  data.contact =
    ctx.customerId === undefined && input.contact
      ? { firstName: input.contact.firstName, lastName: input.contact.lastName, phone: input.contact.phone || null }
      : null;
  return storeDraftView(em, ctx, draft, data);
}

/** The delivery step: mode, delivery address (the pickup site for PICKUP), requested date (only selectable dates), pickup slot. */
export async function saveDelivery(deps: CheckoutDeps, ctx: RequestContext, draftId: string | null | undefined, rawInput: SaveDeliveryInput): Promise<CheckoutDraftView> {
  const input = saveDeliveryInputSchema.parse(rawInput);
  const em = deps.em();
  const { draft, data } = await draftForStep(deps, em, ctx, draftId, 'deliveryAddress');
  const problems: { message: string; params?: Record<string, string>; field: string }[] = [];
  let address: DraftAddress | null;
  if (isPickup(input.deliveryMode)) {
    address = await pickupSite(em);
    if (input.requestedDeliveryDate === null) problems.push({ message: PICKUP_DATE_MESSAGE, field: 'requestedDeliveryDate' });
    if (input.pickupSlot === null || !PICKUP_SLOTS.includes(input.pickupSlot)) problems.push({ message: PICKUP_SLOT_MESSAGE, field: 'pickupSlot' });
  } else if (input.addressId !== undefined) {
    address = await savedDraftAddress(em, ctx, input.addressId);
  } else if (input.sameAsInvoice && data.invoiceAddress) {
    address = data.invoiceAddress;
  } else if (input.address) {
    address = draftAddressOf({ ...input.address, id: ENTERED_ADDRESS_ID });
  } else {
    throw new z.ZodError([{ code: 'custom', message: 'validation.required', path: ['address'], input: undefined }]);
  }
  if (input.requestedDeliveryDate !== null && !(await selectableDate(deps, em, ctx, input.requestedDeliveryDate))) {
    problems.push({ message: DELIVERY_DATE_NOT_SELECTABLE_MESSAGE, params: { date: input.requestedDeliveryDate }, field: 'requestedDeliveryDate' });
  }
  // A Swiss or Liechtenstein code must be one of the Post's (its freight is priced by distance); foreign codes follow the non-Swiss rule of the address.
  if (!isPickup(input.deliveryMode) && address && isDomesticCountry(address.country) && !isKnownSwissPostalCode(address.zipCode)) {
    problems.push({ message: UNKNOWN_POSTAL_CODE_MESSAGE, field: !isSavedAddressId(address.id) && input.address ? 'address.zipCode' : 'addressId' });
  }
  // Parcels only for what fits the post's limits, to CH and LI (decision 1140).
  if (problems.length === 0 && isParcel(input.deliveryMode) && address) {
    const offered = await summaryOf(deps, ctx, { ...data, deliveryMode: input.deliveryMode, deliveryAddress: address });
    if (!offered.deliveryChoices.some((choice) => isParcel(choice.mode))) problems.push({ message: CARRIER_MESSAGES['errors.parcelNotPossible'].de, field: 'deliveryMode' });
  }
  if (problems.length > 0) throw new EngineError('invalid', problems);
  data.deliveryMode = input.deliveryMode;
  data.deliveryAddress = address;
  data.requestedDeliveryDate = input.requestedDeliveryDate;
  data.pickupSlot = isPickup(input.deliveryMode) ? input.pickupSlot : null;
  return storeDraftView(em, ctx, draft, data);
}

/**
 * The FedEx service of a carrier delivery, chosen on the summary (decision 745): only one
 * FedEx offers for the draft's delivery now; the freight is then that service's rate.
 */
export async function saveCarrierService(deps: CheckoutDeps, ctx: RequestContext, draftId: string | null | undefined, rawInput: SaveCarrierServiceInput): Promise<CheckoutSummary> {
  const input = saveCarrierServiceInputSchema.parse(rawInput);
  const em = deps.em();
  const { draft, data } = await draftForStep(deps, em, ctx, draftId, 'summary');
  const offered = await summaryOf(deps, ctx, { ...data, carrierServiceType: input.carrierServiceType });
  if (!offered.carrier?.rates.some((rate) => rate.serviceType === input.carrierServiceType)) {
    throw new EngineError('invalid', [{ message: CARRIER_MESSAGES['errors.fedexServiceGone'].de, field: 'carrierServiceType' }]);
  }
  data.carrierServiceType = input.carrierServiceType;
  await storeDraft(em, draft, data);
  return offered;
}

/**
 * The summary's choice between the truck and the parcel by post (decision 1140): only a way the
 * summary offers for the draft's delivery now; the freight is then that way's.
 */
export async function saveDeliveryChoice(deps: CheckoutDeps, ctx: RequestContext, draftId: string | null | undefined, rawInput: SaveDeliveryChoiceInput): Promise<CheckoutSummary> {
  const input = saveDeliveryChoiceInputSchema.parse(rawInput);
  const em = deps.em();
  const { draft, data } = await draftForStep(deps, em, ctx, draftId, 'summary');
  const current = await summaryOf(deps, ctx, data);
  if (!current.deliveryChoices.some((choice) => choice.mode === input.deliveryMode)) {
    throw new EngineError('invalid', [{ message: CARRIER_MESSAGES['errors.parcelNotPossible'].de, field: 'deliveryMode' }]);
  }
  data.deliveryMode = input.deliveryMode;
  await storeDraft(em, draft, data);
  return summaryOf(deps, ctx, data);
}

/** The payment step: one of the options offered to this visitor (decision 621). */
export async function savePayment(deps: CheckoutDeps, ctx: RequestContext, draftId: string | null | undefined, rawInput: SavePaymentInput): Promise<CheckoutDraftView> {
  const input = savePaymentInputSchema.parse(rawInput);
  const em = deps.em();
  const { draft, data } = await draftForStep(deps, em, ctx, draftId, 'payment');
  const choices = await loadPaymentChoices(em, ctx);
  if (!(choices.options as number[]).includes(input.paymentOption)) {
    throw new EngineError('invalid', [{ message: PAYMENT_OPTION_NOT_OFFERED_MESSAGE, field: 'paymentOption' }]);
  }
  data.paymentOption = input.paymentOption;
  data.paymentChosen = true;
  return storeDraftView(em, ctx, draft, data);
}

