import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireGuard } from '../auth/permissions';
import { formatDateCh, isoDateInZurich } from '../calendar/iso-date';
import { linkBaseFor, type LinkBaseDeps } from '../config/public-url';
import type { RequestContext } from '../context';
import { positionNameText } from '../catalog/catalogue-translations';
import { EngineError, notFoundError } from '../errors';
import { resolveLocale, type Locale } from '../i18n/locales';
import { labelled } from '../i18n/number-format';
import { translateMessage } from '../i18n/translate';
import { DeliveryType, isFedex, isPickup } from '../shipping/delivery';
import type { AddressSnapshot } from '../requests/request.entity';
import { mailSignature } from '../mail/signature';
import { loadCompanyProfile } from '../settings/company-settings';
import { Setting } from '../settings/setting.entity';
import { DEFAULT_TRUCK_ID } from '../shipping/shipping-service';
import { Truck } from '../shipping/truck.entity';
import { idSchema } from '../validation/ids';
import { isoDateOrNull, text } from './order-edit-schemas';
import { loadOrder, type OrderAdminDeps } from './order-edit';
import { orderStatusLabel } from './order-process';
import { ORDER_NO_RECIPIENT_MESSAGE, orderRecipientOf } from './order-change-mail';
import { dateString } from './order-view';
import { positionStatus } from './status';

/**
 * The order's notification mails (001 §7 Orders): the customer's state mail, the carrier's
 * pickup notice, and the carriers an order can travel with. docs/decisions/656–657.
 */

export { ORDER_NO_RECIPIENT_MESSAGE } from './order-change-mail';
export const CARRIER_NO_EMAIL_MESSAGE = 'Für den Transporteur {carrier} ist keine E-Mail-Adresse hinterlegt.';
export const CARRIER_NONE_MESSAGE = 'Die Bestellung {order} wird abgeholt; es gibt keinen Transporteur zu benachrichtigen.';
/** Success text of the notification calls (001 §8 success toast). */
export const EXECUTED_MESSAGE = 'Ausgeführt';

/** Settings key of the carriers' notification addresses: `{ TRUCK?: email, FEDEX?: email }`. */
export const CARRIER_CONTACTS_SETTING_KEY = 'carrier.contacts';
/** Settings key of the company's contact data (its e-mail is the own trucks' dispatch address by default). */
export const COMPANY_CONTACT_SETTING_KEY = 'company.contact';


/** Body of PUT /api/order/{id}/notification: an optional other recipient and a note for the mail. */
export const orderNotificationInputSchema = z
  .object({
    email: z.preprocess((value) => (value === '' ? undefined : value), z.email().trim().max(320).optional()),
    message: text(5000).optional(),
  })
  .strip();
export type OrderNotificationInput = z.input<typeof orderNotificationInputSchema>;

/** Body of PUT /api/order/{id}/notification-carrier. */
export const carrierNotificationInputSchema = z
  .object({
    /** A carrier of GET /api/order/carriers; default: the one of the order's delivery type. */
    carrierId: z.string().trim().max(50).optional(),
    pickupDate: isoDateOrNull.optional(),
    message: text(5000).optional(),
  })
  .strip();
export type CarrierNotificationInput = z.input<typeof carrierNotificationInputSchema>;

export const CarrierKind = { TRUCK: 'TRUCK', FEDEX: 'FEDEX' } as const;
export type CarrierKind = (typeof CarrierKind)[keyof typeof CarrierKind];

/** A carrier an order can travel with: an own truck or FedEx (docs/decisions/657-carriers.md). */
export interface CarrierView {
  /** 'TRUCK-<truck id>' or 'FEDEX'. */
  id: string;
  kind: CarrierKind;
  name: string;
  /** The order's deliveryType this carrier serves (TRUCK 2, FEDEX 4). */
  deliveryType: number;
  truckId: number | null;
  /** Where the carrier notification goes; null when none is set. */
  email: string | null;
}

export interface NotificationResult {
  message: string;
  to: string;
  subject: string;
}

const carrierContactsSchema = z.object({ TRUCK: z.email().optional(), FEDEX: z.email().optional() }).partial();

