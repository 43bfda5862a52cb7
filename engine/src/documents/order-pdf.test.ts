import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readQrBill } from '../../test/qr-bill';
import { DEFAULT_COMPANY_PROFILE } from '../settings/company';
import { paymentTermsText, renderOrderPdf, type OrderDocumentData } from './order-pdf';
import { qrReferenceForOrder } from './qr-reference';

function sample(overrides: Partial<OrderDocumentData> = {}): OrderDocumentData {
  return {
    id: 4711,
    formattedId: 'B-2026-004711',
    createdAt: new Date('2026-11-22T10:00:00Z'),
    locale: 'de-CH',
    paymentMethodId: 1,
    paymentStatusId: 2,
    deliveryType: 2,
    orderReference: 'PO-1',
    comment: null,
    requestedDeliveryDate: null,
    invoiceEmail: 'einkauf@example.ch',
    invoiceAddress: { name: 'Muster Logistik AG', street: 'Bahnhofstrasse 12', zipCode: '4632', city: 'Trimbach', country: 'CH' },
    deliveryAddress: { name: 'Muster Logistik AG', street: 'Industrieweg 5a', zipCode: '4632', city: 'Trimbach', country: 'CH' },
    positions: [{ name: 'Europalette', articleNumber: 'PAL_0001', configuration: {}, customerRef: null, quantity: 12, pricePerOne: '100.00' }],
    discount: '0',
    deliveryCost: '150.00',
    hasVat: true,
    vatRate: '0.0810',
    vatAmount: '109.35',
    total: '1200.00',
    grandTotal: '1459.35',
    paymentDays: 30,
    skonto: null,
    ...overrides,
  };
}

function layoutText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'order-pdf-')), 'order.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

