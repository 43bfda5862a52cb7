import { describe, expect, it } from 'vitest';
import { readQrBill } from '../../test/qr-bill';
import { DEFAULT_COMPANY_PROFILE } from '../settings/company';
import { renderOrderPdf, type OrderDocumentData } from './order-pdf';

/** The quote PDF (/admin/quote/{id}/pdf): the order PDF's layout with the quote's own facts. */

function quote(overrides: Partial<OrderDocumentData> = {}): OrderDocumentData {
  return {
    id: 812,
    formattedId: 'O-2026-000812',
    createdAt: new Date('2026-11-22T10:00:00Z'),
    locale: 'de-CH',
    paymentMethodId: null,
    paymentStatusId: 2,
    deliveryType: 2,
    orderReference: 'Anfrage 7',
    comment: null,
    requestedDeliveryDate: null,
    invoiceEmail: 'einkauf@example.ch',
    invoiceAddress: { name: 'Muster Logistik AG', street: 'Bahnhofstrasse 12', zipCode: '4632', city: 'Trimbach', country: 'CH' },
    deliveryAddress: null,
    positions: [
      { name: 'Europalette', articleNumber: 'PAL_0001', configuration: {}, customerRef: null, quantity: 12, pricePerOne: '100.00' },
      { name: 'Sonderkiste', articleNumber: null, configuration: {}, customerRef: null, quantity: 1, pricePerOne: null },
    ],
    discount: '0',
    deliveryCost: null,
    hasVat: true,
    vatRate: '0.0810',
    vatAmount: null,
    total: null,
    grandTotal: null,
    paymentDays: 30,
    skonto: null,
    quote: { validUntilDate: '2026-12-22', timeToDeliver: 5, finalPrice: null },
    ...overrides,
  };
}

async function pdfText(pdf: Buffer): Promise<string> {
  const mupdf = await import('mupdf');
  const document = mupdf.Document.openDocument(new Uint8Array(pdf), 'application/pdf');
  try {
    return document.loadPage(0).toStructuredText('preserve-whitespace').asText();
  } finally {
    document.destroy();
  }
}

describe('quote PDF', () => {
  it('R001-7.076 names the quote, its validity and time to deliver; unpriced lines and totals read "auf Anfrage", never CHF 0.00; no QR-bill', async () => {
    const pdf = await renderOrderPdf(quote(), DEFAULT_COMPANY_PROFILE);
    const text = await pdfText(pdf);
    expect(text).toContain('Offerte O-2026-000812');
    expect(text).toContain('Gültig bis');
    expect(text).toContain('22.12.2026');
    expect(text).toContain('5 Arbeitstage');
    expect(text).toContain('auf Anfrage');
    expect(text.split('\n').map((line) => line.trim())).not.toContain('0.00');
    expect(text).toContain(DEFAULT_COMPANY_PROFILE.name);
    expect(text).toContain('PIN');
    await expect(readQrBill(pdf)).rejects.toThrow('no Swiss QR code');
  }, 60_000);

  it('a priced quote in French shows the final price below the total', async () => {
    const pdf = await renderOrderPdf(
      quote({ locale: 'fr-FR', positions: [{ name: 'Europalette', articleNumber: 'PAL_0001', configuration: {}, customerRef: null, quantity: 12, pricePerOne: '100.00' }], total: '1200.00', vatAmount: '97.20', grandTotal: '1297.20', quote: { validUntilDate: '2026-12-22', timeToDeliver: 3, finalPrice: '1250.00' } }),
      DEFAULT_COMPANY_PROFILE,
    );
    const text = await pdfText(pdf);
    expect(text).toContain('Offre O-2026-000812');
    expect(text).toContain('Prix final');
    expect(text).toMatch(/1.?250\.00/);
    expect(text).toContain('3 jours ouvrables');
  }, 60_000);

  it('R001-4.17 shown sub-positions are listed indented below their composite, unnumbered and unpriced; the subtotal counts the composite only', async () => {
    const line = { articleNumber: null, configuration: {}, customerRef: null };
    const pdf = await renderOrderPdf(
      quote({
        positions: [
          { ...line, name: 'Kiste komplett', quantity: 2, pricePerOne: '150.00' },
          { ...line, name: 'Seitenwand', articleNumber: 'BRETT_0004', quantity: 8, pricePerOne: '20.00', sub: true },
          { ...line, name: 'Europalette', quantity: 1, pricePerOne: '25.00' },
        ],
        total: '325.00',
        vatAmount: '26.33',
        grandTotal: '351.33',
      }),
      DEFAULT_COMPANY_PROFILE,
    );
    const lines = (await pdfText(pdf)).split('\n').map((text) => text.trim());
    expect(lines).toContain('– Seitenwand');
    expect(lines).toContain('BRETT_0004');
    // Numbered 1 and 2: the sub-position takes no number and shows no price of its own.
    expect(lines).toContain('2');
    expect(lines).not.toContain('3');
    expect(lines).not.toContain('20.00');
    expect(lines).not.toContain('160.00');
    expect(lines[lines.indexOf('Zwischensumme') + 1]).toBe('325.00');
  }, 60_000);
});
