import type { EntityManager } from '@mikro-orm/postgresql';
import ExcelJS from 'exceljs';
import { CustomerProduct, Product } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { Customer, User } from '../customers/customer.entity';
import { toMoneyString } from '../money/money';
import { CustomerRequestType, OrderStatus, PaymentMethod, PaymentStatus } from '../requests/enums';
import { DeliveryMode, DeliveryType } from '../shipping/delivery';
import { OrderPosition, Quote, type AddressSnapshot, type IOrder, type IQuote } from '../requests/request.entity';
import { writeOrder } from '../orders/order-placement';
import { nextRequestId, recomputeTotals } from '../requests/request-builder';
import { EngineError } from '../errors';
import type { OrderPriceInput, PricingService } from '../pricing/pricing-service';
import { translateValidation } from '../validation/messages';
import { formatQuoteId } from '../quotes/quote-schemas';
import { columnKey, parseSwissNumber, type LineIssue } from './csv-reader';
import { checkImportFile, runImport, type ImportFile, type ImportOptions, type ImportReport } from './import-runner';
import { parseId } from '../validation/ids';
import { requireGuard } from '../auth/permissions';

/**
 * A customer's order spreadsheet (001 §7 POST /import-customer-order/from-template-cppumpen;
 * docs/imports.md): the customer's own article numbers and quantities, read with exceljs, become
 * a quote for that customer priced by the engine (customer prices, discount), for the back
 * office to check and send (decision 834) — or, when staff ask for it (`target: 'ORDER'`, the
 * customer has ordered by sending the sheet), an order placed at once (decision 855). Line
 * numbers are the sheet's row numbers.
 */

/** What the sheet becomes: a quote (default) or an order. */
export const TEMPLATE_TARGETS = ['QUOTE', 'ORDER'] as const;
export type TemplateTarget = (typeof TEMPLATE_TARGETS)[number];

/** 'ORDER', 'order', 'Bestellung' → 'ORDER'; empty → 'QUOTE'; anything else null. */
export function templateTarget(value: string | undefined | null): TemplateTarget | null {
  const key = (value ?? '').trim().toLowerCase();
  if (key === '' || key === 'quote' || key === 'offerte' || key === 'offre') return 'QUOTE';
  if (key === 'order' || key === 'bestellung' || key === 'commande' || key === 'auftrag') return 'ORDER';
  return null;
}

const ARTICLE_HEADERS = ['artikelnummer', 'ihreartikelnummer', 'artnr', 'artikelnr', 'articlenumber', 'article', 'artikel', 'materialnummer', 'materialnr'].map(columnKey);
const QUANTITY_HEADERS = ['menge', 'anzahl', 'stück', 'stk', 'quantity', 'qty', 'quantité'].map(columnKey);
const REFERENCE_HEADERS = ['bemerkung', 'referenz', 'position', 'reference', 'kommentar', 'kostenstelle'].map(columnKey);
const CUSTOMER_LABELS = ['kunde', 'kundennummer', 'kundennr', 'customer', 'customernumber'].map(columnKey);

export const TEMPLATE_MESSAGES = {
  unreadable: 'Die Datei ist keine lesbare Excel-Datei (xlsx).',
  noHeader: 'Keine Kopfzeile mit den Spalten «Artikelnummer» und «Menge» gefunden.',
  noCustomer: 'Kein Kunde angegeben (Feld «Kunde» im Blatt oder beim Import).',
  unknownCustomer: 'Kunde «{value}» nicht gefunden.',
  unknownArticle: 'Artikel «{value}» ist für diesen Kunden nicht bekannt.',
  quantity: 'Die Menge «{value}» ist keine ganze Zahl grösser als 0.',
  duplicate: 'Artikel «{value}» steht schon in Zeile {first}.',
  noPrice: 'Für Artikel «{value}» ist kein Preis verfügbar.',
  noAddress: 'Der Kunde hat keine Lieferadresse.',
  empty: 'Das Blatt enthält keine Bestellzeilen.',
  target: 'Unbekanntes Ziel «{value}»: Offerte oder Bestellung.',
  /** A configuration the one rule refuses (decision 1088); `problem` names the attribute. */
  configuration: 'Artikel «{value}»: {problem}',
} as const;