describe('order PDF with Swiss QR-bill', () => {
  it('R000-9.18 R000-9.19 an invoice carries a QR-bill for the grand total with the order’s QR reference on the QR-IBAN', async () => {
    const pdf = await renderOrderPdf(sample(), DEFAULT_COMPANY_PROFILE);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const bill = await readQrBill(pdf);
    expect(bill).toMatchObject({
      amount: '1459.35',
      currency: 'CHF',
      referenceType: 'QRR',
      reference: qrReferenceForOrder(4711),
      account: 'CH4431999123000889012',
      creditorName: 'Holzwerk Gösgen AG',
      debtorName: 'Muster Logistik AG',
      message: 'B-2026-004711',
    });
  }, 60_000);

  it('prepayment gets a slip too; French order, slip read back', async () => {
    const bill = await readQrBill(await renderOrderPdf(sample({ paymentMethodId: 2, locale: 'fr-FR', grandTotal: '99.95' }), DEFAULT_COMPANY_PROFILE));
    expect(bill).toMatchObject({ amount: '99.95', reference: qrReferenceForOrder(4711) });
  }, 60_000);

  it('online methods get a confirmation without a slip', async () => {
    const pdf = await renderOrderPdf(sample({ paymentMethodId: 100, paymentStatusId: 1 }), DEFAULT_COMPANY_PROFILE);
    await expect(readQrBill(pdf)).rejects.toThrow('no Swiss QR code');
  }, 60_000);

  it('R000-3.29 an order at the final price agreed in its quote shows the adjustment, so the rows add up (decision 818)', async () => {
    // 12 × 100.00 less 5 % = 1140.00; agreed 1200.00 gross with 150.00 freight: goods 960.12, VAT 89.88.
    const pdf = await renderOrderPdf(sample({ discount: '0.05', total: '960.12', vatAmount: '89.88', grandTotal: '1200.00' }), DEFAULT_COMPANY_PROFILE);
    const file = join(mkdtempSync(join(tmpdir(), 'order-pdf-')), 'order.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toMatch(/Rabatt 5 %\s+-60\.00/);
    expect(text).toMatch(/Anpassung an vereinbarten Endpreis\s+-179\.88/);
    expect(text).toMatch(/Gesamtbetrag CHF\s+1'200\.00/);
  }, 60_000);

  it('a long order flows over pages and the slip still lands on its own page', async () => {
    const positions = Array.from({ length: 40 }, (_, index) => ({ name: `Holzkiste ${index + 1}`, articleNumber: `KISTE_${index}`, configuration: { Länge: '1200' }, customerRef: null, quantity: 1, pricePerOne: '10.00' }));
    const pdf = await renderOrderPdf(sample({ positions, total: '400.00', vatAmount: '44.56', grandTotal: '594.56' }), DEFAULT_COMPANY_PROFILE);
    expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect((await readQrBill(pdf)).amount).toBe('594.56');
  }, 60_000);

  it('an invoice-payment order is an order confirmation at ordering and the invoice once staff invoice it (decision 1182)', async () => {
    const ordered = layoutText(await renderOrderPdf(sample({ orderStatusId: 1 }), DEFAULT_COMPANY_PROFILE));
    expect(ordered).toContain('Auftragsbestätigung B-2026-004711');
    expect(ordered).not.toContain('Rechnung B-2026-004711');
    const invoiced = layoutText(await renderOrderPdf(sample({ orderStatusId: 5 }), DEFAULT_COMPANY_PROFILE));
    expect(invoiced).toContain('Rechnung B-2026-004711');
    expect(invoiced).not.toContain('Auftragsbestätigung');
    expect(layoutText(await renderOrderPdf(sample({ orderStatusId: 1, locale: 'fr-FR' }), DEFAULT_COMPANY_PROFILE))).toContain('Confirmation de commande');
  }, 60_000);

  it('a pickup order’s “Ohne MWST (Abholung oder Lieferung ins Ausland)” stays on its own rows, clear of “Gesamtbetrag CHF”', async () => {
    const text = layoutText(await renderOrderPdf(sample({ deliveryType: 1, hasVat: false, vatAmount: '0', deliveryCost: null, grandTotal: '1200.00' }), DEFAULT_COMPANY_PROFILE));
    const lines = text.split('\n');
    const total = lines.findIndex((line) => line.includes('Gesamtbetrag CHF'));
    expect(total).toBeGreaterThan(0);
    expect(lines[total]).toMatch(/^\s*Gesamtbetrag CHF\s+1'200\.00\s*$/);
    const noVat = lines.slice(0, total).join(' ').replace(/\s+/g, ' ');
    expect(noVat).toMatch(/Ohne MWST \(Abholung oder Lieferung ins( 0\.00)? Ausland\)/);
  }, 60_000);

  it('R000-9.18 R000-9.19 payment terms: 30 days (or the customer’s), skonto, reminder fee CHF 30; prepayment and online texts', () => {
    expect(paymentTermsText({ paymentMethodId: 1, paymentStatusId: 2, paymentDays: 30, skonto: null, locale: 'de-CH' })).toEqual([
      'Zahlbar innert 30 Tagen netto mit dem QR-Einzahlungsschein unten.',
      'Bei Zahlungsverzug erheben wir eine Mahngebühr von CHF 30.00.',
    ]);
    expect(paymentTermsText({ paymentMethodId: 1, paymentStatusId: 2, paymentDays: 10, skonto: { percent: '2.00', days: 5 }, locale: 'en-US' })).toEqual([
      'Payable within 10 days net using the QR payment part below.',
      '2 % cash discount for payment within 5 days.',
      'A reminder fee of CHF 30.00 is charged for late payment.',
    ]);
    expect(paymentTermsText({ paymentMethodId: 2, paymentStatusId: 2, paymentDays: 30, skonto: null, locale: 'de-CH' })[0]).toContain('Vorauszahlung');
    expect(paymentTermsText({ paymentMethodId: 100, paymentStatusId: 1, paymentDays: 30, skonto: null, locale: 'de-CH' })).toEqual(['Bezahlt mit TWINT.']);
  });
});
