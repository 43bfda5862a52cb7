import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CarrierError, isPickupSlotAllowed, type CarrierParty, type ShipmentRequest } from '../carrier';
import { createFedexClient, type FedexClientOptions } from './fedex-client';
import { createFedexDouble, FEDEX_DOUBLE_CREDENTIALS, nextMondayIso } from './fedex-double';

const double = createFedexDouble({ hangMs: 5_000 });
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await double.start();
});
afterAll(() => double.stop());
beforeEach(() => {
  double.requests.length = 0;
});

const client = (overrides: Partial<FedexClientOptions> = {}) =>
  createFedexClient({ baseUrl, ...FEDEX_DOUBLE_CREDENTIALS, retryDelayMs: 0, timeoutMs: 2_000, ...overrides });

const shipper: CarrierParty = {
  address: { streetLines: ['Industriestrasse 21'], city: 'Niedergösgen', postalCode: '5013', countryCode: 'CH' },
  contact: { companyName: 'Holzwerk Gösgen AG', phoneNumber: '+41 62 849 55 00' },
};
const recipient: CarrierParty = {
  address: { streetLines: ['Hauptstrasse 5'], city: 'Berlin', postalCode: '10115', countryCode: 'DE' },
  contact: { personName: 'Erika Muster', phoneNumber: '+49 30 1234 5678' },
};
const packages = [{ lengthCm: 80, widthCm: 60, heightCm: 40, weightKg: 18.5, packageType: 'crate' as const }];
/** A value deep in a request body the double recorded. */
const at = (value: unknown, ...keys: (string | number)[]): unknown => keys.reduce<unknown>((current, key) => (current as Record<string | number, unknown> | undefined)?.[key], value);
const today = new Date().toISOString().slice(0, 10);
const shipment = (reference: string): ShipmentRequest => ({
  reference,
  serviceType: 'FEDEX_INTERNATIONAL_PRIORITY',
  shipDate: today,
  shipper,
  recipient,
  packages,
  customs: {
    purposeOfShipment: 'SOLD',
    termsOfSale: 'DAP',
    commodities: [{ description: 'Holzkiste', quantity: 1, unit: 'pieces', unitPrice: '250.00', weightKg: 18.5, harmonizedCode: '441510', countryOfManufacture: 'CH' }],
  },
});

