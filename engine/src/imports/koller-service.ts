import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { z } from 'zod';
import { Product } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { requireGuard } from '../auth/permissions';
import { Address, CompanyInfo, ContactPerson, Customer, User } from '../customers/customer.entity';
import { EngineError, NOT_FOUND_MESSAGE } from '../errors';
import { toMoneyString } from '../money/money';
import { CustomerRequestType, OrderStatus, PaymentStatus } from '../requests/enums';
import { DeliveryType } from '../shipping/delivery';
import { OrderPosition, Quote, type AddressSnapshot, type IQuote } from '../requests/request.entity';
import type { PostalLines } from '../validation/postal-address';
import { nextRequestId, recomputeTotals } from '../requests/request-builder';
import { formatQuoteId } from '../quotes/quote-schemas';
import type { Carrier } from '../shipping/carrier';
import { lookupPostalCode } from '../shipping/localities';
import { isDomesticCountry } from '../validation/countries';
import { isPlzNonCh } from '../validation/rules';
import { expressCourierRate, type CourierRate } from './courier-rate';
import type { LineIssue } from './csv-reader';
import { runImport, type ImportFile, type ImportOptions, type ImportReport, checkImportFile } from './import-runner';
import { insuranceQuoteInputSchema, insuranceRate, insuranceTariffCsv, loadInsuranceTariff, type InsuranceRate } from './insurance';
import { countryCodeOf, parseAuctionInvoice, type AuctionInvoiceData } from './koller-format';
import { carrierPackagesOf, composePackages, type LotSize, type PackageComposition } from './package-composition';
import { idSchema } from '../validation/ids';

/**
 * The auction-invoice import (Koller; 001 §1, §3, §4, §7, §9; docs/imports.md): read the
 * invoice, find the buyer among the customers, check the delivery address, size the crates,
 * rate insurance and express courier, and place the shipping quote in one transaction.
 */

/** Fixed lump-sum articles of an auction quote (001 §9, R001-9.17 … R001-9.23), in quote order. */
export const AUCTION_ARTICLES = {
  CARRIER_TRANSPORT: 1059,
  TRANSPORT_INSURANCE: 1086,
  FLAT_RATE_ORDER: 1069,
  PACKAGING_MATERIAL: 1071,
  PICKUP_ZURICH: 1070,
  PACKAGING: 1068,
  MISC_EFFORT: 1072,
} as const;
export const AUCTION_ARTICLE_IDS: readonly number[] = Object.values(AUCTION_ARTICLES);

/** The root position's fixed name (R001-9.24, decision 830); quantity 1 (R001-9.25). */
export const AUCTION_ROOT_POSITION_NAME = 'Kunsttransport ab Auktion';

export const KOLLER_NOT_AUCTION_MESSAGE = 'Bestellung ist nicht von Typ Koller';
export const KOLLER_MISSING_ARTICLE_MESSAGE = 'Der Artikel {id} der Auktions-Offerte fehlt im Katalog.';
export const KOLLER_CUSTOMER_NOT_FOUND_MESSAGE = 'Der Kunde {id} wurde nicht gefunden.';
const NOT_FOUND = NOT_FOUND_MESSAGE;

export const addressValidationInputSchema = z
  .object({
    name: z.string().trim().max(300).default(''),
    street: z.string().trim().max(300).default(''),
    zipCode: z.string().trim().max(20).default(''),
    city: z.string().trim().max(200).default(''),
    country: z.string().trim().max(60).default('CH'),
    rawLines: z.array(z.string().max(300)).max(12).optional(),
  })
  .strip();
export type AddressValidationInput = z.input<typeof addressValidationInputSchema>;

export interface AddressValidation {
  valid: boolean;
  /** Problems by field (validation keys as the forms use them). */
  issues: { field: string; message: string }[];
  address: PostalLines & { rawLines: string[] };
  /** Localities of the Swiss postal code (CH/LI), for the operator to pick the city. */
  cities: string[];
}

export interface ExistingCustomer {
  customerId: number;
  name: string;
  email: string | null;
  city: string | null;
  /** What matched: 'email' or 'address' (name, postal code and street). */
  matchedBy: ('email' | 'address')[];
}

