import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import PDFDocument from 'pdfkit';
import { configurationText } from '../catalog/configuration-display';
import type { AttributeTexts } from '../catalog/attribute-texts';
import { EngineError } from '../errors';
import { resolveLocale } from '../i18n/locales';
import { formatVatNumber, labelled } from '../i18n/number-format';
import { formatChf, formatPercent, roundMoney, sumMoney, toDecimal } from '../money/money';
import { OrderStatus, PaymentMethod } from '../requests/enums';
import type { AddressSnapshot } from '../requests/request.entity';
import type { CompanyProfile } from '../settings/company';
import { loadCompanyProfile } from '../settings/company-settings';
import { deliveryTypeDocumentLabel, isPickup } from '../shipping/delivery';
import { documentText as t, type OrderDocumentTextKey } from './order-document-texts';
import { formatQrReference, qrReferenceForOrder } from './qr-reference';
import { carrierServiceText, isQrBillMethod, loadOrderDocumentData, loadQuoteDocumentData, type DocumentLine, type OrderDocumentData } from './order-document-data';
import { amountDue, attachQrBill } from './qr-bill-slip';

export { DEFAULT_PAYMENT_DAYS, carrierServiceText, documentLines, isQrBillMethod, loadOrderDocumentData, loadQuoteDocumentData, type OrderDocumentData } from './order-document-data';
export { amountDue } from './qr-bill-slip';


export const PDF_NOT_CREATED_MESSAGE = 'PDF wurde nicht erzeugt';


const mm = (millimetres: number) => (millimetres * 72) / 25.4;
const PAGE = { width: 595.28, height: 841.89 };
const LEFT = mm(20);
const RIGHT = PAGE.width - mm(20);
const CONTENT_WIDTH = RIGHT - LEFT;
const GREY = '#555555';
const RULE = '#999999';


