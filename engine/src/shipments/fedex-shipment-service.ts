import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import type { Logger } from 'pino';
import { Permission, requirePermission } from '../auth/permissions';
import { AttributeTypeId } from '../catalog/enums';
import { ProductAttributeValue } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import type { CompanyProfile } from '../settings/company';
import { loadCompanyProfile } from '../settings/company-settings';
import { ContactPerson } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { silentLogger } from '../logging/logger';
import { Order, type AddressSnapshot, type IOrder } from '../requests/request.entity';
import {
  isDomesticCountry,
  isPickupSlotAllowed,
  type Carrier,
  type CarrierAlert,
  type CarrierCommodity,
  type CarrierPackage,
  type CarrierParty,
  type PackageType,
  type PickupOption,
  type RateQuote,
  type ShipmentRequest,
} from '../shipping/carrier';
import { CarrierDocument, CarrierShipment, ShipmentStatus, type ICarrierShipment } from './carrier-shipment.entity';
import { renderCommercialInvoice } from './commercial-invoice';
import { carrierFailureToEngineError, carrierMessage } from './fedex-errors';
import {
  checkFedexPhone,
  orderRefSchema,
  pickupCheckSchema,
  rateRequestSchema,
  schedulePickupSchema,
  shipmentDataSchema,
  uploadEtdSchema,
  type PackageLineItemInput,
  type PickupCheckInput,
  type RateRequestInput,
  type SchedulePickupInput,
  type ShipmentData,
  type ShipmentDataInput,
  type UploadEtdInput,
} from './fedex-schemas';

/** What the back office sees of a shipment (plain data). */
export interface ShipmentView {
  id: number;
  orderId: number;
  status: ShipmentStatus;
  reference: string;
  serviceType: string;
  rate: string | null;
  shipDate: string;
  trackingNumber: string | null;
  trackingNumbers: string[];
  pickup: { confirmationCode: string; date: string | null; readyTime: string | null } | null;
  /** Documents kept with the order (labels, commercial invoice): ids for the download. */
  documents: { id: number; kind: string; fileName: string; docId: string | null }[];
  /** FedEx's alerts: shown as warnings. */
  warnings: CarrierAlert[];
  data: Record<string, unknown>;
}

/** What a customer sees of a shipment of their order (issue 14): tracking numbers with FedEx's tracking page, the state. */
export interface CustomerShipmentTracking {
  /** FedEx's service (e.g. FEDEX_INTERNATIONAL_PRIORITY). */
  serviceType: string;
  /** LABEL_CREATED: the label is made, the parcel waits for FedEx; PICKUP_BOOKED: FedEx collects it on pickupDate. */
  status: 'LABEL_CREATED' | 'PICKUP_BOOKED';
  shipDate: string;
  pickupDate: string | null;
  packages: { trackingNumber: string; url: string }[];
}