export interface AuctionQuoteSummary {
  invoiceRef: string | null;
  lots: number;
  quoteId: number | null;
  formattedId: string | null;
  customerId: number | null;
  newCustomer: boolean;
  insurance: InsuranceRate | null;
  courier: CourierRate | null;
  grandTotal: string | null;
  [key: string]: unknown;
}

export const auctionQuoteOptionsSchema = z
  .object({ customerId: idSchema.optional() })
  .strip();


const lotSizesOf = (invoice: AuctionInvoiceData): LotSize[] =>
  invoice.positions.map((lot) => ({ lotNumber: lot.lotNumber, description: lot.description, lengthCm: lot.lengthCm, widthCm: lot.widthCm, heightCm: lot.heightCm, weightKg: lot.weightKg }));

const normalized = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]/g, '');

/** Customers that are the invoice's buyer: the same e-mail (login or contact person), or the same name, postal code and street. */
export async function findExistingCustomers(em: EntityManager, invoice: AuctionInvoiceData): Promise<ExistingCustomer[]> {
  const found = new Map<number, ExistingCustomer>();
  const add = (customerId: number, how: 'email' | 'address') => {
    const entry = found.get(customerId) ?? { customerId, name: '', email: null, city: null, matchedBy: [] };
    if (!entry.matchedBy.includes(how)) entry.matchedBy.push(how);
    found.set(customerId, entry);
  };
  const email = invoice.contact.email;
  if (email) {
    for (const user of await em.find(User, { email: email.toLowerCase(), customer: { deletedAt: null } })) add(user.customer.id, 'email');
    for (const person of await em.find(ContactPerson, { email: { $ilike: email }, deletedAt: null, customer: { deletedAt: null } })) add(person.customer.id, 'email');
  }
  const address = invoice.deliveryAddress;
  const candidates = await em.find(Address, { zipCode: address.zipCode, country: address.country, deletedAt: null, customer: { deletedAt: null } });
  const wantedNames = [invoice.contact.name, invoice.contact.company ?? '', address.name].filter(Boolean).map(normalized);
  for (const candidate of candidates) {
    if (wantedNames.includes(normalized(candidate.name)) && normalized(candidate.street) === normalized(address.street)) add(candidate.customer.id, 'address');
  }
  if (found.size === 0) return [];
  const customers = await em.find(Customer, { id: { $in: [...found.keys()] }, kind: { $ne: 'GUEST' } }, { populate: ['companyInfo', 'contactPersons', 'users', 'addresses'] });
  return customers
    .map((customer) => {
      const entry = found.get(customer.id)!;
      const person = customer.contactPersons.getItems().find((candidate) => !candidate.deletedAt);
      const firstAddress = customer.addresses.getItems().find((candidate) => !candidate.deletedAt);
      return {
        ...entry,
        name: customer.companyInfo?.name ?? ([person?.firstName, person?.lastName].filter(Boolean).join(' ') || firstAddress?.name || `#${customer.id}`),
        email: customer.users.getItems()[0]?.email ?? person?.email ?? null,
        city: firstAddress?.city ?? null,
      };
    })
    .sort((a, b) => b.matchedBy.length - a.matchedBy.length || a.customerId - b.customerId);
}

/** POST /koller/address-validation (R001-7.046): the Swiss postal directory for CH/LI, the non-Swiss postal-code rule abroad. */
export function validateAuctionAddress(rawInput: AddressValidationInput): AddressValidation {
  const input = addressValidationInputSchema.parse(rawInput);
  const country = countryCodeOf(input.country);
  const issues: { field: string; message: string }[] = [];
  if (input.name === '') issues.push({ field: 'name', message: 'validation.required' });
  if (input.street === '') issues.push({ field: 'street', message: 'validation.required' });
  if (input.city === '') issues.push({ field: 'city', message: 'validation.required' });
  if (country === null) issues.push({ field: 'country', message: 'validation.invalid' });
  let cities: string[] = [];
  if (country !== null && isDomesticCountry(country)) {
    const locality = lookupPostalCode(input.zipCode, country);
    if (!locality) issues.push({ field: 'zipCode', message: 'validation.plz' });
    else {
      cities = locality.cities;
      if (input.city !== '' && !locality.cities.some((city) => normalized(city) === normalized(input.city))) issues.push({ field: 'city', message: 'validation.invalid' });
    }
  } else if (country !== null && !isPlzNonCh(input.zipCode)) {
    issues.push({ field: 'zipCode', message: 'validation.plzNonCH' });
  }
  const rawLines = input.rawLines ?? [input.name, input.street, `${input.zipCode} ${input.city}`, country ?? input.country].filter(Boolean);
  return { valid: issues.length === 0, issues, address: { name: input.name, street: input.street, zipCode: input.zipCode, city: input.city, country: country ?? input.country, rawLines }, cities };
}