describe('FedEx client against the double', () => {
  it('R001-1.13 R001-3.52 rates: one token for several calls, services with price and transit time', async () => {
    const fedex = client();
    const first = await fedex.getRates({ shipper: shipper.address, recipient: { postalCode: '10115', countryCode: 'DE' }, packages });
    await fedex.getRates({ shipper: shipper.address, recipient: { postalCode: '10115', countryCode: 'DE' }, packages });
    expect(fedex.tokenRenewals).toBe(1);
    expect(first.value.map((quote) => quote.serviceType)).toEqual(['FEDEX_INTERNATIONAL_PRIORITY_EXPRESS', 'FEDEX_INTERNATIONAL_PRIORITY', 'INTERNATIONAL_ECONOMY']);
    expect(first.value[1]).toMatchObject({ currency: 'CHF', transitDays: 2 });
    expect(Number(first.value[1]?.amount)).toBeGreaterThan(0);
    const sent = double.requests.find((request) => request.path === '/rate/v1/rates/quotes')?.body;
    expect(at(sent, 'requestedShipment', 'requestedPackageLineItems', 0)).toMatchObject({ weight: { units: 'KG', value: 18.5 }, dimensions: { units: 'CM', length: 80 } });
  });

  it('renews the token before it expires', async () => {
    let clock = Date.now();
    const fedex = client({ now: () => clock });
    await fedex.getRates({ shipper: shipper.address, recipient: { postalCode: '10115', countryCode: 'DE' }, packages });
    clock += 3_599_000 - 30_000; // within the last minute of the hour
    await fedex.getRates({ shipper: shipper.address, recipient: { postalCode: '10115', countryCode: 'DE' }, packages });
    expect(fedex.tokenRenewals).toBe(2);
  });

  it('renews the token once on a 401 and repeats the call', async () => {
    const fedex = client();
    await fedex.getRates({ shipper: shipper.address, recipient: { postalCode: '10115', countryCode: 'DE' }, packages });
    double.expireTokens();
    const again = await fedex.getRates({ shipper: shipper.address, recipient: { postalCode: '10115', countryCode: 'DE' }, packages });
    expect(again.value.length).toBe(3);
    expect(fedex.tokenRenewals).toBe(2);
    // A second 401 in a row is not renewed again: it is a failure.
    double.failNext('/rate/v1/rates/quotes', 'expired401', 2);
    await expect(fedex.getRates({ shipper: shipper.address, recipient: { postalCode: '10115', countryCode: 'DE' }, packages })).rejects.toMatchObject({ failure: 'unauthorized' });
  });

  it('refused credentials are unauthorized', async () => {
    await expect(client({ clientSecret: 'wrong' }).getRates({ shipper: shipper.address, recipient: { postalCode: '10115', countryCode: 'DE' }, packages })).rejects.toMatchObject({
      failure: 'unauthorized',
    });
  });

  it('repeats a safe call after 500 and 503, bounded', async () => {
    const fedex = client();
    double.failNext('/rate/v1/rates/quotes', 'error500');
    double.failNext('/rate/v1/rates/quotes', 'unavailable503');
    expect((await fedex.getRates({ shipper: shipper.address, recipient: { postalCode: '10115', countryCode: 'DE' }, packages })).value.length).toBe(3);
    double.failNext('/rate/v1/rates/quotes', 'unavailable503', 3);
    const error = await fedex.getRates({ shipper: shipper.address, recipient: { postalCode: '10115', countryCode: 'DE' }, packages }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CarrierError);
    expect(error).toMatchObject({ failure: 'unavailable', outcomeUnknown: false, status: 503 });
    expect(double.requests.filter((request) => request.path === '/rate/v1/rates/quotes').length).toBe(6);
  });

  it('a timeout of a safe call is repeated; of a shipment it is not, and its outcome is unknown', async () => {
    const fedex = client({ timeoutMs: 300 });
    double.failNext('/rate/v1/rates/quotes', 'timeout');
    expect((await fedex.getRates({ shipper: shipper.address, recipient: { postalCode: '10115', countryCode: 'DE' }, packages })).value.length).toBe(3);
    double.failNext('/ship/v1/shipments', 'timeoutAfterProcessing');
    const error = await fedex.createShipment(shipment('BE-1-S1')).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ failure: 'unavailable', outcomeUnknown: true });
    expect(double.requests.filter((request) => request.path === '/ship/v1/shipments').length).toBe(1);
    // The shipment was made at FedEx: it is found again by our reference.
    expect(await fedex.findShipmentsByReference('BE-1-S1', today)).toHaveLength(1);
    expect(await fedex.findShipmentsByReference('BE-1-S2', today)).toEqual([]);
  });

  it('R001-3.50 R001-3.51 validate: a FedEx validation error is carried with its code and message', async () => {
    const fedex = client();
    await expect(fedex.validateShipment(shipment('BE-2-S1'))).resolves.toMatchObject({ value: true, warnings: [] });
    const bad = shipment('BE-2-S1');
    bad.recipient = { ...recipient, contact: { personName: 'Erika Muster', phoneNumber: '123' } };
    const error = await fedex.validateShipment(bad).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ failure: 'rejected', status: 400, errors: [{ code: 'RECIPIENT.CONTACT.PHONENUMBER.INVALID' }] });
  });

  it('R001-3.74 R001-3.75 R001-3.78 create and cancel a shipment: labels as PDF, customs lines with purpose, incoterm, units', async () => {
    const fedex = client();
    const created = await fedex.createShipment(shipment('BE-3-S1'));
    expect(created.value.trackingNumber).toMatch(/^\d{12}$/);
    expect(created.value.labels[0]?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(created.warnings).toEqual([{ code: 'SHIP.RECIPIENT.POSTALCITY.MISMATCH', message: 'Recipient Postal-City Mismatch.' }]);
    const sent = double.requests.find((request) => request.path === '/ship/v1/shipments')?.body;
    const customs = at(sent, 'requestedShipment', 'customsClearanceDetail');
    expect(at(customs, 'commercialInvoice')).toEqual({ shipmentPurpose: 'SOLD', termsOfSale: 'DAP' });
    expect(at(customs, 'commodities', 0)).toMatchObject({ quantityUnits: 'PCS', harmonizedCode: '441510', countryOfManufacture: 'CH' });
    await expect(fedex.cancelShipment(created.value.trackingNumber)).resolves.toMatchObject({ value: true });
    await expect(fedex.cancelShipment(created.value.trackingNumber)).rejects.toMatchObject({ failure: 'rejected', errors: [{ code: 'SHIPMENT.ALREADY.CANCELLED' }] });
  });

  it('R001-1.14 R001-3.53 R001-9.32 R000-5.36 pickup availability answers only slots up to 16:00', async () => {
    const date = nextMondayIso();
    const answer = await client().checkPickupAvailability({ address: { postalCode: '5013', countryCode: 'CH' }, isDomestic: false, date, serviceType: 'FEDEX_INTERNATIONAL_PRIORITY', packages });
    expect(answer.value[0]?.available).toBe(true);
    expect(answer.value[0]?.readyTimes.at(-1)).toBe('16:00');
    expect(answer.value[0]?.readyTimes).not.toContain('17:00');
    expect(isPickupSlotAllowed('16:00')).toBe(true);
    expect(isPickupSlotAllowed('16:30')).toBe(false);
    expect(isPickupSlotAllowed('17:00:00')).toBe(false);
  });

  it('R001-1.16 schedule and cancel a pickup; R001-1.15 upload a trade document (ETD)', async () => {
    const fedex = client();
    const date = nextMondayIso();
    const pickup = await fedex.schedulePickup({ location: shipper, date, readyTime: '14:00', closeTime: '17:00', packageCount: 1, totalWeightKg: 18.5, isDomestic: false });
    expect(pickup.value.confirmationCode).toMatch(/^\d+$/);
    await expect(fedex.cancelPickup(pickup.value.confirmationCode, date, pickup.value.location)).resolves.toMatchObject({ value: true });
    const upload = await fedex.uploadTradeDocument({ fileName: 'CI-BE-1.pdf', pdf: Buffer.from('%PDF-1.4 test'), originCountryCode: 'CH', destinationCountryCode: 'DE', documentType: 'COMMERCIAL_INVOICE' });
    expect(upload.value.docId).toMatch(/^[0-9a-f]{16}$/);
    expect(double.documents().at(-1)).toMatchObject({ docId: upload.value.docId, documentType: 'COMMERCIAL_INVOICE', name: 'CI-BE-1.pdf' });
  });

  it('a 400 on upload is rejected with FedEx errors, not repeated', async () => {
    double.failNext('/documents/v1/etds/upload', 'error400');
    await expect(
      client().uploadTradeDocument({ fileName: 'x.pdf', pdf: Buffer.from('%PDF'), originCountryCode: 'CH', destinationCountryCode: 'DE', documentType: 'COMMERCIAL_INVOICE' }),
    ).rejects.toMatchObject({ failure: 'rejected', errors: [{ code: 'INVALID.INPUT.EXCEPTION' }] });
    expect(double.requests.filter((request) => request.path === '/documents/v1/etds/upload').length).toBe(1);
  });
});
