import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useDemoEngine } from '../../test/world';
import { anonymousContext } from '../context';
import { loadCompanyProfile } from '../settings/company-settings';
import { loadOrderDocumentData, renderOrderPdf } from './order-pdf';

const demo = useDemoEngine();


/** A French guest orders a bundle of boards and a seat cushion; the order's PDF read back as text. */
async function frenchOrderPdfText(): Promise<string> {
  const shopper = anonymousContext({ locale: 'fr-FR' });
  const { items } = await demo.engine.catalog.products.listProducts(shopper, {});
  const byNumber = (articleNumber: string) => {
    const found = items.find((item) => item.articleNumber === articleNumber);
    if (!found) throw new Error(`demo product ${articleNumber} missing`);
    return found;
  };
  const address = { name: 'Dupont SA', street: 'Rue du Marché 4', zipCode: '2000', city: 'Neuchâtel', country: 'CH' };
  const { order } = await demo.engine.orders.placeOrder(
    shopper,
    {
      cartItems: [
        { productId: byNumber('BRETT_0002').id, quantity: 2, configuration: { Brettkonfiguration: '20!Sägeroh Fichte/Tanne!1200!80!18', Umreifung: 'true' } },
        { productId: byNumber('MOEB_0010').id, quantity: 1, configuration: { Farbe: '#6E6E6E' } },
      ],
      invoiceAddress: address,
      deliveryAddress: address,
      invoiceEmail: 'achats@dupont.example',
      deliveryMode: 'DELIVERY',
      paymentMethodId: 1,
      termsAccepted: true,
      idempotencyKey: 'pdf-words-fr',
    },
    { clientAddress: '198.51.100.40' },
  );
  const em = demo.engine.database.orm.em.fork();
  const pdf = await renderOrderPdf(await loadOrderDocumentData(em, order.id), await loadCompanyProfile(em));
  const file = join(demo.engine.env.DATA_DIR, 'order-fr.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
}

describe('a French order PDF in words', () => {
  it('R000-1.04 R000-9.18 product names in French; yes/no, units, colour names and the board code in words; no raw codes', async () => {
    const text = await frenchOrderPdfText();
    expect(text).toContain('Botte de planches 20 × 1200 × 80 × 18 mm, épicéa/sapin');
    expect(text).toContain('Coussin d’assise extérieur 1200 × 600 mm, anthracite');
    expect(text).toContain('20 planches · Épicéa/sapin brut de sciage · 1200 × 80 × 18 mm');
    expect(text).toContain('Cerclage : Oui');
    expect(text).toContain('Couleur : Anthracite');
    expect(text).not.toMatch(/true|#6E6E6E|Bretterbund|Sitzkissen/);
  });
});