export interface KollerServiceOptions {
  em: () => EntityManager;
  carrier: () => Carrier | null;
  logger?: Logger | undefined;
}

export function createKollerService(options: KollerServiceOptions) {
  const invalidFile = (issues: LineIssue[]) =>
    new EngineError(
      'invalid',
      issues.map((issue) => ({ message: `Zeile {line}: ${issue.message}`, params: { ...issue.params, line: issue.line }, field: 'file' })),
    );

  async function loadAuctionQuote(em: EntityManager, id: number): Promise<IQuote> {
    const quote = await em.findOne(Quote, { id }, { populate: ['positions'] });
    if (!quote) throw new EngineError('not_found', NOT_FOUND);
    if (quote.customerRequestType !== CustomerRequestType.ARTWORK) throw new EngineError('invalid', KOLLER_NOT_AUCTION_MESSAGE);
    return quote;
  }

  /** Writes the quote of an auction invoice (R001-4.19): quote, root position, lots under it, fixed lump sums, delivery cost 0. */
  async function writeAuctionQuote(
    em: EntityManager,
    invoice: AuctionInvoiceData,
    customerId: number | undefined,
    priced: { insurance: InsuranceRate; courier: CourierRate },
    ctx: RequestContext,
  ): Promise<{ issues: LineIssue[]; summary: AuctionQuoteSummary }> {
    const issues: LineIssue[] = [];
    const products = new Map((await em.find(Product, { id: { $in: [...AUCTION_ARTICLE_IDS] }, deletedAt: null })).map((product) => [product.id, product]));
    for (const id of AUCTION_ARTICLE_IDS) if (!products.has(id)) issues.push({ line: 0, message: KOLLER_MISSING_ARTICLE_MESSAGE, params: { id } });
    let customer = customerId === undefined ? null : await em.findOne(Customer, { id: customerId, deletedAt: null });
    if (customerId !== undefined && !customer) issues.push({ line: 0, message: KOLLER_CUSTOMER_NOT_FOUND_MESSAGE, params: { id: customerId } });
    const summary: AuctionQuoteSummary = {
      invoiceRef: invoice.invoiceRef,
      lots: invoice.positions.length,
      quoteId: null,
      formattedId: null,
      customerId: customer?.id ?? null,
      newCustomer: false,
      insurance: priced.insurance,
      courier: priced.courier,
      grandTotal: null,
    };
    if (issues.length > 0) return { issues, summary };
    const address = invoice.deliveryAddress;
    const [firstName, ...rest] = invoice.contact.name.split(/\s+/);
    if (!customer) {
      // A new buyer becomes a guest customer with its contact person (like a guest's quote request).
      customer = em.create(Customer, { kind: 'GUEST' });
      em.create(ContactPerson, { customer, email: invoice.contact.email, firstName: firstName ?? null, lastName: rest.join(' ') || null, phone: invoice.contact.phone?.slice(0, 30) ?? null });
      if (invoice.isCompany && invoice.contact.company) em.create(CompanyInfo, { customer, name: invoice.contact.company });
      summary.newCustomer = true;
    }
    const addition = invoice.isCompany && invoice.contact.company ? invoice.contact.name.slice(0, 300) : null;
    let saved: { id: number } | null = null;
    if (summary.newCustomer) {
      // The new buyer keeps the invoice's address as its delivery, invoice and correspondence
      // address (decision 856): staff and the buyer find it again for the next quote.
      saved = em.create(Address, {
        customer,
        name: address.name.slice(0, 300),
        addition,
        street: address.street.slice(0, 300),
        zipCode: address.zipCode.slice(0, 20),
        city: address.city.slice(0, 200),
        country: address.country,
        isDefaultShipping: true,
        isDefaultInvoice: true,
        isCorrespondence: true,
      });
      await em.flush();
    }
    const snapshot: AddressSnapshot = { ...(saved ? { id: saved.id } : {}), name: address.name, addition, street: address.street, zipCode: address.zipCode, city: address.city, country: address.country, state: null };
    const createdAt = new Date();
    const id = await nextRequestId(em, 'quote');
    const quote = em.create(Quote, {
      id,
      formattedId: formatQuoteId(id, createdAt),
      customer,
      orderStatusId: OrderStatus.PLACED,
      paymentStatusId: PaymentStatus.OPEN,
      orderPerson: invoice.contact.name,
      orderReference: `Auktion ${invoice.auctionId}, Rechnung ${invoice.invoiceRef}`.slice(0, 300),
      comment: `Lieferadresse laut Rechnung:\n${address.rawLines.join('\n')}`,
      invoiceEmail: invoice.contact.email,
      invoiceAddress: snapshot,
      deliveryAddress: snapshot,
      // R001-4.19: the delivery cost of an auction quote is 0; the transport is the carrier position.
      deliveryCost: '0.00',
      customerRequestType: CustomerRequestType.ARTWORK,
      deliveryType: DeliveryType.FEDEX,
      locale: ctx.locale,
      createdAt,
      updatedAt: createdAt,
    });
    let sortOrder = 0;
    const root = em.create(OrderPosition, { quote, type: 'COMPOSITE', name: AUCTION_ROOT_POSITION_NAME, quantity: 1, pricePerOne: null, detail: `Auktion ${invoice.auctionId}, Rechnung ${invoice.invoiceRef}`, sortOrder: sortOrder++ });
    const lots = invoice.positions.map((lot) =>
      em.create(OrderPosition, {
        quote,
        parent: root,
        type: 'PRODUCT',
        name: `Los ${lot.lotNumber}: ${lot.description}`.slice(0, 300),
        quantity: 1,
        pricePerOne: null,
        detail: [lot.url, `Zuschlag inkl. Aufgeld CHF ${lot.lineTotal}`].filter(Boolean).join('\n'),
        key: `lot:${lot.lotNumber}`.slice(0, 100),
        configuration: {
          lotNumber: lot.lotNumber,
          lineTotal: lot.lineTotal,
          ...(lot.url ? { url: lot.url } : {}),
          ...(lot.lengthCm !== null ? { lengthCm: String(lot.lengthCm) } : {}),
          ...(lot.widthCm !== null ? { widthCm: String(lot.widthCm) } : {}),
          ...(lot.heightCm !== null ? { heightCm: String(lot.heightCm) } : {}),
          ...(lot.weightKg !== null ? { weightKg: String(lot.weightKg) } : {}),
        },
        sortOrder: sortOrder++,
      }),
    );
    const fixed = AUCTION_ARTICLE_IDS.map((articleId) => {
      const product = products.get(articleId)!;
      const price =
        articleId === AUCTION_ARTICLES.CARRIER_TRANSPORT ? priced.courier.amount : articleId === AUCTION_ARTICLES.TRANSPORT_INSURANCE ? priced.insurance.price : (product.listPrice ?? null);
      const detail =
        articleId === AUCTION_ARTICLES.CARRIER_TRANSPORT
          ? priced.courier.serviceName
          : articleId === AUCTION_ARTICLES.TRANSPORT_INSURANCE
            ? `${priced.insurance.provider}, Zone ${priced.insurance.zone}, Versicherungswert CHF ${priced.insurance.declaredValue}`
            : null;
      return em.create(OrderPosition, { quote, type: 'PRODUCT', product, name: product.name, quantity: 1, pricePerOne: price === null ? null : toMoneyString(price), detail, sortOrder: sortOrder++ });
    });
    recomputeTotals(quote, [root, ...lots, ...fixed]);
    await em.flush();
    Object.assign(summary, { quoteId: quote.id, formattedId: quote.formattedId, customerId: quote.customer.id, grandTotal: quote.grandTotal ?? null });
    return { issues, summary };
  }

  return {
    /** POST /koller (R001-7.045, R001-3.57): the invoice read into invoiceData, and the customers that may be its buyer. Writes nothing. */
    async readInvoice(ctx: RequestContext, file: ImportFile): Promise<{ invoiceData: AuctionInvoiceData; existingCustomers: ExistingCustomer[] }> {
      requireGuard(ctx, 'orderDesk');
      checkImportFile(file);
      const parsed = parseAuctionInvoice(file.bytes);
      if (!parsed.invoiceData) throw invalidFile(parsed.issues);
      return { invoiceData: parsed.invoiceData, existingCustomers: await findExistingCustomers(options.em(), parsed.invoiceData) };
    },

    validateAddress(ctx: RequestContext, input: AddressValidationInput): AddressValidation {
      requireGuard(ctx, 'orderDesk');
      return validateAuctionAddress(input);
    },

    /** GET /koller/get-package-composition/{id} (R001-7.047): the crates of an auction quote's lots. */
    async packageComposition(ctx: RequestContext, id: number | string): Promise<PackageComposition & { quoteId: number; formattedId: string }> {
      requireGuard(ctx, 'orderDesk');
      const quoteId = idSchema.parse(id);
      const quote = await loadAuctionQuote(options.em(), quoteId);
      const number = (value: string | undefined) => (value === undefined || value === '' ? null : Number(value));
      const lots = quote.positions
        .getItems()
        .filter((position) => position.key?.startsWith('lot:'))
        .map((position) => ({
          lotNumber: position.configuration.lotNumber ?? position.key!.slice(4),
          description: position.name,
          lengthCm: number(position.configuration.lengthCm),
          widthCm: number(position.configuration.widthCm),
          heightCm: number(position.configuration.heightCm),
          weightKg: number(position.configuration.weightKg),
        }));
      return { quoteId: quote.id, formattedId: quote.formattedId, ...composePackages(lots) };
    },

    /** POST /koller/get-insurance-quote (R001-7.048, R001-3.54). */
    async insuranceQuote(ctx: RequestContext, rawInput: unknown): Promise<InsuranceRate> {
      requireGuard(ctx, 'orderDesk');
      const input = insuranceQuoteInputSchema.parse(rawInput);
      return insuranceRate(await loadInsuranceTariff(options.em()), input.countryCode, input.insuranceKind, input.declaredValue);
    },

    /** GET /koller/get-insurance-csv (R001-7.049): the tariff as CSV (UTF-8 with BOM, `;`). */
    async insuranceCsv(ctx: RequestContext): Promise<string> {
      requireGuard(ctx, 'orderDesk');
      return insuranceTariffCsv(await loadInsuranceTariff(options.em()));
    },

    /**
     * The quote import flow (R001-4.19, R001-1.20–1.22): the invoice becomes a shipping quote for
     * the chosen customer (or a new guest customer) with the lots, insurance, the express-courier
     * rate and the fixed lump sums, delivery cost 0, in one transaction. The courier is asked
     * before the transaction (an outside call never holds it open).
     */
    async importQuote(ctx: RequestContext, file: ImportFile, importOptions: ImportOptions & { customerId?: number | undefined } = {}): Promise<ImportReport<AuctionQuoteSummary>> {
      requireGuard(ctx, 'orderDesk');
      checkImportFile(file);
      const { customerId } = auctionQuoteOptionsSchema.parse({ customerId: importOptions.customerId });
      const parsed = parseAuctionInvoice(file.bytes);
      const invoice = parsed.invoiceData;
      let priced: { insurance: InsuranceRate; courier: CourierRate } | null = null;
      if (invoice) {
        const em = options.em();
        const tariff = await loadInsuranceTariff(em);
        const composition = composePackages(lotSizesOf(invoice));
        const values = new Map(invoice.positions.map((lot) => [lot.lotNumber, lot.lineTotal]));
        const courier = await expressCourierRate({
          em,
          carrier: options.carrier(),
          logger: options.logger,
          destination: { countryCode: invoice.deliveryAddress.country, postalCode: invoice.deliveryAddress.zipCode, city: invoice.deliveryAddress.city },
          packages: carrierPackagesOf(composition, values),
          tariff,
        });
        priced = { insurance: insuranceRate(tariff, invoice.deliveryAddress.country, invoice.insuranceKind, invoice.total), courier };
      }
      return runImport(options.em, 'koller', file, { ...importOptions, by: importOptions.by ?? ctx.email }, async (em) => {
        if (!invoice || !priced) {
          return { issues: parsed.issues, summary: { invoiceRef: null, lots: 0, quoteId: null, formattedId: null, customerId: null, newCustomer: false, insurance: null, courier: null, grandTotal: null } };
        }
        return writeAuctionQuote(em, invoice, customerId, priced, ctx);
      });
    },
  };
}
export type KollerService = ReturnType<typeof createKollerService>;
