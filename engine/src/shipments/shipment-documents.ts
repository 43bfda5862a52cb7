import type { RequestContext } from '../context';
import { EngineError, notFoundError } from '../errors';
import { loadCompanyProfile } from '../settings/company-settings';
import type { CarrierAlert } from '../shipping/carrier';
import { CarrierDocument, CarrierShipment, ShipmentStatus } from './carrier-shipment.entity';
import { renderCommercialInvoice } from './commercial-invoice';
import { carrierMessage } from './fedex-errors';
import { uploadEtdSchema, type PackageLineItemInput, type UploadEtdInput } from './fedex-schemas';
import { loadOrder, viaCarrier, zurichDate, type ShipmentDeps } from './shipment-deps';
import { commoditiesOf, toCarrierPackages } from './shipment-request';
import { requireGuard } from '../auth/permissions';

/** The documents kept with an order: the commercial invoice uploaded as ETD, and the download of any kept PDF. */

/**
 * PUT /api/fedex/upload-etd (R001-7.044, R001-1.15): the commercial invoice generated from
 * the order is uploaded as electronic trade document and kept with the order; its docId goes
 * into the shipment data (customsDocuments.commercialInvoice) of the confirm.
 */
export async function uploadEtd(deps: ShipmentDeps, ctx: RequestContext, rawInput: UploadEtdInput): Promise<{ docId: string; documentId: number; fileName: string; filePath: string; warnings: CarrierAlert[] }> {
  requireGuard(ctx, 'orderDesk');
  const input = uploadEtdSchema.parse(rawInput);
  const em = deps.em();
  const order = await loadOrder(em, input.orderId);
  if (!order.deliveryAddress) throw new EngineError('invalid', [{ message: carrierMessage('errors.fedexNoDeliveryAddress'), params: { order: order.formattedId } }]);
  const company = await loadCompanyProfile(em);
  const live = await em.findOne(CarrierShipment, { liveOrderId: order.id });
  const packagesWeight = toCarrierPackages((live?.data['packagingLineItems'] as PackageLineItemInput[] | undefined) ?? []).reduce((sum, item) => sum + item.weightKg * (item.count ?? 1), 0);
  const commodities = await commoditiesOf(em, order, packagesWeight || 1);
  const pdf = await renderCommercialInvoice({
    orderNumber: order.formattedId,
    date: zurichDate(deps.now()),
    shipper: company,
    recipient: order.deliveryAddress,
    commodities,
    purposeOfShipment: input.purposeOfShipment,
    termsOfSale: input.termsOfSale,
    trackingNumber: live?.trackingNumber ?? null,
  });
  const fileName = `commercial-invoice-${order.formattedId}.pdf`;
  const answer = await viaCarrier(() =>
    deps.carrier().uploadTradeDocument({
      fileName,
      pdf,
      originCountryCode: company.country,
      destinationCountryCode: order.deliveryAddress?.country.toUpperCase() ?? '',
      documentType: 'COMMERCIAL_INVOICE',
      trackingNumber: live?.status === ShipmentStatus.CONFIRMED ? live.trackingNumber : null,
    }),
  );
  const document = em.create(CarrierDocument, { order, shipment: live ?? null, kind: 'COMMERCIAL_INVOICE', fileName, content: pdf, docId: answer.value.docId });
  await em.flush();
  return { docId: answer.value.docId, documentId: document.id, fileName, filePath: `/api/fedex/document/${document.id}`, warnings: answer.warnings };
}

/** A label or commercial invoice kept with an order (PDF download). */
export async function shipmentDocument(deps: ShipmentDeps, ctx: RequestContext, id: number): Promise<{ fileName: string; contentType: string; content: Buffer }> {
  requireGuard(ctx, 'orderDesk');
  const document = await deps.em().findOne(CarrierDocument, { id });
  if (!document) throw notFoundError();
  return { fileName: document.fileName, contentType: 'application/pdf', content: Buffer.from(document.content) };
}
