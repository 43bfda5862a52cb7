import { Permission, requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import { ContactPerson } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { Order } from '../requests/request.entity';
import { isDomesticCountry } from '../shipping/carrier';
import { CarrierDocument, CarrierShipment, ShipmentStatus } from './carrier-shipment.entity';
import { loadOrder, type ShipmentDeps } from './shipment-deps';
import { fedexTrackingUrl, shipmentView, type CustomerShipmentTracking, type FedexOrderPanel, type ShipmentView } from './shipment-view';

/** What the back office and the customer read of an order's shipments. */

/** The order's shipments, newest first (the back-office order page). */
export async function shipmentsOfOrder(deps: ShipmentDeps, ctx: RequestContext, orderId: number): Promise<ShipmentView[]> {
  requireGuard(ctx, 'orderDesk');
  const em = deps.em();
  const rows = await em.find(CarrierShipment, { order: orderId }, { orderBy: { id: 'desc' } });
  return Promise.all(rows.map((row) => shipmentView(em, row)));
}


/**
 * The tracking of an order's confirmed shipments for its customer (the customer's order page):
 * another customer's order reads as missing; staff with ADMIN_QUOTE may read any.
 */
export async function trackingOfOrder(deps: ShipmentDeps, ctx: RequestContext, orderId: number): Promise<CustomerShipmentTracking[]> {
  const em = deps.em();
  const order = await em.findOne(Order, { id: orderId }, { fields: ['id', 'customer'] });
  const own = order !== null && ctx.customerId !== undefined && order.customer?.id === ctx.customerId;
  if (!order || (!own && !ctx.permissions.includes(Permission.ADMIN_QUOTE))) throw new EngineError('not_found', 'Die Bestellung wurde nicht gefunden.');
  const rows = await em.find(CarrierShipment, { order: orderId, status: ShipmentStatus.CONFIRMED }, { orderBy: { id: 'asc' } });
  return rows.map((row) => {
    const numbers = row.trackingNumbers?.length ? row.trackingNumbers : row.trackingNumber ? [row.trackingNumber] : [];
    return {
      serviceType: row.serviceType,
      status: row.pickupConfirmationCode ? 'PICKUP_BOOKED' : 'LABEL_CREATED',
      shipDate: String(row.shipDate).slice(0, 10),
      pickupDate: row.pickupDate ? String(row.pickupDate).slice(0, 10) : null,
      packages: numbers.map((trackingNumber) => ({ trackingNumber, url: fedexTrackingUrl(trackingNumber) })),
    };
  });
}

/** The back-office FedEx panel of an order (ADMIN_QUOTE): delivery, chosen rate, proposed packages, contact, shipments. */
export async function orderPanel(deps: ShipmentDeps, ctx: RequestContext, orderId: number): Promise<FedexOrderPanel> {
  requireGuard(ctx, 'orderDesk');
  const em = deps.em();
  const order = await loadOrder(em, orderId);
  const goods = order.positions
    .getItems()
    .filter((position) => !position.storno && position.product && position.quantity > 0)
    .map((position) => ({ productId: position.product!.id, quantity: position.quantity }));
  const packages = deps.packagesOf ? await deps.packagesOf(goods) : [];
  const person = order.customer
    ? await em.findOne(ContactPerson, { customer: order.customer.id, deletedAt: null }, { orderBy: { id: 'asc' }, fields: ['id', 'phone', 'email'] })
    : null;
  const rate = order.carrierRate ?? null;
  const recipient = order.deliveryAddress ?? null;
  return {
    orderId: order.id,
    formattedId: order.formattedId,
    recipient,
    isDomestic: recipient === null || isDomesticCountry(recipient.country || 'CH'),
    chosenRate: rate ? { serviceType: rate.serviceType, serviceName: rate.serviceName, amount: rate.amount, transitDays: rate.transitDays ?? null } : null,
    packages: packages.map((item) => ({
      length: item.lengthCm,
      width: item.widthCm,
      height: item.heightCm,
      weight: item.weightKg,
      packageType: item.packageType ?? 'crate',
      quantity: item.count ?? 1,
    })),
    contact: { name: recipient?.name || order.orderPerson || '', phone: person?.phone ?? '', email: person?.email ?? order.invoiceEmail ?? '' },
    etdDocuments: (await em.find(CarrierDocument, { order: orderId, kind: 'COMMERCIAL_INVOICE' }, { orderBy: { id: 'desc' }, fields: ['id', 'fileName', 'docId'] })).map((document) => ({
      id: document.id,
      fileName: document.fileName,
      docId: document.docId ?? null,
    })),
    shipments: await Promise.all((await em.find(CarrierShipment, { order: orderId }, { orderBy: { id: 'desc' } })).map((row) => shipmentView(em, row))),
  };
}

/** The tracking number of an order's live shipment (order page, customer's order view, shipping mail). */
export async function trackingNumberOf(deps: ShipmentDeps, orderId: number): Promise<string | null> {
  const shipment = await deps.em().findOne(CarrierShipment, { liveOrderId: orderId, status: ShipmentStatus.CONFIRMED });
  return shipment?.trackingNumber ?? null;
}