function addressLines(address: AddressSnapshot): string[] {
  return [
    address.name,
    address.addition,
    address.street,
    address.additionalAddress,
    `${address.country && address.country !== 'CH' ? `${address.country}-` : ''}${address.zipCode} ${address.city}`,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

/** Swiss dates in every language: 26.11.2026 (decision 915: de-CH, fr-CH, en-CH). */
const DATE_LOCALES: Record<string, string> = { 'fr-FR': 'fr-CH', 'en-US': 'en-CH' };

function formatDate(date: Date | string, locale: string): string {
  const instant = typeof date === 'string' ? new Date(`${date}T12:00:00Z`) : date;
  return new Intl.DateTimeFormat(DATE_LOCALES[locale] ?? locale, { timeZone: 'Europe/Zurich', day: '2-digit', month: '2-digit', year: 'numeric' }).format(instant);
}

/** '8.1' / '8,1' (decision 1165: the reader's decimal separator); the texts add ' %'. */
const percentOf = (fraction: string, locale: string) => formatPercent(fraction, 2, resolveLocale(locale)).replace(/ %$/, '');


/**
 * The order PDF (docs/payments.md): letterhead, addresses, order number and date, positions,
 * shipping, discount, VAT, grand total and payment terms; for invoice and prepayment a Swiss
 * QR-bill for the amount due with the order's QR reference on the company's QR-IBAN.
 */
export async function renderOrderPdf(data: OrderDocumentData, company: CompanyProfile): Promise<Buffer> {
  const locale = data.locale;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: mm(15), bottom: mm(15), left: LEFT, right: mm(20) },
    info: { Title: `${data.formattedId}`, Author: company.name, Subject: titleOf(data) },
    bufferPages: false,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  try {
    drawLetterhead(doc, company, locale);
    drawAddressBlock(doc, data, company, locale);
    let y = drawHeading(doc, data, locale);
    y = drawPositions(doc, data, locale, y);
    y = drawTotals(doc, data, locale, y);
    drawTerms(doc, data, locale, y);
    if (!data.quote && isQrBillMethod(data.paymentMethodId) && amountDue(data).gt(0)) attachQrBill(doc, data, company);
    doc.end();
  } catch (error) {
    doc.end();
    await finished.catch(() => undefined);
    throw new EngineError('unavailable', PDF_NOT_CREATED_MESSAGE, { cause: error });
  }
  return finished;
}

/**
 * Swiss practice (decision 1182): an invoice-payment order is confirmed first — its PDF at ordering
 * is the order confirmation (Auftragsbestätigung) — and becomes the invoice (Rechnung) when staff
 * invoice it (order status INVOICED).
 */
const isInvoice = (data: OrderDocumentData) => data.paymentMethodId === PaymentMethod.INVOICE && data.orderStatusId === OrderStatus.INVOICED;

/** Offerte, Rechnung or Auftragsbestätigung in the document's language. */
const titleOf = (data: OrderDocumentData) => t(data.quote ? 'doc.title.quote' : isInvoice(data) ? 'doc.title.invoice' : 'doc.title.confirmation', data.locale);

function drawLetterhead(doc: PDFKit.PDFDocument, company: CompanyProfile, locale: string): void {
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text(company.name, LEFT, mm(12));
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
  doc.text(`${company.street} · ${company.zipCode} ${company.city} · ${company.country === 'CH' ? t('doc.switzerland', locale) : company.country}`, LEFT, mm(19.5));
  doc.text(`${company.phone} · ${company.email} · ${company.web.replace(/^https?:\/\//, '')}`, LEFT, mm(23));
  doc.text(`${t('doc.vatNumber', locale)} ${formatVatNumber(company.vatNumber, resolveLocale(locale))}`, LEFT, mm(26.5));
  doc.moveTo(LEFT, mm(31)).lineTo(RIGHT, mm(31)).lineWidth(0.5).strokeColor(RULE).stroke();
}

function drawAddressBlock(doc: PDFKit.PDFDocument, data: OrderDocumentData, company: CompanyProfile, locale: string): void {
  // Sender line and recipient in the right-hand window of a Swiss C5 envelope.
  const x = mm(118);
  doc.font('Helvetica').fontSize(7).fillColor(GREY).text(`${company.name}, ${company.street}, ${company.zipCode} ${company.city}`, x, mm(40), { width: RIGHT - x });
  doc.moveTo(x, mm(43.5)).lineTo(RIGHT, mm(43.5)).lineWidth(0.3).strokeColor(RULE).stroke();
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  const lines = data.invoiceAddress ? addressLines(data.invoiceAddress) : [];
  doc.text(lines.join('\n'), x, mm(46), { width: RIGHT - x, lineGap: 1.5 });
  // Left column: delivery.
  doc.fontSize(8.5).fillColor(GREY).text(t('doc.delivery', locale), LEFT, mm(40));
  doc.fontSize(10).fillColor('#000000');
  // Pickup: the pickup place (the company site) and the chosen date and time slot (decision 810).
  const pickupAt = data.requestedDeliveryDate
    ? [t('doc.pickupAt', locale, { date: formatDate(data.requestedDeliveryDate, locale), slot: data.pickupSlot ?? '' }).trim()]
    : [];
  const pickup = isPickup(data.deliveryType);
  // The pickup place follows the company's city in the settings (decision 1097).
  const label = deliveryTypeDocumentLabel(data.deliveryType, locale, company);
  const delivery = pickup
    ? [label, ...(data.deliveryAddress ? addressLines(data.deliveryAddress) : []), ...pickupAt]
    : [label, ...(data.deliveryAddress ? addressLines(data.deliveryAddress) : [])];
  if (data.carrierService && !pickup) delivery.splice(1, 0, carrierServiceText(data.carrierService, locale));
  doc.text(delivery.join('\n'), LEFT, mm(44.5), { width: mm(85), lineGap: 1.5 });
}

function drawHeading(doc: PDFKit.PDFDocument, data: OrderDocumentData, locale: string): number {
  let y = mm(73);
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#000000').text(`${titleOf(data)} ${data.formattedId}`, LEFT, y);
  y += 22;
  const method = data.paymentMethodId === null ? '–' : t(`doc.method.${data.paymentMethodId}` as OrderDocumentTextKey, locale);
  const facts: [string, string][] = data.quote
    ? [
        [t('doc.quoteNumber', locale), data.formattedId],
        [t('doc.date', locale), formatDate(data.createdAt, locale)],
        [t('doc.validUntil', locale), data.quote.validUntilDate ? formatDate(data.quote.validUntilDate, locale) : '–'],
        [t('doc.timeToDeliver', locale), t('doc.workingDays', locale, { days: data.quote.timeToDeliver })],
      ]
    : [
        [t('doc.orderNumber', locale), data.formattedId],
        [t('doc.date', locale), formatDate(data.createdAt, locale)],
        [t('doc.paymentMethod', locale), method],
      ];
  if (data.orderReference) facts.push([t('doc.customerReference', locale), data.orderReference]);
  if (data.requestedDeliveryDate) facts.push([t('doc.requestedDate', locale), formatDate(data.requestedDeliveryDate, locale)]);
  doc.font('Helvetica').fontSize(9);
  facts.forEach(([label, value], index) => {
    const column = index % 2;
    const row = Math.floor(index / 2);
    const x = LEFT + column * (CONTENT_WIDTH / 2);
    doc.fillColor(GREY).text(labelled(label, locale), x, y + row * 13, { width: mm(42) });
    doc.fillColor('#000000').text(value, x + mm(42), y + row * 13, { width: CONTENT_WIDTH / 2 - mm(44) });
  });
  y += Math.ceil(facts.length / 2) * 13 + 4;
  if (data.comment) {
    doc.fillColor(GREY).text(labelled(t('doc.comment', locale), locale), LEFT, y, { width: mm(42) });
    doc.fillColor('#000000').text(data.comment, LEFT + mm(42), y, { width: CONTENT_WIDTH - mm(42) });
    y = doc.y + 6;
  }
  return y + 6;
}

const COLUMNS = { position: LEFT, article: LEFT + mm(12), quantity: LEFT + mm(104), unitPrice: LEFT + mm(120), total: LEFT + mm(146) };
const NUMBER_WIDTH = { quantity: mm(14), unitPrice: mm(24), total: RIGHT - (LEFT + mm(146)) };

function ensureSpace(doc: PDFKit.PDFDocument, y: number, needed: number): number {
  if (y + needed <= PAGE.height - mm(20)) return y;
  doc.addPage();
  return mm(20);
}

function drawPositions(doc: PDFKit.PDFDocument, data: OrderDocumentData, locale: string, start: number): number {
  let y = start;
  const texts = data.attributeTexts ?? {};
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#000000');
    doc.text(t('doc.col.position', locale), COLUMNS.position, y);
    doc.text(t('doc.col.article', locale), COLUMNS.article, y);
    doc.text(t('doc.col.quantity', locale), COLUMNS.quantity, y, { width: NUMBER_WIDTH.quantity, align: 'right' });
    doc.text(t('doc.col.unitPrice', locale), COLUMNS.unitPrice, y, { width: NUMBER_WIDTH.unitPrice, align: 'right' });
    doc.text(t('doc.col.total', locale), COLUMNS.total, y, { width: NUMBER_WIDTH.total, align: 'right' });
    y += 13;
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#000000').stroke();
    y += 5;
  };
  header();
  let number = 0;
  data.positions.forEach((position) => {
    if (position.sub) {
      const before = y;
      y = ensureSpace(doc, y, subPositionHeight(doc, position, locale, texts) + 6);
      if (y !== before) header();
      y = drawSubPosition(doc, position, locale, y, texts);
      return;
    }
    number += 1;
    const details = [
      position.articleNumber,
      configurationText(position.configuration, resolveLocale(locale), [], texts),
      position.customerRef ? `${labelled(t('doc.customerReference', locale), locale)} ${position.customerRef}` : '',
    ].filter(Boolean).join(' · ');
    const articleWidth = COLUMNS.quantity - COLUMNS.article - mm(4);
    doc.font('Helvetica').fontSize(9);
    const height = doc.heightOfString(position.name, { width: articleWidth }) + (details ? doc.fontSize(7.5).heightOfString(details, { width: articleWidth }) + 2 : 0);
    const before = y;
    y = ensureSpace(doc, y, height + 8);
    if (y !== before) header();
    const line = position.pricePerOne === null ? null : roundMoney(toDecimal(position.pricePerOne).times(position.quantity));
    doc.font('Helvetica').fontSize(9).fillColor('#000000');
    doc.text(String(number), COLUMNS.position, y);
    doc.text(position.name, COLUMNS.article, y, { width: articleWidth });
    const afterName = doc.y;
    doc.text(String(position.quantity), COLUMNS.quantity, y, { width: NUMBER_WIDTH.quantity, align: 'right' });
    doc.text(position.pricePerOne === null ? (data.quote ? t('doc.onRequest', locale) : '–') : formatChf(position.pricePerOne), COLUMNS.unitPrice, y, { width: NUMBER_WIDTH.unitPrice, align: 'right' });
    doc.text(line === null ? '–' : formatChf(line), COLUMNS.total, y, { width: NUMBER_WIDTH.total, align: 'right' });
    if (details) doc.fontSize(7.5).fillColor(GREY).text(details, COLUMNS.article, afterName + 1, { width: articleWidth });
    y = Math.max(doc.y, afterName) + 5;
    doc.moveTo(LEFT, y - 2.5).lineTo(RIGHT, y - 2.5).lineWidth(0.25).strokeColor('#cccccc').stroke();
  });
  return y + 2;
}

