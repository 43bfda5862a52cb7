import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import { AttributeTypeId } from '../catalog/enums';
import { ProductAttributeValue } from '../catalog/product.entity';
import { EngineError } from '../errors';
import type { AddressSnapshot, IOrder } from '../requests/request.entity';
import type { CompanyProfile } from '../settings/company';
import { loadCompanyProfile } from '../settings/company-settings';
import { isDomesticCountry, type CarrierCommodity, type CarrierPackage, type CarrierParty, type ShipmentRequest } from '../shipping/carrier';
import { carrierMessage } from './fedex-errors';
import { checkFedexPhone, type PackageLineItemInput, type ShipmentData } from './fedex-schemas';

/** What FedEx is told of a shipment: packages, parties, customs lines (the request of validate and create). */
export function toCarrierPackages(items: readonly PackageLineItemInput[]): CarrierPackage[] {
  return items.map((item) => ({
    lengthCm: Number(item.length),
    widthCm: Number(item.width),
    heightCm: Number(item.height),
    weightKg: Number(item.weight),
    count: Number(item.quantity ?? 1),
    packageType: item.packageType ?? 'crate',
  }));
}

export function shipperParty(company: CompanyProfile): CarrierParty {
  return {
    address: { streetLines: [company.street], city: company.city, postalCode: company.zipCode, countryCode: company.country },
    contact: { companyName: company.name, phoneNumber: company.phone, emailAddress: company.email },
  };
}


/** The order's goods as customs lines: priced product positions, tariff number from attribute type 12, origin CH. */
export async function commoditiesOf(em: EntityManager, order: IOrder, totalWeightKg: number): Promise<CarrierCommodity[]> {
  const lines = order.positions.getItems().filter((position) => position.type === 'PRODUCT' && !position.storno && position.quantity > 0 && position.pricePerOne !== null);
  const productIds = lines.map((line) => line.product?.id).filter((id): id is number => id !== undefined);
  const tariffs = productIds.length
    ? await em.find(ProductAttributeValue, { product: { $in: productIds }, attribute: { typeId: AttributeTypeId.COMMODITY_REFERENCE } }, { populate: ['attribute'] })
    : [];
  const tariffOf = new Map(tariffs.map((row) => [row.product.id, row.value?.replace(/[^\d]/g, '') || null]));
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0) || 1;
  return lines.map((line) => ({
    description: line.name,
    quantity: line.quantity,
    unit: 'pieces',
    unitPrice: new Decimal(line.pricePerOne ?? 0).toFixed(2),
    weightKg: Math.max(0.1, Math.round(((totalWeightKg * line.quantity) / pieces) * 10) / 10),
    harmonizedCode: line.product ? (tariffOf.get(line.product.id) ?? null) : null,
    countryOfManufacture: 'CH',
  }));
}

export function recipientOf(order: IOrder, data: ShipmentData): { party: CarrierParty; address: AddressSnapshot } {
  const address: AddressSnapshot | null = data.recipientAddress
    ? { ...data.recipientAddress, addition: data.recipientAddress.addition ?? null, additionalAddress: data.recipientAddress.additionalAddress ?? null, state: data.recipientAddress.state ?? null }
    : (order.deliveryAddress ?? null);
  if (!address) throw new EngineError('invalid', [{ message: carrierMessage('errors.fedexNoDeliveryAddress'), params: { order: order.formattedId }, field: 'recipientAddress' }]);
  return {
    address,
    party: {
      address: {
        streetLines: [address.street, address.additionalAddress ?? '', address.addition ?? ''].filter(Boolean),
        city: address.city,
        postalCode: address.zipCode,
        countryCode: address.country.toUpperCase(),
        stateOrProvinceCode: address.state ?? null,
      },
      contact: { personName: data.contact.name, ...(address.name !== data.contact.name ? { companyName: address.name } : {}), phoneNumber: data.contact.phone, ...(data.contact.email ? { emailAddress: data.contact.email } : {}) },
    },
  };
}

export async function shipmentRequest(em: EntityManager, order: IOrder, data: ShipmentData, reference: string, today: string): Promise<ShipmentRequest> {
  const { party, address } = recipientOf(order, data);
  const country = party.address.countryCode;
  if (!checkFedexPhone(data, country)) throw new EngineError('invalid', [{ message: 'validation.fedexPhone', field: 'contact.phone' }]);
  if ((country === 'US' || country === 'CA') && !/^[A-Z]{2}$/.test(address.state ?? '')) {
    throw new EngineError('invalid', [{ message: carrierMessage('errors.fedexState'), field: 'recipientAddress.state' }]);
  }
  const packages = toCarrierPackages(data.packagingLineItems);
  const totalWeight = packages.reduce((sum, item) => sum + item.weightKg * (item.count ?? 1), 0);
  const company = await loadCompanyProfile(em);
  const international = !(isDomesticCountry(company.country) && isDomesticCountry(country));
  return {
    reference,
    serviceType: data.service.type,
    shipDate: data.shipDate ?? today,
    shipper: shipperParty(company),
    recipient: party,
    packages,
    ...(international
      ? {
          customs: {
            purposeOfShipment: data.purposeOfShipment,
            termsOfSale: data.termsOfSale,
            commodities: await commoditiesOf(em, order, totalWeight),
            ...(data.customsDocuments?.commercialInvoice ? { etdDocumentIds: [data.customsDocuments.commercialInvoice.docId] } : {}),
          },
        }
      : {}),
  };
}