/** The carriers' notification addresses: the setting, the own trucks falling back to the company's e-mail. */
async function loadCarrierContacts(em: EntityManager): Promise<Record<CarrierKind, string | null>> {
  const [contacts, company] = await Promise.all([
    em.findOne(Setting, { key: CARRIER_CONTACTS_SETTING_KEY }),
    em.findOne(Setting, { key: COMPANY_CONTACT_SETTING_KEY }),
  ]);
  const parsed = carrierContactsSchema.safeParse(contacts?.value ?? {});
  const companyEmail = z.object({ email: z.email() }).safeParse(company?.value);
  return {
    TRUCK: (parsed.success ? parsed.data.TRUCK : undefined) ?? (companyEmail.success ? companyEmail.data.email : null),
    FEDEX: (parsed.success ? parsed.data.FEDEX : undefined) ?? null,
  };
}

const mailTexts = {
  de: {
    subject: (order: string, status: string) => `Ihre Bestellung ${order}: ${status}`,
    greeting: 'Guten Tag',
    state: (order: string, date: string, status: string) => `Der Stand Ihrer Bestellung ${order} vom ${date}: ${status}.`,
    confirmed: 'Bestätigtes Lieferdatum',
    requested: 'Gewünschtes Lieferdatum',
    positions: 'Positionen',
    overview: 'Ihre Bestellungen im Überblick',
    tracking: 'Sendungsnummer FedEx',
  },
  fr: {
    subject: (order: string, status: string) => `Votre commande ${order} : ${status}`,
    greeting: 'Bonjour',
    state: (order: string, date: string, status: string) => `État de votre commande ${order} du ${date} : ${status}.`,
    confirmed: 'Date de livraison confirmée',
    requested: 'Date de livraison souhaitée',
    positions: 'Positions',
    overview: 'Vos commandes',
    tracking: 'Numéro de suivi FedEx',
  },
  en: {
    subject: (order: string, status: string) => `Your order ${order}: ${status}`,
    greeting: 'Hello',
    state: (order: string, date: string, status: string) => `The status of your order ${order} of ${date}: ${status}.`,
    confirmed: 'Confirmed delivery date',
    requested: 'Requested delivery date',
    positions: 'Positions',
    overview: 'Your orders',
    tracking: 'FedEx tracking number',
  },
} as const;

const addressLines = (address: AddressSnapshot | null | undefined): string[] =>
  address
    ? [address.name, address.addition, address.street, address.additionalAddress, `${address.country}-${address.zipCode} ${address.city}`].filter(
        (line): line is string => typeof line === 'string' && line.trim() !== '',
      )
    : [];

/**
 * PUT /api/order/{id}/notification (ADMIN_QUOTE): mails the customer the order's state,
 * delivery date and positions in the order's locale (to the invoice e-mail, else the
 * customer's contact person or login; or to `email`). docs/decisions/656-order-notifications.md.
 */
export async function notifyCustomer(deps: OrderAdminDeps & LinkBaseDeps, ctx: RequestContext, id: number | string, rawInput: OrderNotificationInput = {}): Promise<NotificationResult> {
  requireGuard(ctx, 'orderDesk');
  const orderId = idSchema.parse(id);
  const input = orderNotificationInputSchema.parse(rawInput);
  const em = deps.em();
  const order = await loadOrder(em, orderId);
  const to = input.email ?? (await orderRecipientOf(em, order));
  if (!to) throw new EngineError('invalid', [{ message: ORDER_NO_RECIPIENT_MESSAGE, params: { order: order.formattedId } }]);
  const locale: Locale = resolveLocale(order.locale);
  const texts = mailTexts[locale === 'fr-FR' ? 'fr' : locale === 'en-US' ? 'en' : 'de'];
  const status = orderStatusLabel(order.orderStatusId, locale);
  const confirmed = dateString(order.confirmedDeliveryDate);
  const requested = dateString(order.requestedDeliveryDate);
  const tracking = (await deps.trackingNumberOf?.(order.id)) ?? null;
  const lines = [
    texts.greeting,
    '',
    texts.state(order.formattedId, formatDateCh(isoDateInZurich(order.createdAt)), status),
    ...(confirmed ? [`${labelled(texts.confirmed, locale)} ${formatDateCh(confirmed)}`] : requested ? [`${labelled(texts.requested, locale)} ${formatDateCh(requested)}`] : []),
    ...(tracking ? [`${labelled(texts.tracking, locale)} ${tracking} (https://www.fedex.com/fedextrack/?trknbr=${tracking})`] : []),
    ...(input.message ? ['', input.message] : []),
    '',
    `${texts.positions}:`,
    ...order.positions
      .getItems()
      .filter((position) => !position.parent && !position.storno)
      .map((position) => {
        const state = positionStatus(position);
        return `- ${position.quantity} × ${positionNameText(position.name, position.product, locale)}${state ? ` (${translateMessage(`positionStatus.${state}`, undefined, locale)})` : ''}`;
      }),
    '',
    `${labelled(texts.overview, locale)} ${linkBaseFor(deps, ctx)}/user/profile/bestellungen`,
    '',
    mailSignature(await loadCompanyProfile(em), locale),
  ];
  const subject = texts.subject(order.formattedId, status);
  await deps.mailer.send({ to, subject, text: lines.join('\n'), topic: 'order' });
  return { message: EXECUTED_MESSAGE, to, subject };
}