const SUB_INDENT = COLUMNS.article + mm(5);
const SUB_WIDTH = COLUMNS.quantity - SUB_INDENT - mm(4);
const subDetails = (position: DocumentLine, locale: string, texts: AttributeTexts) => [position.articleNumber, configurationText(position.configuration, resolveLocale(locale), [], texts)].filter(Boolean).join(' · ');

function subPositionHeight(doc: PDFKit.PDFDocument, position: DocumentLine, locale: string, texts: AttributeTexts): number {
  const details = subDetails(position, locale, texts);
  doc.font('Helvetica').fontSize(8.5);
  return doc.heightOfString(`– ${position.name}`, { width: SUB_WIDTH }) + (details ? doc.fontSize(7.5).heightOfString(details, { width: SUB_WIDTH }) + 2 : 0);
}

/** A sub-position: indented, its quantity only — its price is part of its root's line. */
function drawSubPosition(doc: PDFKit.PDFDocument, position: DocumentLine, locale: string, y: number, texts: AttributeTexts): number {
  const details = subDetails(position, locale, texts);
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
  doc.text(`– ${position.name}`, SUB_INDENT, y, { width: SUB_WIDTH });
  const afterName = doc.y;
  doc.text(String(position.quantity), COLUMNS.quantity, y, { width: NUMBER_WIDTH.quantity, align: 'right' });
  if (details) doc.fontSize(7.5).text(details, SUB_INDENT, afterName + 1, { width: SUB_WIDTH });
  doc.fillColor('#000000');
  return Math.max(doc.y, afterName) + 4;
}

