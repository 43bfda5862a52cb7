import { randomUUID } from 'node:crypto';
import {
  CarrierError,
  isPickupSlotAllowed,
  type Carrier,
  type CarrierAlert,
  type CarrierPackage,
  type CarrierParty,
  type PickupOption,
  type RateQuote,
  type ShipmentRequest,
} from '../carrier';

export interface FedexClientOptions {
  /** `https://apis-sandbox.fedex.com`, `https://apis.fedex.com` or the double's; a function when the double starts lazily. */
  baseUrl: string | (() => Promise<string>);
  /** Trade documents (ETD) upload URL; default `${baseUrl}/documents/v1/etds/upload`. */
  documentUploadUrl?: string | undefined;
  clientId: string;
  clientSecret: string;
  accountNumber: string;
  fetch?: typeof fetch;
  /** Per-request time limit (default 15 s). */
  timeoutMs?: number;
  /** Extra attempts for calls that are safe to repeat (default 2). */
  retries?: number;
  /** Pause before a repeat, doubled each time (default 500 ms; tests pass 0). */
  retryDelayMs?: number;
  /** A token is renewed this long before it expires (default 60 s). */
  renewBeforeMs?: number;
  now?: () => number;
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

const TRANSIT_DAYS: Record<string, number> = {
  ONE_DAY: 1, TWO_DAYS: 2, THREE_DAYS: 3, FOUR_DAYS: 4, FIVE_DAYS: 5, SIX_DAYS: 6, SEVEN_DAYS: 7, EIGHT_DAYS: 8, NINE_DAYS: 9, TEN_DAYS: 10,
};

/** FedEx's packaging: our carton/crate/other all travel as the customer's own packaging. */
function packageLineItems(packages: CarrierPackage[], reference?: string) {
  return packages.map((item, index) => ({
    sequenceNumber: index + 1,
    groupPackageCount: item.count ?? 1,
    weight: { units: 'KG', value: Math.round(item.weightKg * 10) / 10 },
    dimensions: { length: Math.ceil(item.lengthCm), width: Math.ceil(item.widthCm), height: Math.ceil(item.heightCm), units: 'CM' },
    ...(item.declaredValue ? { declaredValue: { amount: Number(item.declaredValue), currency: 'CHF' } } : {}),
    ...(reference ? { customerReferences: [{ customerReferenceType: 'CUSTOMER_REFERENCE', value: reference }] } : {}),
  }));
}

function party(value: CarrierParty) {
  return {
    contact: {
      ...(value.contact.personName ? { personName: value.contact.personName } : {}),
      ...(value.contact.companyName ? { companyName: value.contact.companyName } : {}),
      phoneNumber: value.contact.phoneNumber.replace(/[^\d+]/g, ''),
      ...(value.contact.emailAddress ? { emailAddress: value.contact.emailAddress } : {}),
    },
    address: {
      streetLines: value.address.streetLines.filter(Boolean).slice(0, 3),
      city: value.address.city,
      postalCode: value.address.postalCode,
      countryCode: value.address.countryCode,
      ...(value.address.stateOrProvinceCode ? { stateOrProvinceCode: value.address.stateOrProvinceCode } : {}),
    },
  };
}

function alertsOf(output: Json): CarrierAlert[] {
  return arr(output['alerts']).map((raw) => ({ code: str(obj(raw)['code']), message: str(obj(raw)['message']), type: str(obj(raw)['alertType']) }))
    .filter((alert) => alert.type !== 'NOTE' || alert.code !== 'SHIPMENT.VALIDATION.SUCCESS')
    .map(({ code, message }) => ({ code, message }));
}

/**
 * FedEx's REST APIs with fetch (docs/decisions/741-fedex-client.md): OAuth client credentials
 * with the token cached and renewed before it expires and once on a 401; a time limit on every
 * call; bounded repeats only for calls FedEx treats as reads (rates, validate, pickup
 * availability, track) — a shipment, pickup or upload is never sent twice by the client.
 */
export function createFedexClient(options: FedexClientOptions): Carrier & { readonly tokenRenewals: number } {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const renewBeforeMs = options.renewBeforeMs ?? 60_000;
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;
  let renewals = 0;

  const baseUrl = async (): Promise<string> => (typeof options.baseUrl === 'string' ? options.baseUrl : await options.baseUrl()).replace(/\/$/, '');

  async function fetchToken(): Promise<string> {
    let response: Response;
    try {
      response = await doFetch(`${await baseUrl()}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: options.clientId, client_secret: options.clientSecret }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new CarrierError('unavailable', [{ code: 'NETWORK', message: error instanceof Error ? error.message : String(error) }]);
    }
    const body = obj(await response.json().catch(() => ({})));
    if (!response.ok) {
      const errors = errorsOf(body);
      throw new CarrierError(response.status === 401 || response.status === 403 ? 'unauthorized' : response.status >= 500 ? 'unavailable' : 'rejected', errors, false, response.status);
    }
    const value = str(body['access_token']);
    const expiresIn = Number(body['expires_in'] ?? 3599);
    token = { value, expiresAt: now() + expiresIn * 1000 };
    renewals += 1;
    return value;
  }

  /** The cached token, renewed shortly before it expires; concurrent callers share one renewal. */
  async function accessToken(force = false): Promise<string> {
    if (!force && token && now() < token.expiresAt - renewBeforeMs) return token.value;
    if (force) token = null;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  function errorsOf(body: Json): CarrierAlert[] {
    const list = arr(body['errors']).map((raw) => ({ code: str(obj(raw)['code']), message: str(obj(raw)['message']) }));
    return list.length > 0 ? list : [{ code: 'UNKNOWN', message: 'no error details' }];
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * One call. `safe` calls are repeated (bounded) after 5xx, a timeout or a network error; every
   * call is repeated once with a fresh token after a 401.
   */
  async function call(method: 'POST' | 'PUT', path: string, body: unknown, { safe, url }: { safe: boolean; url?: string }): Promise<Json> {
    let attempt = 0;
    let renewedAfter401 = false;
    for (;;) {
      const bearer = await accessToken();
      let response: Response;
      try {
        response = await doFetch(url ?? `${await baseUrl()}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${bearer}`,
            'x-locale': 'en_US',
            'x-customer-transaction-id': randomUUID(),
            ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
          },
          body: body instanceof FormData ? body : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        if (safe && attempt < retries) {
          attempt += 1;
          await sleep(retryDelayMs * 2 ** (attempt - 1));
          continue;
        }
        // The request may have reached FedEx: a write's outcome is unknown.
        throw new CarrierError('unavailable', [{ code: timedOut ? 'TIMEOUT' : 'NETWORK', message: error instanceof Error ? error.message : String(error) }], !safe);
      }
      const answer = obj(await response.json().catch(() => ({})));
      if (response.ok) return answer;
      if (response.status === 401 && !renewedAfter401) {
        renewedAfter401 = true;
        await accessToken(true);
        continue;
      }
      if (response.status >= 500) {
        if (safe && attempt < retries) {
          attempt += 1;
          await sleep(retryDelayMs * 2 ** (attempt - 1));
          continue;
        }
        // 503: FedEx did not take the request; 500 (and others) after sending: it may have.
        throw new CarrierError('unavailable', errorsOf(answer), !safe && response.status !== 503, response.status);
      }
      if (response.status === 401 || response.status === 403) throw new CarrierError('unauthorized', errorsOf(answer), false, response.status);
      throw new CarrierError('rejected', errorsOf(answer), false, response.status);
    }
  }

  const outputOf = async (...args: Parameters<typeof call>): Promise<Json> => obj((await call(...args))['output']);

  function shipmentBody(request: ShipmentRequest, labels: boolean) {
    const customs = request.customs;
    return {
      ...(labels ? { labelResponseOptions: 'LABEL' } : {}),
      accountNumber: { value: options.accountNumber },
      requestedShipment: {
        shipDatestamp: request.shipDate,
        shipper: party(request.shipper),
        recipients: [party(request.recipient)],
        pickupType: 'USE_SCHEDULED_PICKUP',
        serviceType: request.serviceType,
        packagingType: 'YOUR_PACKAGING',
        totalWeight: Math.round(request.packages.reduce((sum, item) => sum + item.weightKg * (item.count ?? 1), 0) * 10) / 10,
        shippingChargesPayment: { paymentType: 'SENDER', payor: { responsibleParty: { accountNumber: { value: options.accountNumber } } } },
        labelSpecification: { imageType: 'PDF', labelStockType: 'PAPER_4X6', labelFormatType: 'COMMON2D' },
        requestedPackageLineItems: packageLineItems(request.packages, request.reference),
        ...(customs
          ? {
              customsClearanceDetail: {
                dutiesPayment: { paymentType: customs.termsOfSale === 'DDP' ? 'SENDER' : 'RECIPIENT' },
                commercialInvoice: { shipmentPurpose: customs.purposeOfShipment, termsOfSale: customs.termsOfSale },
                totalCustomsValue: {
                  amount: customs.commodities.reduce((sum, line) => sum + Number(line.unitPrice) * line.quantity, 0),
                  currency: 'CHF',
                },
                commodities: customs.commodities.map((line) => ({
                  description: line.description.slice(0, 450),
                  countryOfManufacture: line.countryOfManufacture,
                  quantity: line.quantity,
                  quantityUnits: { each: 'EA', pieces: 'PCS', pair: 'PR', kilogram: 'KG' }[line.unit],
                  unitPrice: { amount: Number(line.unitPrice), currency: 'CHF' },
                  customsValue: { amount: Math.round(Number(line.unitPrice) * line.quantity * 100) / 100, currency: 'CHF' },
                  weight: { units: 'KG', value: Math.round(line.weightKg * 10) / 10 },
                  ...(line.harmonizedCode ? { harmonizedCode: line.harmonizedCode } : {}),
                })),
              },
              ...(customs.etdDocumentIds && customs.etdDocumentIds.length > 0
                ? {
                    shipmentSpecialServices: {
                      specialServiceTypes: ['ELECTRONIC_TRADE_DOCUMENTS'],
                      etdDetail: {
                        attachedDocuments: customs.etdDocumentIds.map((documentId) => ({
                          documentType: 'COMMERCIAL_INVOICE',
                          documentReference: request.reference,
                          description: 'Commercial invoice',
                          documentId,
                        })),
                      },
                    },
                  }
                : {}),
            }
          : {}),
      },
    };
  }

  return {
    name: 'fedex',
    get tokenRenewals() {
      return renewals;
    },

    async getRates(request) {
      const output = await outputOf(
            'POST',
            '/rate/v1/rates/quotes',
            {
              accountNumber: { value: options.accountNumber },
              rateRequestControlParameters: { returnTransitTimes: true },
              requestedShipment: {
                shipper: { address: { postalCode: request.shipper.postalCode, countryCode: request.shipper.countryCode, city: request.shipper.city } },
                recipient: {
                  address: {
                    postalCode: request.recipient.postalCode,
                    countryCode: request.recipient.countryCode,
                    ...(request.recipient.city ? { city: request.recipient.city } : {}),
                    ...(request.recipient.stateOrProvinceCode ? { stateOrProvinceCode: request.recipient.stateOrProvinceCode } : {}),
                  },
                },
                pickupType: 'USE_SCHEDULED_PICKUP',
                ...(request.serviceType ? { serviceType: request.serviceType } : {}),
                ...(request.shipDate ? { shipDateStamp: request.shipDate } : {}),
                preferredCurrency: 'CHF',
                rateRequestType: ['ACCOUNT', 'PREFERRED'],
                packagingType: 'YOUR_PACKAGING',
                requestedPackageLineItems: packageLineItems(request.packages),
              },
            },
            { safe: true },
      );
      const quotes: RateQuote[] = arr(output['rateReplyDetails']).flatMap((raw) => {
        const detail = obj(raw);
        const rated = arr(detail['ratedShipmentDetails']).map(obj);
        const chosen = rated.find((entry) => entry['rateType'] === 'PREFERRED_CURRENCY') ?? rated.find((entry) => entry['rateType'] === 'ACCOUNT') ?? rated[0];
        if (!chosen) return [];
        const amount = Number(chosen['totalNetChargeWithDutiesAndTaxes'] ?? chosen['totalNetCharge']);
        if (!Number.isFinite(amount) || amount <= 0) return [];
        const operational = obj(detail['operationalDetail']);
        const commitDate = str(operational['commitDate']) || str(obj(obj(detail['commit'])['dateDetail'])['dayFormat']);
        return [
          {
            serviceType: str(detail['serviceType']),
            serviceName: str(detail['serviceName']) || str(detail['serviceType']),
            amount: amount.toFixed(2),
            currency: str(chosen['currency']) || str(obj(chosen['shipmentRateDetail'])['currency']) || 'CHF',
            transitDays: TRANSIT_DAYS[str(operational['transitTime'])] ?? null,
            deliveryDate: commitDate ? commitDate.slice(0, 10) : null,
          },
        ];
      });
      return { value: quotes, warnings: alertsOf(output).filter((alert) => alert.code !== 'SHIPMENT.CHARGES.NOTE') };
    },

    async checkPickupAvailability(request) {
      const output = await outputOf(
            'POST',
            '/pickup/v1/pickups/availabilities',
            {
              pickupAddress: {
                postalCode: request.address.postalCode,
                countryCode: request.address.countryCode,
                ...(request.address.city ? { city: request.address.city } : {}),
                ...(request.address.streetLines ? { streetLines: request.address.streetLines } : {}),
              },
              ...(request.date ? { dispatchDate: request.date } : {}),
              pickupRequestType: ['SAME_DAY', 'FUTURE_DAY'],
              carriers: ['FDXE'],
              countryRelationship: request.isDomestic ? 'DOMESTIC' : 'INTERNATIONAL',
              ...(request.serviceType ? { shipmentAttributes: { serviceType: request.serviceType } } : {}),
              ...(request.packages && request.packages.length > 0
                ? {
                    packageDetails: request.packages.map((item) => ({
                      packageCount: item.count ?? 1,
                      weight: { units: 'KG', value: item.weightKg },
                      dimensions: { length: item.lengthCm, width: item.widthCm, height: item.heightCm, units: 'CM' },
                    })),
                  }
                : {}),
            },
            { safe: true },
      );
      const hhmm = (time: string) => time.slice(0, 5);
      const options: PickupOption[] = arr(output['options']).map((raw) => {
        const option = obj(raw);
        return {
          date: str(option['pickupDate']),
          available: option['available'] === true,
          readyTimes: arr(option['readyTimeOptions']).map(str).filter(isPickupSlotAllowed).map(hhmm),
          latestTimes: arr(option['latestTimeOptions']).map(str).map(hhmm),
          cutOffTime: str(option['cutOffTime']) ? hhmm(str(option['cutOffTime'])) : null,
        };
      });
      return { value: options, warnings: alertsOf(output) };
    },

    async validateShipment(request) {
      const output = await outputOf('POST', '/ship/v1/shipments/packages/validate', shipmentBody(request, false), { safe: true });
      return { value: true, warnings: alertsOf(output) };
    },

    async createShipment(request) {
      const output = await outputOf('POST', '/ship/v1/shipments', shipmentBody(request, true), { safe: false });
      const shipment = obj(arr(output['transactionShipments'])[0]);
      const pieces = arr(shipment['pieceResponses']).map(obj);
      const labels = pieces.flatMap((piece) =>
        arr(piece['packageDocuments'])
          .map(obj)
          .filter((document) => document['contentType'] === 'LABEL' && typeof document['encodedLabel'] === 'string')
          .map((document) => Buffer.from(str(document['encodedLabel']), 'base64')),
      );
      const trackingNumber = str(shipment['masterTrackingNumber']) || str(pieces[0]?.['trackingNumber']);
      if (!trackingNumber) throw new CarrierError('unavailable', [{ code: 'NO.TRACKING.NUMBER', message: 'FedEx answered without a tracking number' }], true);
      return {
        value: { trackingNumber, serviceType: str(shipment['serviceType']) || request.serviceType, labels, trackingNumbers: pieces.map((piece) => str(piece['trackingNumber'])).filter(Boolean) },
        warnings: [...alertsOf(shipment), ...alertsOf(output)],
      };
    },

    async findShipmentsByReference(reference, shipDate) {
      const begin = new Date(`${shipDate}T12:00:00Z`);
      begin.setUTCDate(begin.getUTCDate() - 1);
      const end = new Date(`${shipDate}T12:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      const output = await outputOf(
            'POST',
            '/track/v1/referencenumbers',
            {
              referencesInformation: {
                type: 'CUSTOMER_REFERENCE',
                value: reference,
                accountNumber: options.accountNumber,
                carrierCode: 'FDXE',
                shipDateBegin: begin.toISOString().slice(0, 10),
                shipDateEnd: end.toISOString().slice(0, 10),
              },
              includeDetailedScans: false,
            },
            { safe: true },
      );
      return arr(output['completeTrackResults'])
        .flatMap((result) => arr(obj(result)['trackResults']).map(obj))
        .filter((result) => !result['error'] && str(obj(result['latestStatusDetail'])['code']) !== 'CA')
        .map((result) => str(obj(result['trackingNumberInfo'])['trackingNumber']))
        .filter(Boolean);
    },

    async cancelShipment(trackingNumber) {
      const output = await outputOf('PUT', '/ship/v1/shipments/cancel', { accountNumber: { value: options.accountNumber }, trackingNumber, deletionControl: 'DELETE_ALL_PACKAGES' }, { safe: false });
      if (output['cancelledShipment'] !== true) throw new CarrierError('rejected', [{ code: 'NOT.CANCELLED', message: str(output['successMessage']) || 'not cancelled' }]);
      return { value: true, warnings: alertsOf(output) };
    },

    async schedulePickup(request) {
      const output = await outputOf(
            'POST',
            '/pickup/v1/pickups',
            {
              associatedAccountNumber: { value: options.accountNumber },
              originDetail: {
                pickupLocation: party(request.location),
                readyDateTimestamp: `${request.date}T${request.readyTime}:00`,
                customerCloseTime: `${request.closeTime}:00`,
                pickupDateType: request.date === new Date(now()).toISOString().slice(0, 10) ? 'SAME_DAY' : 'FUTURE_DAY',
              },
              carrierCode: 'FDXE',
              countryRelationships: request.isDomestic ? 'DOMESTIC' : 'INTERNATIONAL',
              totalWeight: { units: 'KG', value: Math.round(request.totalWeightKg * 10) / 10 },
              packageCount: request.packageCount,
            },
            { safe: false },
      );
      const confirmationCode = str(output['pickupConfirmationCode']);
      if (!confirmationCode) throw new CarrierError('unavailable', [{ code: 'NO.CONFIRMATION', message: 'FedEx answered without a pickup confirmation code' }], true);
      return { value: { confirmationCode, location: str(output['location']) || null }, warnings: alertsOf(output) };
    },

    async cancelPickup(confirmationCode, date, location) {
      const output = await outputOf(
            'PUT',
            '/pickup/v1/pickups/cancel',
            { associatedAccountNumber: { value: options.accountNumber }, pickupConfirmationCode: confirmationCode, scheduledDate: date, ...(location ? { location } : {}), carrierCode: 'FDXE' },
            { safe: false },
      );
      return { value: true, warnings: alertsOf(output) };
    },

    async uploadTradeDocument(upload) {
      const form = new FormData();
      form.set(
        'document',
        JSON.stringify({
          workflowName: upload.trackingNumber ? 'ETDPostshipment' : 'ETDPreshipment',
          carrierCode: 'FDXE',
          name: upload.fileName,
          contentType: 'application/pdf',
          meta: {
            shipDocumentType: upload.documentType,
            originCountryCode: upload.originCountryCode,
            destinationCountryCode: upload.destinationCountryCode,
            ...(upload.trackingNumber ? { trackingNumber: upload.trackingNumber } : {}),
          },
        }),
      );
      form.set('attachment', new Blob([new Uint8Array(upload.pdf)], { type: 'application/pdf' }), upload.fileName);
      const url = options.documentUploadUrl ?? `${await baseUrl()}/documents/v1/etds/upload`;
      const output = await outputOf('POST', '/documents/v1/etds/upload', form, { safe: false, url });
      const docId = str(obj(output['meta'])['docId']);
      if (!docId) throw new CarrierError('unavailable', [{ code: 'NO.DOCID', message: 'FedEx answered without a document id' }], true);
      return { value: { docId }, warnings: alertsOf(output) };
    },
  };
}