/**
 * PUT /api/order/{id}/notification-carrier (ADMIN_QUOTE): a pickup notice in German to the
 * carrier (own trucks: dispatch; FedEx: its pickup address from the settings) with the date,
 * the delivery address and the positions. The FedEx API itself is a later issue.
 * docs/decisions/656-order-notifications.md.
 */
export async function notifyCarrier(deps: OrderAdminDeps, ctx: RequestContext, id: number | string, rawInput: CarrierNotificationInput = {}): Promise<NotificationResult & { carrierId: string }> {
  requireGuard(ctx, 'orderDesk');
  const orderId = idSchema.parse(id);
  const input = carrierNotificationInputSchema.parse(rawInput);
  const em = deps.em();
  const order = await loadOrder(em, orderId);
  const carriers = await listCarriersWith(em);
  const wanted =
    input.carrierId ??
    (isFedex(order.deliveryType) ? CarrierKind.FEDEX : isPickup(order.deliveryType) ? undefined : `TRUCK-${DEFAULT_TRUCK_ID}`);
  if (wanted === undefined) throw new EngineError('invalid', [{ message: CARRIER_NONE_MESSAGE, params: { order: order.formattedId } }]);
  const carrier = carriers.find((candidate) => candidate.id === wanted) ?? (wanted.startsWith('TRUCK-') ? carriers.find((candidate) => candidate.kind === CarrierKind.TRUCK) : undefined);
  if (!carrier) throw notFoundError('carrierId');
  if (!carrier.email) throw new EngineError('invalid', [{ message: CARRIER_NO_EMAIL_MESSAGE, params: { carrier: carrier.name } }]);
  const date = input.pickupDate ?? dateString(order.confirmedDeliveryDate) ?? dateString(order.requestedDeliveryDate);
  const subject = `${carrier.kind === CarrierKind.FEDEX ? 'Abholauftrag' : 'Lieferauftrag'} ${order.formattedId}`;
  const lines = [
    'Guten Tag',
    '',
    carrier.kind === CarrierKind.FEDEX
      ? `Bitte holen Sie die Sendung der Bestellung ${order.formattedId} bei uns ab.`
      : `Bitte liefern Sie die Bestellung ${order.formattedId} mit ${carrier.name} aus.`,
    `Datum: ${date ? formatDateCh(date) : 'nach Absprache'}`,
    ...(order.orderReference ? [`Referenz: ${order.orderReference}`] : []),
    '',
    'Lieferadresse:',
    ...addressLines(order.deliveryAddress),
    '',
    'Positionen:',
    ...order.positions
      .getItems()
      .filter((position) => !position.parent && !position.storno)
      .map((position) => `- ${position.quantity} × ${position.name}`),
    ...(input.message ? ['', input.message] : []),
    '',
    mailSignature(await loadCompanyProfile(em), 'de-CH'),
  ];
  await deps.mailer.send({ to: carrier.email, subject, text: lines.join('\n'), topic: 'order' });
  return { message: EXECUTED_MESSAGE, to: carrier.email, subject, carrierId: carrier.id };
}

/** GET /api/order/carriers (any admin): the own trucks and FedEx with their notification address. */
export async function listCarriers(deps: OrderAdminDeps, ctx: RequestContext): Promise<CarrierView[]> {
  requireGuard(ctx, 'anyAdmin');
  return listCarriersWith(deps.em());
}

async function listCarriersWith(em: EntityManager): Promise<CarrierView[]> {
  const [trucks, contacts] = await Promise.all([em.find(Truck, {}, { orderBy: { id: 'asc' } }), loadCarrierContacts(em)]);
  return [
    ...trucks.map((truck) => ({
      id: `TRUCK-${truck.id}`,
      kind: CarrierKind.TRUCK,
      name: truck.name,
      deliveryType: DeliveryType.TRUCK,
      truckId: truck.id,
      email: contacts.TRUCK,
    })),
    { id: CarrierKind.FEDEX, kind: CarrierKind.FEDEX, name: 'FedEx', deliveryType: DeliveryType.FEDEX, truckId: null, email: contacts.FEDEX },
  ];
}