function drawTotals(doc: PDFKit.PDFDocument, data: OrderDocumentData, locale: string, start: number): number {
  const subtotal = roundMoney(sumMoney(data.positions.map((position) => (position.sub || position.pricePerOne === null ? '0' : toDecimal(position.pricePerOne).times(position.quantity)))));
  const total = roundMoney(data.total ?? subtotal);
  const rows: [string, string, boolean][] = [[t('doc.subtotal', locale), formatChf(subtotal), false]];
  const discounted = roundMoney(subtotal.times(new Decimal(1).minus(data.discount)));
  if (new Decimal(data.discount).gt(0)) rows.push([t('doc.discount', locale, { percent: percentOf(data.discount, locale) }), formatChf(discounted.minus(subtotal)), false]);
  // A quote ordered at the final price staff agreed (decision 818): the difference, so the rows add up.
  if (!total.equals(discounted)) rows.push([t('doc.finalPriceAdjustment', locale), formatChf(total.minus(discounted)), false]);
  if (data.deliveryCost !== null) rows.push([t('doc.shipping', locale), formatChf(data.deliveryCost), false]);
  const vatAmount = data.vatAmount === null && data.quote ? t('doc.onRequest', locale) : formatChf(data.vatAmount ?? '0');
  rows.push(data.hasVat ? [t('doc.vat', locale, { percent: percentOf(data.vatRate, locale) }), vatAmount, false] : [t('doc.noVat', locale), formatChf('0'), false]);
  // A quote not yet priced says so instead of CHF 0.00.
  const grandTotal = data.grandTotal === null && data.quote ? t('doc.onRequest', locale) : formatChf(data.grandTotal ?? '0');
  rows.push([`${t('doc.grandTotal', locale)} CHF`, grandTotal, !data.quote?.finalPrice]);
  if (data.quote?.finalPrice) rows.push([`${t('doc.finalPrice', locale)} CHF`, formatChf(data.quote.finalPrice), true]);
  let y = ensureSpace(doc, start, rows.length * 24 + 10);
  const labelX = LEFT + mm(80);
  for (const [label, value, strong] of rows) {
    if (strong) {
      doc.moveTo(labelX, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor('#000000').stroke();
      y += 4;
    }
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 10.5 : 9).fillColor('#000000');
    const width = COLUMNS.total - labelX - mm(2);
    doc.text(label, labelX, y, { width });
    doc.text(value, COLUMNS.total, y, { width: NUMBER_WIDTH.total, align: 'right' });
    // A label on two lines ("Ohne MWST (Abholung oder Lieferung ins Ausland)") pushes the next row down instead of running into it.
    y += Math.max(strong ? 15 : 12, doc.heightOfString(label, { width }) + 3);
  }
  doc.moveTo(labelX, y - 2).lineTo(RIGHT, y - 2).lineWidth(0.75).strokeColor('#000000').stroke();
  return y + 6;
}