/** FedEx's public tracking page of a tracking number. */
export const fedexTrackingUrl = (trackingNumber: string): string => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(trackingNumber)}`;

/** What the back-office FedEx panel starts from (issue 14): the order's delivery, its packages, the rate the shopper chose, the shipments. */
export interface FedexOrderPanel {
  orderId: number;
  formattedId: string;
  recipient: AddressSnapshot | null;
  isDomestic: boolean;
  /** The service and rate chosen in the checkout (decision 745), when the order was priced by FedEx. */
  chosenRate: { serviceType: string; serviceName: string; amount: string; transitDays: number | null } | null;
  /** Packages from the transport requirements (cm, kg), to edit before rating. */
  packages: { length: number; width: number; height: number; weight: number; packageType: PackageType; quantity: number }[];
  contact: { name: string; phone: string; email: string };
  /** Commercial invoices uploaded as ETD, newest first: the first one's docId goes with the confirm. */
  etdDocuments: { id: number; fileName: string; docId: string | null }[];
  shipments: ShipmentView[];
}

export interface FedexShipmentServiceOptions {
  em: () => EntityManager;
  /** The carrier; null when FedEx is not set up (production without credentials). */
  carrier: () => Carrier | null;
  logger?: Logger;
  /** A PENDING create younger than this is still under way (default 30 s, above the client's time limit). */
  inFlightMs?: number;
  now?: () => Date;
  /** The packages of goods (carrier-rates.ts packagesOf) for the panel's first proposal. */
  packagesOf?: (items: { productId: number; quantity: number }[]) => Promise<CarrierPackage[]>;
}

/** Carrier shipments are order administration: ADMIN_QUOTE (5), docs/decisions/742-fedex-shipments.md. */
export function requireShipmentAdmin(ctx: RequestContext): void {
  requirePermission(ctx, Permission.ADMIN_QUOTE);
}

const zurichDate = (date: Date): string => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(date);

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

/** Carrier shipments of orders through FedEx (R001-1.13–1.16, R001-7.039–7.044). */
export function createFedexShipmentService(options: FedexShipmentServiceOptions) {
  const logger = options.logger ?? silentLogger;
  const inFlightMs = options.inFlightMs ?? 30_000;
  const now = options.now ?? (() => new Date());

  function carrier(): Carrier {
    const current = options.carrier();
    if (!current) throw new EngineError('unavailable', carrierMessage('errors.fedexNotConfigured'));
    return current;
  }

  async function viaCarrier<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw carrierFailureToEngineError(error);
    }
  }

  async function loadOrder(em: EntityManager, id: number): Promise<IOrder> {
    const order = await em.findOne(Order, { id }, { populate: ['positions', 'positions.product'] });
    if (!order) throw new EngineError('not_found', [{ message: 'Der Eintrag wurde nicht gefunden.', field: 'orderId' }]);
    return order;
  }

  /** The order's goods as customs lines: priced product positions, tariff number from attribute type 12, origin CH. */
  async function commoditiesOf(em: EntityManager, order: IOrder, totalWeightKg: number): Promise<CarrierCommodity[]> {
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

  function recipientOf(order: IOrder, data: ShipmentData): { party: CarrierParty; address: AddressSnapshot } {
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

  async function shipmentRequest(em: EntityManager, order: IOrder, data: ShipmentData, reference: string): Promise<ShipmentRequest> {
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
      shipDate: data.shipDate ?? zurichDate(now()),
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

  async function view(em: EntityManager, shipment: ICarrierShipment, extraWarnings: CarrierAlert[] = []): Promise<ShipmentView> {
    const documents = await em.find(CarrierDocument, { order: shipment.order.id }, { fields: ['id', 'kind', 'fileName', 'docId', 'shipment'], orderBy: { id: 'asc' } });
    return {
      id: shipment.id,
      orderId: shipment.order.id,
      status: shipment.status as ShipmentStatus,
      reference: shipment.reference,
      serviceType: shipment.serviceType,
      rate: shipment.rate ?? null,
      shipDate: String(shipment.shipDate).slice(0, 10),
      trackingNumber: shipment.trackingNumber ?? null,
      trackingNumbers: shipment.trackingNumbers ?? [],
      pickup: shipment.pickupConfirmationCode
        ? { confirmationCode: shipment.pickupConfirmationCode, date: shipment.pickupDate ? String(shipment.pickupDate).slice(0, 10) : null, readyTime: shipment.pickupReadyTime ?? null }
        : null,
      documents: documents
        .filter((document) => document.kind !== 'LABEL' || document.shipment?.id === shipment.id)
        .map((document) => ({ id: document.id, kind: document.kind, fileName: document.fileName, docId: document.docId ?? null })),
      warnings: [...(shipment.warnings ?? []), ...extraWarnings],
      data: shipment.data,
    };
  }

  async function liveShipment(em: EntityManager, order: IOrder): Promise<ICarrierShipment> {
    const shipment = await em.findOne(CarrierShipment, { liveOrderId: order.id });
    if (!shipment || shipment.status !== ShipmentStatus.CONFIRMED) throw new EngineError('invalid', [{ message: carrierMessage('errors.fedexNoShipment'), params: { order: order.formattedId } }]);
    return shipment;
  }

  /** Creates at FedEx for a claimed PENDING row; a lost answer leaves the row PENDING for the repeat to find. */
  async function createAtCarrier(em: EntityManager, shipment: ICarrierShipment, request: ShipmentRequest): Promise<ShipmentView> {
    let created;
    try {
      created = await carrier().createShipment(request);
    } catch (error) {
      const mapped = carrierFailureToEngineError(error);
      const unknown = EngineError.is(mapped) && error instanceof Error && 'outcomeUnknown' in error && error.outcomeUnknown === true;
      if (unknown) {
        // Marks the attempt as finished without an answer: a repeat checks FedEx at once.
        shipment.data = { ...shipment.data, attemptEndedAt: now().toISOString() };
        await em.flush();
      } else {
        em.remove(shipment);
        await em.flush();
      }
      throw mapped;
    }
    shipment.status = ShipmentStatus.CONFIRMED;
    shipment.trackingNumber = created.value.trackingNumber;
    shipment.trackingNumbers = created.value.trackingNumbers;
    shipment.warnings = created.warnings;
    created.value.labels.forEach((label, index) =>
      em.create(CarrierDocument, {
        order: shipment.order,
        shipment,
        kind: 'LABEL',
        fileName: `fedex-label-${created.value.trackingNumbers[index] ?? created.value.trackingNumber}.pdf`,
        content: label,
        docId: null,
      }),
    );
    await em.flush();
    logger.info({ orderId: shipment.order.id, trackingNumber: shipment.trackingNumber }, 'fedex shipment confirmed');
    return view(em, shipment);
  }

  return {
    /** POST /api/fedex/get-rates (R001-7.039, R001-3.52): the services with price (CHF) and transit time. */
    async getRates(ctx: RequestContext, rawInput: RateRequestInput): Promise<{ rates: RateQuote[]; warnings: CarrierAlert[] }> {
      requireShipmentAdmin(ctx);
      const input = rateRequestSchema.parse(rawInput);
      const company = await loadCompanyProfile(options.em());
      const answer = await viaCarrier(() =>
        carrier().getRates({
          shipper: shipperParty(company).address,
          recipient: { postalCode: input.address.postalCode, countryCode: input.address.countryCode, ...(input.address.city ? { city: input.address.city } : {}), ...(input.address.state ? { stateOrProvinceCode: input.address.state } : {}) },
          packages: toCarrierPackages(input.positions),
          serviceType: input.serviceType,
          shipDate: input.shipDate,
        }),
      );
      return { rates: answer.value, warnings: answer.warnings };
    },

    /** POST /api/fedex/check-pickup-availability (R001-7.040, R001-3.53): pickup slots, only up to 16:00 (R001-9.32). */
    async checkPickupAvailability(ctx: RequestContext, rawInput: PickupCheckInput): Promise<{ options: PickupOption[]; warnings: CarrierAlert[] }> {
      requireShipmentAdmin(ctx);
      const input = pickupCheckSchema.parse(rawInput);
      const company = await loadCompanyProfile(options.em());
      const answer = await viaCarrier(() =>
        carrier().checkPickupAvailability({
          address: { postalCode: company.zipCode, countryCode: company.country, city: company.city, streetLines: [company.street] },
          isDomestic: input.isDomestic,
          date: input.date ?? zurichDate(now()),
          serviceType: input.serviceType,
          packages: [{ lengthCm: input.dimensions.length, widthCm: input.dimensions.width, heightCm: input.dimensions.height, weightKg: input.weight, count: input.packageCount }],
        }),
      );
      return { options: answer.value.map((option) => ({ ...option, readyTimes: option.readyTimes.filter(isPickupSlotAllowed) })), warnings: answer.warnings };
    },

    /** POST /api/fedex/verify-fedex-shipment (R001-7.041): FedEx validates the shipment data; nothing is created. */
    async verifyShipment(ctx: RequestContext, rawInput: ShipmentDataInput): Promise<{ valid: true; warnings: CarrierAlert[] }> {
      requireShipmentAdmin(ctx);
      const data = shipmentDataSchema.parse(rawInput);
      const em = options.em();
      const order = await loadOrder(em, data.orderId);
      const request = await shipmentRequest(em, order, data, `${order.formattedId}-V`);
      const answer = await viaCarrier(() => carrier().validateShipment(request));
      return { valid: true, warnings: answer.warnings };
    },

    /**
     * POST /api/fedex/confirm-fedex-shipment (R001-7.042): creates the shipment with its labels
     * (PDF, kept with the order). One order has one live shipment: a repeat answers the first;
     * after a lost answer the repeat finds the shipment at FedEx by our reference instead of
     * creating a second (docs/decisions/742-fedex-shipments.md).
     */
    async confirmShipment(ctx: RequestContext, rawInput: ShipmentDataInput): Promise<ShipmentView> {
      requireShipmentAdmin(ctx);
      const data = shipmentDataSchema.parse(rawInput);
      const em = options.em();
      const order = await loadOrder(em, data.orderId);
      const existing = await em.findOne(CarrierShipment, { liveOrderId: order.id });
      if (existing?.status === ShipmentStatus.CONFIRMED) return view(em, existing);
      if (existing) {
        const endedAt = typeof existing.data['attemptEndedAt'] === 'string' ? Date.parse(existing.data['attemptEndedAt']) : null;
        const startedAt = new Date(existing.updatedAt).getTime();
        if (endedAt === null && now().getTime() - startedAt < inFlightMs) {
          throw new EngineError('conflict', [{ message: carrierMessage('errors.fedexInProgress'), params: { order: order.formattedId } }]);
        }
        const found = await viaCarrier(() => carrier().findShipmentsByReference(existing.reference, String(existing.shipDate).slice(0, 10)));
        if (found[0]) {
          existing.status = ShipmentStatus.CONFIRMED;
          existing.trackingNumber = found[0];
          existing.trackingNumbers = found;
          existing.warnings = [{ code: 'LABEL.LOST', message: carrierMessage('errors.fedexLabelLost').replace('{tracking}', found[0]) }];
          await em.flush();
          logger.warn({ orderId: order.id, trackingNumber: found[0] }, 'fedex shipment found after a lost answer');
          return view(em, existing);
        }
        // FedEx never made it: the same row (and reference) tries again.
        const { attemptEndedAt: _ended, ...rest } = existing.data;
        existing.data = rest;
        existing.updatedAt = now();
        await em.flush();
        return createAtCarrier(em, existing, await shipmentRequest(em, order, data, existing.reference));
      }
      const attempts = await em.count(CarrierShipment, { order: order.id });
      const reference = `${order.formattedId}-S${attempts + 1}`;
      const request = await shipmentRequest(em, order, data, reference);
      const shipment = em.create(CarrierShipment, {
        order,
        liveOrderId: order.id,
        carrier: 'fedex',
        status: ShipmentStatus.PENDING,
        reference,
        serviceType: data.service.type,
        rate: data.service.rate === undefined ? null : new Decimal(data.service.rate).toFixed(2),
        shipDate: request.shipDate,
        data: { ...data, recipientAddress: recipientOf(order, data).address },
        trackingNumber: null,
        trackingNumbers: null,
        warnings: null,
        pickupConfirmationCode: null,
        pickupDate: null,
        pickupReadyTime: null,
        pickupLocation: null,
      });
      try {
        await em.flush();
      } catch (error) {
        // Another request claimed the order first: answer what it made.
        logger.warn({ err: error, orderId: order.id }, 'fedex shipment claimed concurrently');
        const fork = options.em();
        const winner = await fork.findOne(CarrierShipment, { liveOrderId: order.id });
        if (winner?.status === ShipmentStatus.CONFIRMED) return view(fork, winner);
        throw new EngineError('conflict', [{ message: carrierMessage('errors.fedexInProgress'), params: { order: order.formattedId } }]);
      }
      return createAtCarrier(em, shipment, request);
    },

    /** Cancels the order's live shipment at FedEx; the order may then get a new one. */
    async cancelShipment(ctx: RequestContext, rawInput: { orderId: number | string }): Promise<ShipmentView> {
      requireShipmentAdmin(ctx);
      const { orderId } = orderRefSchema.parse(rawInput);
      const em = options.em();
      const order = await loadOrder(em, orderId);
      const shipment = await liveShipment(em, order);
      const answer = await viaCarrier(() => carrier().cancelShipment(shipment.trackingNumber ?? ''));
      if (shipment.pickupConfirmationCode) {
        await viaCarrier(() => carrier().cancelPickup(shipment.pickupConfirmationCode ?? '', String(shipment.pickupDate).slice(0, 10), shipment.pickupLocation ?? null)).catch((error: unknown) =>
          logger.warn({ err: error, orderId }, 'fedex pickup not cancelled with its shipment'),
        );
      }
      shipment.status = ShipmentStatus.CANCELLED;
      shipment.liveOrderId = null;
      shipment.warnings = answer.warnings;
      await em.flush();
      return view(em, shipment);
    },

    /** POST /api/fedex/schedule-pickup (R001-7.043, R001-1.16): books the courier for the order's shipment, at most 16:00. */
    async schedulePickup(ctx: RequestContext, rawInput: SchedulePickupInput): Promise<ShipmentView> {
      requireShipmentAdmin(ctx);
      const input = schedulePickupSchema.parse(rawInput);
      if (!isPickupSlotAllowed(input.readyTime)) throw new EngineError('invalid', [{ message: carrierMessage('errors.fedexPickupAfter16'), field: 'readyTime' }]);
      const em = options.em();
      const order = await loadOrder(em, input.orderId);
      const shipment = await liveShipment(em, order);
      if (shipment.pickupConfirmationCode) return view(em, shipment);
      const company = await loadCompanyProfile(em);
      const packages = toCarrierPackages((shipment.data['packagingLineItems'] as PackageLineItemInput[] | undefined) ?? []);
      const recipientCountry = String((shipment.data['recipientAddress'] as AddressSnapshot | undefined)?.country ?? '');
      const answer = await viaCarrier(() =>
        carrier().schedulePickup({
          location: shipperParty(company),
          date: input.date,
          readyTime: input.readyTime,
          closeTime: input.closeTime,
          packageCount: packages.reduce((sum, item) => sum + (item.count ?? 1), 0) || 1,
          totalWeightKg: packages.reduce((sum, item) => sum + item.weightKg * (item.count ?? 1), 0) || 1,
          isDomestic: isDomesticCountry(recipientCountry),
        }),
      );
      shipment.pickupConfirmationCode = answer.value.confirmationCode;
      shipment.pickupDate = input.date;
      shipment.pickupReadyTime = input.readyTime;
      shipment.pickupLocation = answer.value.location;
      await em.flush();
      return view(em, shipment, answer.warnings);
    },

    /** Cancels the booked pickup (FedEx has no change: a new time is cancel + book). */
    async cancelPickup(ctx: RequestContext, rawInput: { orderId: number | string }): Promise<ShipmentView> {
      requireShipmentAdmin(ctx);
      const { orderId } = orderRefSchema.parse(rawInput);
      const em = options.em();
      const order = await loadOrder(em, orderId);
      const shipment = await liveShipment(em, order);
      if (!shipment.pickupConfirmationCode) throw new EngineError('invalid', [{ message: carrierMessage('errors.fedexNoPickup'), params: { order: order.formattedId } }]);
      const answer = await viaCarrier(() => carrier().cancelPickup(shipment.pickupConfirmationCode ?? '', String(shipment.pickupDate).slice(0, 10), shipment.pickupLocation ?? null));
      shipment.pickupConfirmationCode = null;
      shipment.pickupDate = null;
      shipment.pickupReadyTime = null;
      shipment.pickupLocation = null;
      await em.flush();
      return view(em, shipment, answer.warnings);
    },

    /**
     * PUT /api/fedex/upload-etd (R001-7.044, R001-1.15): the commercial invoice generated from
     * the order is uploaded as electronic trade document and kept with the order; its docId goes
     * into the shipment data (customsDocuments.commercialInvoice) of the confirm.
     */
    async uploadEtd(ctx: RequestContext, rawInput: UploadEtdInput): Promise<{ docId: string; documentId: number; fileName: string; filePath: string; warnings: CarrierAlert[] }> {
      requireShipmentAdmin(ctx);
      const input = uploadEtdSchema.parse(rawInput);
      const em = options.em();
      const order = await loadOrder(em, input.orderId);
      if (!order.deliveryAddress) throw new EngineError('invalid', [{ message: carrierMessage('errors.fedexNoDeliveryAddress'), params: { order: order.formattedId } }]);
      const company = await loadCompanyProfile(em);
      const live = await em.findOne(CarrierShipment, { liveOrderId: order.id });
      const packagesWeight = toCarrierPackages((live?.data['packagingLineItems'] as PackageLineItemInput[] | undefined) ?? []).reduce((sum, item) => sum + item.weightKg * (item.count ?? 1), 0);
      const commodities = await commoditiesOf(em, order, packagesWeight || 1);
      const pdf = await renderCommercialInvoice({
        orderNumber: order.formattedId,
        date: zurichDate(now()),
        shipper: company,
        recipient: order.deliveryAddress,
        commodities,
        purposeOfShipment: input.purposeOfShipment,
        termsOfSale: input.termsOfSale,
        trackingNumber: live?.trackingNumber ?? null,
      });
      const fileName = `commercial-invoice-${order.formattedId}.pdf`;
      const answer = await viaCarrier(() =>
        carrier().uploadTradeDocument({
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
    },

    /** The order's shipments, newest first (the back-office order page). */
    async shipmentsOfOrder(ctx: RequestContext, orderId: number): Promise<ShipmentView[]> {
      requireShipmentAdmin(ctx);
      const em = options.em();
      const rows = await em.find(CarrierShipment, { order: orderId }, { orderBy: { id: 'desc' } });
      return Promise.all(rows.map((row) => view(em, row)));
    },

    /** A label or commercial invoice kept with an order (PDF download). */
    async document(ctx: RequestContext, id: number): Promise<{ fileName: string; contentType: string; content: Buffer }> {
      requireShipmentAdmin(ctx);
      const document = await options.em().findOne(CarrierDocument, { id });
      if (!document) throw new EngineError('not_found', 'Der Eintrag wurde nicht gefunden.');
      return { fileName: document.fileName, contentType: 'application/pdf', content: Buffer.from(document.content) };
    },

    /**
     * The tracking of an order's confirmed shipments for its customer (the customer's order page):
     * another customer's order reads as missing; staff with ADMIN_QUOTE may read any.
     */
    async trackingOfOrder(ctx: RequestContext, orderId: number): Promise<CustomerShipmentTracking[]> {
      const em = options.em();
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
    },

    /** The back-office FedEx panel of an order (ADMIN_QUOTE): delivery, chosen rate, proposed packages, contact, shipments. */
    async orderPanel(ctx: RequestContext, orderId: number): Promise<FedexOrderPanel> {
      requireShipmentAdmin(ctx);
      const em = options.em();
      const order = await loadOrder(em, orderId);
      const goods = order.positions
        .getItems()
        .filter((position) => !position.storno && position.product && position.quantity > 0)
        .map((position) => ({ productId: position.product!.id, quantity: position.quantity }));
      const packages = options.packagesOf ? await options.packagesOf(goods) : [];
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
        shipments: await Promise.all((await em.find(CarrierShipment, { order: orderId }, { orderBy: { id: 'desc' } })).map((row) => view(em, row))),
      };
    },

    /** The tracking number of an order's live shipment (order page, customer's order view, shipping mail). */
    async trackingNumberOf(orderId: number): Promise<string | null> {
      const shipment = await options.em().findOne(CarrierShipment, { liveOrderId: orderId, status: ShipmentStatus.CONFIRMED });
      return shipment?.trackingNumber ?? null;
    },
  };
}
export type FedexShipmentService = ReturnType<typeof createFedexShipmentService>;
