import type { Decimal } from 'decimal.js';
import { SwissQRBill } from 'swissqrbill/pdf';
import { isQRIBAN } from 'swissqrbill/utils';
import { roundMoney } from '../money/money';
import type { CompanyProfile } from '../settings/company';
import { qrReferenceForOrder } from './qr-reference';
import type { OrderDocumentData } from './order-document-data';

/** The Swiss QR-bill slip of an invoice or prepayment (docs/payments.md): amount due, creditor, debtor, QR reference. */

/** Street and house number apart ("Industriestrasse 21" → ["Industriestrasse", "21"]), as the QR-bill wants. */
function splitStreet(street: string): { address: string; buildingNumber?: string } {
  const match = /^(.*\D)\s+(\d+\s?[a-zA-Z]?)$/.exec(street.trim());
  return match?.[1] && match[2] ? { address: match[1].trim(), buildingNumber: match[2].replace(/\s/g, '') } : { address: street.trim() };
}

/** The amount due on the slip: the grand total (the whole order is open until paid). */
export function amountDue(data: Pick<OrderDocumentData, 'grandTotal'>): Decimal {
  return roundMoney(data.grandTotal ?? '0');
}

export function attachQrBill(doc: PDFKit.PDFDocument, data: OrderDocumentData, company: CompanyProfile): void {
  const creditorStreet = splitStreet(company.street);
  const invoice = data.invoiceAddress;
  const debtorStreet = invoice ? splitStreet(invoice.street) : null;
  const qrIban = isQRIBAN(company.qrIban.replace(/\s/g, ''));
  const bill = new SwissQRBill(
    {
      currency: 'CHF',
      amount: amountDue(data).toNumber(),
      creditor: {
        account: company.qrIban.replace(/\s/g, ''),
        name: company.name,
        address: creditorStreet.address,
        ...(creditorStreet.buildingNumber ? { buildingNumber: creditorStreet.buildingNumber } : {}),
        zip: company.zipCode,
        city: company.city,
        country: company.country,
      },
      ...(invoice && debtorStreet
        ? {
            debtor: {
              name: invoice.name.slice(0, 70),
              address: debtorStreet.address.slice(0, 70),
              ...(debtorStreet.buildingNumber ? { buildingNumber: debtorStreet.buildingNumber } : {}),
              zip: invoice.zipCode,
              city: invoice.city.slice(0, 35),
              country: invoice.country || 'CH',
            },
          }
        : {}),
      ...(qrIban ? { reference: qrReferenceForOrder(data.id) } : {}),
      message: `${data.formattedId}`,
    },
    { language: slipLanguage(data.locale), scissors: true },
  );
  // At the foot of the current page when it fits, else swissqrbill adds a page for the slip.
  bill.attachTo(doc);
}

const slipLanguage = (locale: string): 'DE' | 'FR' | 'EN' => (locale.startsWith('fr') ? 'FR' : locale.startsWith('en') ? 'EN' : 'DE');