export interface TemplateLine {
  line: number;
  article: string;
  quantity: number;
  reference: string | null;
}

export interface ParsedTemplate {
  customer: string | null;
  lines: TemplateLine[];
  issues: LineIssue[];
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if (value instanceof Date) return value.toISOString().slice(0, 10);
  }
  return String(value).trim();
};

/** Reads the first sheet: an optional «Kunde» cell above the header, then one line per article. */
export async function parseOrderTemplate(bytes: Uint8Array): Promise<ParsedTemplate> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as never);
  } catch {
    return { customer: null, lines: [], issues: [{ line: 0, message: TEMPLATE_MESSAGES.unreadable }] };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { customer: null, lines: [], issues: [{ line: 0, message: TEMPLATE_MESSAGES.unreadable }] };
  let customer: string | null = null;
  let columns: { article: number; quantity: number; reference: number | null } | null = null;
  const issues: LineIssue[] = [];
  const lines: TemplateLine[] = [];
  const firstLine = new Map<string, number>();
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = (row.values as ExcelJS.CellValue[]).map(cellText);
    if (!columns) {
      const keys = cells.map((cell) => columnKey(cell.replace(/[:]/g, '')));
      const article = keys.findIndex((key) => ARTICLE_HEADERS.includes(key));
      const quantity = keys.findIndex((key) => QUANTITY_HEADERS.includes(key));
      if (article > 0 && quantity > 0) {
        const reference = keys.findIndex((key) => REFERENCE_HEADERS.includes(key));
        columns = { article, quantity, reference: reference > 0 ? reference : null };
        return;
      }
      const label = keys.findIndex((key) => CUSTOMER_LABELS.includes(key));
      if (label > 0) customer = cells.slice(label + 1).find((cell) => cell !== '') ?? null;
      return;
    }
    const article = cells[columns.article] ?? '';
    const quantityText = cells[columns.quantity] ?? '';
    if (article === '' && quantityText === '') return;
    const quantity = parseSwissNumber(quantityText);
    if (quantity === null || !quantity.isInteger() || quantity.lte(0)) {
      issues.push({ line: rowNumber, message: TEMPLATE_MESSAGES.quantity, params: { value: quantityText } });
      return;
    }
    if (article === '') {
      issues.push({ line: rowNumber, message: 'Das Feld «{column}» ist leer.', params: { column: 'Artikelnummer' } });
      return;
    }
    const first = firstLine.get(article);
    if (first !== undefined) issues.push({ line: rowNumber, message: TEMPLATE_MESSAGES.duplicate, params: { value: article, first } });
    else firstLine.set(article, rowNumber);
    lines.push({ line: rowNumber, article, quantity: quantity.toNumber(), reference: columns.reference === null ? null : cells[columns.reference] || null });
  });
  if (!columns) issues.push({ line: 0, message: TEMPLATE_MESSAGES.noHeader });
  else if (lines.length === 0 && issues.length === 0) issues.push({ line: 0, message: TEMPLATE_MESSAGES.empty });
  return { customer, lines, issues };
}

export interface TemplateSummary {
  customerId: number | null;
  lines: number;
  /** What the sheet became (or would become in a dry run). */
  target: TemplateTarget;
  quoteId: number | null;
  orderId: number | null;
  formattedId: string | null;
  total: string | null;
  [key: string]: unknown;
}

async function findCustomerId(em: EntityManager, value: string): Promise<number | null> {
  const id = parseId(value);
  if (id !== null) {
    const byId = await em.findOne(Customer, { id, deletedAt: null }, { fields: ['id'] });
    if (byId) return byId.id;
  }
  if (value.includes('@')) return (await em.findOne(User, { email: value.toLowerCase() }, { fields: ['customer'] }))?.customer.id ?? null;
  return (await em.findOne(Customer, { companyInfo: { code: value }, deletedAt: null }, { fields: ['id'] }))?.id ?? null;
}

