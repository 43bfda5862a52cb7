/**
 * What the FedEx double (fedex-double.ts) checks in a request and answers, as the contract
 * describes it (docs/decisions/740-fedex-double.md): services and prices, address and package
 * rules, the rate reply. Pure functions of the JSON body; the server and its state are in
 * fedex-double.ts.
 */
import { arr, obj, str, type Json } from './fedex-json';

/** Credentials the shop uses against the double (never valid at FedEx). */
export const FEDEX_DOUBLE_CREDENTIALS = {
  clientId: 'holzwerk-dev-fedex-key',
  clientSecret: 'holzwerk-dev-fedex-secret',
  accountNumber: '740561073',
} as const;

/** Services the double offers from CH: international (Express) and domestic. */
export const SERVICES = {
  international: [
    { serviceType: 'FEDEX_INTERNATIONAL_PRIORITY_EXPRESS', serviceName: 'FedEx International Priority® Express', days: 1, base: 78, perKg: 9.4, transit: 'ONE_DAY' },
    { serviceType: 'FEDEX_INTERNATIONAL_PRIORITY', serviceName: 'FedEx International Priority®', days: 2, base: 64, perKg: 7.9, transit: 'TWO_DAYS' },
    { serviceType: 'INTERNATIONAL_ECONOMY', serviceName: 'FedEx International Economy®', days: 4, base: 49, perKg: 5.6, transit: 'FOUR_DAYS' },
  ],
  domestic: [
    { serviceType: 'PRIORITY_OVERNIGHT', serviceName: 'FedEx Priority Overnight®', days: 1, base: 38, perKg: 3.2, transit: 'ONE_DAY' },
  ],
} as const;

export const DOMESTIC = new Set(['CH', 'LI']);

export class DoubleError {
  constructor(
    readonly status: number,
    readonly errors: { code: string; message: string; parameterList?: { key: string; value: string }[] }[],
  ) {}
}

export const invalid = (code: string, message: string, key?: string) =>
  new DoubleError(400, [{ code, message, ...(key ? { parameterList: [{ key: 'field', value: key }] } : {}) }]);


/** Days added to a date, skipping Saturday and Sunday. */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left -= 1;
  }
  return date;
}

export function packageWeightKg(item: Json): number {
  const weight = obj(item['weight']);
  const value = Number(weight['value']);
  return str(weight['units']) === 'LB' ? value * 0.45359237 : value;
}

export function billableKg(items: unknown[]): number {
  return items.reduce<number>((sum, raw) => {
    const item = obj(raw);
    const dims = obj(item['dimensions']);
    const count = Number(item['groupPackageCount'] ?? 1) || 1;
    const volumetric = (Number(dims['length'] ?? 0) * Number(dims['width'] ?? 0) * Number(dims['height'] ?? 0)) / 5000;
    return sum + Math.max(packageWeightKg(item), volumetric) * count;
  }, 0);
}

export function checkPackages(items: unknown[], path: string): void {
  if (items.length === 0) throw invalid('PACKAGE.LINEITEMS.REQUIRED', 'At least one package line item is required.', `${path}`);
  items.forEach((raw, index) => {
    const item = obj(raw);
    const weight = packageWeightKg(item);
    if (!(weight > 0)) throw invalid('PACKAGE.WEIGHT.INVALID', 'Package weight must be greater than zero.', `${path}[${index}].weight`);
    if (weight > 68) throw invalid('PACKAGE.WEIGHT.EXCEEDED', 'Package weight exceeds the maximum of 68 KG for this service.', `${path}[${index}].weight`);
    const dims = obj(item['dimensions']);
    if (Object.keys(dims).length > 0 && str(dims['units']) !== 'CM' && str(dims['units']) !== 'IN') {
      throw invalid('PACKAGE.DIMENSIONS.UNITS.INVALID', 'Dimension units must be CM or IN.', `${path}[${index}].dimensions.units`);
    }
  });
}

export function checkAddress(address: Json, field: string, { street }: { street: boolean }): void {
  const country = str(address['countryCode']);
  if (!/^[A-Z]{2}$/.test(country)) throw invalid('COUNTRY.CODE.INVALID', 'The country code is invalid.', `${field}.countryCode`);
  const postal = str(address['postalCode']);
  if (postal === '' && country !== 'HK' && country !== 'AE') throw invalid('POSTALCODE.REQUIRED', 'Postal code is required for this country.', `${field}.postalCode`);
  if (country === 'DE' && !/^\d{5}$/.test(postal)) throw invalid('RECIPIENT.POSTALCODE.INVALID', 'Recipient postal code is invalid for the country.', `${field}.postalCode`);
  if ((country === 'US' || country === 'CA') && !/^[A-Z]{2}$/.test(str(address['stateOrProvinceCode']))) {
    throw invalid('STATEORPROVINCECODE.REQUIRED', 'State or province code is required for US and CA.', `${field}.stateOrProvinceCode`);
  }
  if (street && arr(address['streetLines']).length === 0) throw invalid('STREETLINES.REQUIRED', 'Street lines are required.', `${field}.streetLines`);
}

