import { Decimal } from 'decimal.js';
import PDFDocument from 'pdfkit';
import type { CompanyProfile } from '../settings/company';
import { formatChf } from '../money/money';
import type { AddressSnapshot } from '../requests/request.entity';
import type { CarrierCommodity, PurposeOfShipment, TermsOfSale } from '../shipping/carrier';

export interface CommercialInvoiceInput {
  orderNumber: string;
  date: string;
  shipper: CompanyProfile;
  recipient: AddressSnapshot;
  commodities: CarrierCommodity[];
  purposeOfShipment: PurposeOfShipment;
  termsOfSale: TermsOfSale;
  trackingNumber?: string | null | undefined;
}

/**
 * The commercial invoice of an order for customs (ETD), in English as customs expect: the
 * positions with tariff number (the product's commodity reference attribute, type 12), origin
 * CH, quantity, unit and customs values, the purpose and the terms of sale (Incoterm).
 */
export function renderCommercialInvoice(input: CommercialInvoiceInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Commercial Invoice ${input.orderNumber}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text('COMMERCIAL INVOICE');
    doc.moveDown(0.5).font('Helvetica').fontSize(10);
    doc.text(`Invoice / order no.: ${input.orderNumber}    Date: ${input.date}${input.trackingNumber ? `    AWB: ${input.trackingNumber}` : ''}`);
    doc.moveDown();
    const top = doc.y;
    doc.font('Helvetica-Bold').text('Shipper / exporter', 50, top).font('Helvetica');
    doc.text([input.shipper.name, input.shipper.street, `CH-${input.shipper.zipCode} ${input.shipper.city}`, 'Switzerland', input.shipper.phone, input.shipper.vatNumber].join('\n'));
    doc.font('Helvetica-Bold').text('Consignee', 300, top).font('Helvetica');
    const recipient = input.recipient;
    doc.text(
      [recipient.name, recipient.addition, recipient.street, recipient.additionalAddress, `${recipient.country}-${recipient.zipCode} ${recipient.city}`, recipient.state]
        .filter((line): line is string => Boolean(line))
        .join('\n'),
      300,
    );
    doc.x = 50;
    doc.moveDown(2);
    doc.text(`Reason for export: ${input.purposeOfShipment}    Terms of sale (Incoterm): ${input.termsOfSale}    Currency: CHF`, 50);
    doc.moveDown();
    const columns = [50, 250, 330, 370, 420, 480];
    const widthOf = (index: number) => (columns[index + 1] ?? 545) - (columns[index] ?? 50) - 4;
    const header = ['Description', 'HS code', 'Origin', 'Qty', 'Unit value', 'Total value'];
    let y = doc.y;
    doc.font('Helvetica-Bold');
    header.forEach((text, index) => doc.text(text, columns[index], y, { width: widthOf(index) }));
    doc.font('Helvetica');
    y = doc.y + 4;
    let total = new Decimal(0);
    let weight = 0;
    for (const line of input.commodities) {
      const value = new Decimal(line.unitPrice).times(line.quantity);
      total = total.plus(value);
      weight += line.weightKg;
      const cells = [line.description, line.harmonizedCode ?? '–', line.countryOfManufacture, `${line.quantity} ${line.unit}`, formatChf(line.unitPrice), formatChf(value.toFixed(2))];
      cells.forEach((text, index) => doc.text(text, columns[index], y, { width: widthOf(index) }));
      y = doc.y + 4;
    }
    doc.moveDown();
    doc.font('Helvetica-Bold').text(`Total customs value: CHF ${formatChf(total.toFixed(2))}    Total net weight: ${weight.toFixed(1)} kg`, 50);
    doc.font('Helvetica').moveDown(2);
    doc.text('I declare that the information on this invoice is true and correct and that the goods are of Swiss origin.');
    doc.moveDown(2).text(`${input.shipper.name}, ${input.shipper.city}`);
    doc.end();
  });
}