/** The payment terms paragraph (000 §9). */
export function paymentTermsText(data: Pick<OrderDocumentData, 'paymentMethodId' | 'paymentStatusId' | 'paymentDays' | 'skonto' | 'locale'>): string[] {
  const locale = data.locale;
  const method = data.paymentMethodId === null ? '' : t(`doc.method.${data.paymentMethodId}` as OrderDocumentTextKey, locale);
  if (data.paymentMethodId === 1) {
    return [
      t('doc.terms.invoice', locale, { days: data.paymentDays }),
      ...(data.skonto && new Decimal(data.skonto.percent).gt(0) ? [t('doc.terms.skonto', locale, { days: data.skonto.days, percent: new Decimal(data.skonto.percent).toFixed() })] : []),
      t('doc.terms.reminder', locale),
    ];
  }
  if (data.paymentMethodId === 2) return [t('doc.terms.prepayment', locale)];
  return [t(data.paymentStatusId === 1 ? 'doc.terms.onlinePaid' : 'doc.terms.onlineOpen', locale, { method })];
}

function drawTerms(doc: PDFKit.PDFDocument, data: OrderDocumentData, locale: string, start: number): void {
  const terms = data.quote ? t('doc.terms.quote', locale) : paymentTermsText(data).join(' ');
  const fine = `${t('doc.terms.defects', locale)} ${t(data.quote ? 'doc.quoteThanks' : 'doc.thanks', locale)}`;
  doc.font('Helvetica').fontSize(8.5);
  const height = doc.heightOfString(terms, { width: CONTENT_WIDTH }) + doc.fontSize(7.5).heightOfString(fine, { width: CONTENT_WIDTH }) + 8;
  const y = ensureSpace(doc, start, height);
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor('#000000').text(terms, LEFT, y, { width: CONTENT_WIDTH, lineGap: 1.5 });
  doc.font('Helvetica').fontSize(7.5).fillColor(GREY).text(fine, LEFT, doc.y + 3, { width: CONTENT_WIDTH, lineGap: 1 });
}


/** The order PDF of a stored order, with the company data from the settings. */
export function createOrderDocuments(options: { em: () => EntityManager }) {
  return {
    /** The order PDF as bytes (invoice/prepayment with QR-bill, online methods without). */
    async renderOrderPdf(orderId: number): Promise<Buffer> {
      const em = options.em();
      const data = await loadOrderDocumentData(em, orderId);
      return renderOrderPdf(data, await loadCompanyProfile(em));
    },
    /** The quote PDF (Offerte): same letterhead and table, validity and time to deliver, no QR-bill. */
    async renderQuotePdf(quoteId: number): Promise<Buffer> {
      const em = options.em();
      const data = await loadQuoteDocumentData(em, quoteId);
      return renderOrderPdf(data, await loadCompanyProfile(em));
    },
    /** The QR reference printed on an order's slip. */
    qrReference: (orderId: number) => qrReferenceForOrder(orderId),
    formatQrReference,
  };
}
export type OrderDocuments = ReturnType<typeof createOrderDocuments>;