export function rateReply(body: Json) {
  const account = str(obj(body['accountNumber'])['value']);
  if (account !== FEDEX_DOUBLE_CREDENTIALS.accountNumber) throw invalid('ACCOUNT.NUMBER.MISMATCH', 'The account number is not valid.', 'accountNumber.value');
  const shipment = obj(body['requestedShipment']);
  const shipper = obj(obj(shipment['shipper'])['address']);
  const recipient = obj(obj(shipment['recipient'])['address']);
  checkAddress(shipper, 'requestedShipment.shipper.address', { street: false });
  checkAddress(recipient, 'requestedShipment.recipient.address', { street: false });
  const items = arr(shipment['requestedPackageLineItems']);
  checkPackages(items, 'requestedShipment.requestedPackageLineItems');
  const domestic = DOMESTIC.has(str(shipper['countryCode'])) && DOMESTIC.has(str(recipient['countryCode']));
  const kg = billableKg(items);
  const currency = str(shipment['preferredCurrency']) || 'CHF';
  const wanted = str(shipment['serviceType']);
  const shipDate = str(shipment['shipDateStamp']) || new Date().toISOString().slice(0, 10);
  const services = (domestic ? SERVICES.domestic : SERVICES.international).filter((service) => wanted === '' || service.serviceType === wanted);
  if (services.length === 0) throw invalid('SERVICE.TYPE.NOT.ALLOWED', 'The requested service is not available between these countries.', 'requestedShipment.serviceType');
  return {
    alerts: [{ code: 'SHIPMENT.CHARGES.NOTE', message: 'Shipment level charges have been added to first package.', alertType: 'NOTE' }],
    rateReplyDetails: services.map((service) => {
      const base = Math.round((service.base + service.perKg * kg) * 100) / 100;
      const fuel = Math.round(base * 0.18 * 100) / 100;
      const total = Math.round((base + fuel) * 100) / 100;
      const commit = addWorkingDays(new Date(`${shipDate}T12:00:00Z`), service.days);
      return {
        serviceType: service.serviceType,
        serviceName: service.serviceName,
        packagingType: 'YOUR_PACKAGING',
        commit: { dateDetail: { dayOfWeek: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'][commit.getUTCDay()], dayFormat: `${commit.toISOString().slice(0, 10)}T10:30:00` } },
        operationalDetail: { commitDate: `${commit.toISOString().slice(0, 10)}T10:30:00`, transitTime: service.transit },
        ratedShipmentDetails: [
          {
            rateType: 'ACCOUNT',
            ratedWeightMethod: 'ACTUAL',
            totalBaseCharge: base,
            totalNetCharge: total,
            totalNetFedExCharge: total,
            totalVatCharge: 0,
            totalDutiesAndTaxes: 0,
            currency,
            shipmentRateDetail: {
              totalSurcharges: fuel,
              surCharges: [{ type: 'FUEL', description: 'Fuel Surcharge', level: 'SHIPMENT', amount: fuel }],
              currency,
              totalBillingWeight: { units: 'KG', value: Math.round(kg * 10) / 10 },
            },
          },
        ],
      };
    }),
  };
}

export function checkShipment(body: Json) {
  const account = str(obj(body['accountNumber'])['value']);
  if (account !== FEDEX_DOUBLE_CREDENTIALS.accountNumber) throw invalid('ACCOUNT.NUMBER.MISMATCH', 'The account number is not valid.', 'accountNumber.value');
  const shipment = obj(body['requestedShipment']);
  const shipper = obj(shipment['shipper']);
  checkAddress(obj(shipper['address']), 'requestedShipment.shipper.address', { street: true });
  const recipients = arr(shipment['recipients']);
  if (recipients.length === 0) throw invalid('RECIPIENTS.REQUIRED', 'A recipient is required.', 'requestedShipment.recipients');
  const recipient = obj(recipients[0]);
  checkAddress(obj(recipient['address']), 'requestedShipment.recipients[0].address', { street: true });
  const contact = obj(recipient['contact']);
  if (str(contact['personName']) === '' && str(contact['companyName']) === '') {
    throw invalid('RECIPIENT.CONTACT.NAME.REQUIRED', 'Recipient contact name or company name is required.', 'requestedShipment.recipients[0].contact.personName');
  }
  const phone = str(contact['phoneNumber']).replace(/\D/g, '');
  if (phone.length < 10 || phone.length > 15) {
    throw invalid('RECIPIENT.CONTACT.PHONENUMBER.INVALID', 'Recipient phone number is invalid; it must have 10 to 15 digits.', 'requestedShipment.recipients[0].contact.phoneNumber');
  }
  const serviceType = str(shipment['serviceType']);
  if (serviceType === '') throw invalid('SERVICE.TYPE.REQUIRED', 'Service type is required.', 'requestedShipment.serviceType');
  const items = arr(shipment['requestedPackageLineItems']);
  checkPackages(items, 'requestedShipment.requestedPackageLineItems');
  const international = !(DOMESTIC.has(str(obj(shipper['address'])['countryCode'])) && DOMESTIC.has(str(obj(recipient['address'])['countryCode'])));
  if (international) {
    const customs = obj(shipment['customsClearanceDetail']);
    const commodities = arr(customs['commodities']);
    if (commodities.length === 0) throw invalid('COMMODITIES.REQUIRED', 'Commodities are required for international shipments.', 'requestedShipment.customsClearanceDetail.commodities');
  }
  return { shipment, serviceType, items, recipient };
}