export function createTemplateImportService(options: { em: () => EntityManager; pricing: Pick<PricingService, 'orderPrice'> }) {
  /**
   * The sheet's lines priced; a configuration the one rule refuses (decision 1088) is an issue of
   * its line, naming the attribute, and nothing is priced (null).
   */
  async function priceTemplate(
    ctx: RequestContext,
    issues: LineIssue[],
    resolved: readonly { line: TemplateLine }[],
    input: OrderPriceInput,
  ): Promise<Awaited<ReturnType<PricingService['orderPrice']>> | null> {
    try {
      return await options.pricing.orderPrice(ctx, input);
    } catch (error) {
      if (!EngineError.is(error) || error.kind !== 'invalid') throw error;
      const refused = error.errors.map((entry) => ({ entry, index: /^cartItems\.(\d+)\.configuration/.exec(entry.field ?? '')?.[1] }));
      if (refused.some(({ index }) => index === undefined || !resolved[Number(index)])) throw error;
      for (const { entry, index } of refused) {
        const line = resolved[Number(index)]!.line;
        issues.push({ line: line.line, message: TEMPLATE_MESSAGES.configuration, params: { value: line.article, problem: translateValidation(entry.message, entry.params, ctx.locale) } });
      }
      return null;
    }
  }

  return {
    /** POST /import-customer-order/from-template-cppumpen (R001-7.052): the sheet → a quote for the customer, priced by the engine. */
    async importTemplate(
      ctx: RequestContext,
      file: ImportFile,
      importOptions: ImportOptions & { customer?: string | number | undefined; target?: string | undefined } = {},
    ): Promise<ImportReport<TemplateSummary>> {
      requireGuard(ctx, 'orderDesk');
      checkImportFile(file);
      const parsed = await parseOrderTemplate(file.bytes);
      const issues = [...parsed.issues];
      const target = templateTarget(importOptions.target);
      if (target === null) issues.push({ line: 0, message: TEMPLATE_MESSAGES.target, params: { value: String(importOptions.target) } });
      const summary: TemplateSummary = { customerId: null, lines: parsed.lines.length, target: target ?? 'QUOTE', quoteId: null, orderId: null, formattedId: null, total: null };
      const em = options.em();
      const customerText = importOptions.customer === undefined || importOptions.customer === '' ? parsed.customer : String(importOptions.customer);
      const customerId = customerText ? await findCustomerId(em, customerText) : null;
      if (!customerText) issues.push({ line: 0, message: TEMPLATE_MESSAGES.noCustomer });
      else if (customerId === null) issues.push({ line: 0, message: TEMPLATE_MESSAGES.unknownCustomer, params: { value: customerText } });
      summary.customerId = customerId;
      // The customer's own numbers first, then the shop's article numbers.
      const resolved: { line: TemplateLine; productId: number }[] = [];
      if (customerId !== null) {
        const links = await em.find(CustomerProduct, { customer: customerId, externalProductId: { $in: parsed.lines.map((line) => line.article) } }, { populate: ['product'] });
        const byExternal = new Map(links.filter((link) => !link.product.deletedAt).map((link) => [link.externalProductId ?? '', link.product.id]));
        const byNumber = new Map((await em.find(Product, { articleNumber: { $in: parsed.lines.map((line) => line.article) }, deletedAt: null })).map((product) => [product.articleNumber, product.id]));
        for (const line of parsed.lines) {
          const productId = byExternal.get(line.article) ?? byNumber.get(line.article);
          if (productId === undefined) issues.push({ line: line.line, message: TEMPLATE_MESSAGES.unknownArticle, params: { value: line.article } });
          else resolved.push({ line, productId });
        }
      }
      let priced: Awaited<ReturnType<PricingService['orderPrice']>> | null = null;
      let delivery: AddressSnapshot | null = null;
      if (issues.length === 0 && customerId !== null) {
        const customer = await em.findOneOrFail(Customer, { id: customerId }, { populate: ['addresses', 'users', 'companyInfo'] });
        const address = customer.addresses.getItems().find((candidate) => !candidate.deletedAt && candidate.isDefaultShipping) ?? customer.addresses.getItems().find((candidate) => !candidate.deletedAt);
        if (!address) issues.push({ line: 0, message: TEMPLATE_MESSAGES.noAddress });
        else {
          delivery = { id: address.id, name: address.name, addition: address.addition ?? null, street: address.street, additionalAddress: address.additionalAddress ?? null, zipCode: address.zipCode, city: address.city, country: address.country, state: address.state ?? null };
          priced = await priceTemplate(ctx, issues, resolved, {
            customerId,
            cartItems: resolved.map((entry) => ({ productId: entry.productId, quantity: entry.line.quantity, configuration: {} })),
            country: address.country,
            zipCode: address.zipCode,
            deliveryMode: DeliveryMode.DELIVERY,
            deliveryAddressId: address.id,
          });
          priced?.cartPrice.items.forEach((item, index) => {
            if (!item.available || item.pricePerOne === null) issues.push({ line: resolved[index]!.line.line, message: TEMPLATE_MESSAGES.noPrice, params: { value: resolved[index]!.line.article } });
          });
        }
      }
      return runImport(options.em, 'template', file, { ...importOptions, by: importOptions.by ?? ctx.email }, async (trx) => {
        if (issues.length > 0 || !priced || customerId === null || !delivery) return { issues, summary };
        const customer = await trx.findOneOrFail(Customer, { id: customerId }, { populate: ['users', 'paymentTerm', 'skonto'] });
        const createdAt = new Date();
        const asOrder = target === 'ORDER';
        const id = await nextRequestId(trx, asOrder ? 'shop_order' : 'quote');
        const fields = {
          id,
          customer,
          orderStatusId: OrderStatus.PLACED,
          paymentStatusId: PaymentStatus.OPEN,
          paymentTerm: customer.paymentTerm ?? null,
          skonto: customer.skonto ?? null,
          orderPerson: 'Bestellvorlage',
          orderReference: file.name.slice(0, 300),
          invoiceEmail: customer.users.getItems()[0]?.email ?? null,
          discount: priced.discount,
          invoiceAddress: delivery,
          deliveryAddress: delivery,
          deliveryCost: priced.shippingCost.effectiveCost === null ? null : toMoneyString(priced.shippingCost.effectiveCost),
          customerRequestType: CustomerRequestType.VERPACKUNG,
          deliveryType: DeliveryType.TRUCK,
          locale: ctx.locale,
          createdAt,
          updatedAt: createdAt,
        };
        const products = new Map((await trx.find(Product, { id: { $in: resolved.map((entry) => entry.productId) } })).map((product) => [product.id, product]));
        const writePositions = (request: { order: IOrder } | { quote: IQuote }) => {
          const positions = priced.cartPrice.items.map((item, index) =>
            trx.create(OrderPosition, {
              ...request,
              type: 'PRODUCT',
              product: products.get(item.productId)!,
              name: products.get(item.productId)!.name,
              // The sheet names no configuration: the one rule completed it with the product's defaults (decision 1088).
              configuration: item.configuration,
              quantity: item.quantity,
              pricePerOne: item.pricePerOne,
              customerRef: resolved[index]!.line.reference ?? resolved[index]!.line.article,
              externalCustomerNo: resolved[index]!.line.article.slice(0, 100),
              sortOrder: index,
            }),
          );
          recomputeTotals('order' in request ? request.order : request.quote, positions);
        };
        // An order from the sheet is on account (invoice), as the customer's spreadsheet orders are;
        // it is written by the one writer of orders (decision 930).
        let request: IOrder | IQuote;
        if (asOrder) request = await writeOrder(trx, { ...fields, paymentMethodId: PaymentMethod.INVOICE }, (order) => writePositions({ order }));
        else {
          const quote = trx.create(Quote, { ...fields, formattedId: formatQuoteId(id, createdAt) });
          writePositions({ quote });
          request = quote;
        }
        await trx.flush();
        Object.assign(summary, { [asOrder ? 'orderId' : 'quoteId']: request.id, formattedId: request.formattedId, total: request.grandTotal ?? null });
        return { issues, summary };
      });
    },
  };
}
export type TemplateImportService = ReturnType<typeof createTemplateImportService>;
