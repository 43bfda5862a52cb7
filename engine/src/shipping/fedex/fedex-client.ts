import {
  CarrierError,
  isPickupSlotAllowed,
  type Carrier,
  type CarrierPackage,
  type PickupOption,
  type RateQuote,
} from '../carrier';
import { alertsOf, packageLineItems, party, shipmentBody, TRANSIT_DAYS } from './fedex-bodies';
import { arr, obj, str } from './fedex-json';
import { createFedexTransport, type FedexClientOptions } from './fedex-transport';

export type { FedexClientOptions };

/** Pickup availability's shipment attributes: the total weight and the largest package's dimensions. */
function pickupShipmentSize(packages: CarrierPackage[]) {
  if (packages.length === 0) return {};
  const largest = packages.reduce((big, item) => (item.lengthCm * item.widthCm * item.heightCm > big.lengthCm * big.widthCm * big.heightCm ? item : big));
  return {
    weight: { units: 'KG', value: Math.round(packages.reduce((sum, item) => sum + item.weightKg * (item.count ?? 1), 0) * 10) / 10 },
    dimensions: { length: Math.ceil(largest.lengthCm), width: Math.ceil(largest.widthCm), height: Math.ceil(largest.heightCm), units: 'CM' },
  };
}


/**
 * FedEx's REST APIs with fetch (docs/decisions/741-fedex-client.md): OAuth client credentials
 * with the token cached and renewed before it expires and once on a 401; a time limit on every
 * call; bounded repeats only for calls FedEx treats as reads (rates, validate, pickup
 * availability, track) — a shipment, pickup or upload is never sent twice by the client.
 */
export function createFedexClient(options: FedexClientOptions): Carrier & { readonly tokenRenewals: number } {
  const transport = createFedexTransport(options);
  const { outputOf, baseUrl } = transport;
  const now = options.now ?? Date.now;

  return {
    name: 'fedex',
    get tokenRenewals() {
      return transport.tokenRenewals;
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
              // The published request has no package list for this: the shipment's total weight and its
              // largest package stand for it (decision 1185).
              ...(request.serviceType || (request.packages && request.packages.length > 0)
                ? { shipmentAttributes: { ...(request.serviceType ? { serviceType: request.serviceType } : {}), ...pickupShipmentSize(request.packages ?? []) } }
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
      const output = await outputOf('POST', '/ship/v1/shipments/packages/validate', shipmentBody(request, options.accountNumber, false), { safe: true });
      return { value: true, warnings: alertsOf(output) };
    },

    async createShipment(request) {
      const output = await outputOf('POST', '/ship/v1/shipments', shipmentBody(request, options.accountNumber, true), { safe: false });
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
                shipDateEndDate: end.toISOString().slice(0, 10),
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
                pickupLocation: party(request.location, { email: false }),
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
