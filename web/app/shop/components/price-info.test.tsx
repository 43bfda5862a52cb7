import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GraduatedPriceTable, LivePriceBox, UnavailablePrice, unavailableMessageId } from './PriceInfo';

function render(element: ReactNode, locale = 'de-CH'): string {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => element, HydrateFallback: () => null, loader: () => ({ locale }) }]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: { locale } } }} />);
}

const REASONS = [
  'no_list_price',
  'strategy_not_configured',
  'workbook_missing',
  'workbook_error',
  'remote_unreachable',
  'remote_invalid_answer',
  'no_internal_price',
  'invalid_configuration',
];

describe('prices on pages', () => {
  it('R000-7.30 an unavailable price is a sentence in the shopper language, never the engine code', () => {
    for (const reason of [...REASONS, 'something_new', null]) {
      for (const locale of ['de-CH', 'fr-FR', 'en-US']) {
        const html = render(<UnavailablePrice reason={reason} detail="Innenlänge zu gross" />, locale);
        if (reason) expect(html).not.toContain(reason);
        expect(html).toMatch(/Preis auf Anfrage|Prix sur demande|Price on request|nicht gebaut|pas être fabriquée|cannot be built/);
      }
      expect(unavailableMessageId(reason)).toMatch(/^price\.reason\./);
    }
    expect(render(<UnavailablePrice reason="remote_unreachable" />)).toContain('Preis auf Anfrage: der Preisdienst unseres Lieferanten antwortet gerade nicht.');
    expect(render(<UnavailablePrice reason="invalid_configuration" detail="Die Innenlänge muss höchstens 6000 mm sein." />)).toContain(
      'Diese Ausführung kann so nicht gebaut werden: Die Innenlänge muss höchstens 6000 mm sein.',
    );
  });

  it('R000-2.80 a configuration the server refuses shows why, field by field, instead of "try again later"', () => {
    const html = render(<LivePriceBox price={{ status: 'invalid', problems: ['Deckel: Ungültige Auswahl'] }} quantity={1} />);
    expect(html).toContain('Diese Ausführung kann so nicht gebaut werden');
    expect(html).toContain('Deckel: Ungültige Auswahl');
    expect(html).not.toContain('einem Moment noch einmal');
  });

  it('R001-3.14 the graduated table and the live price are marked excl. VAT, amounts as 1’234.50', () => {
    const table = render(<GraduatedPriceTable rows={[{ quantity: 1, price: '23.90' }, { quantity: 10, price: '1234.50' }]} />);
    expect(table).toContain('Staffelpreise');
    expect(table).toContain('exkl. MWST');
    expect(table).toMatch(/1(&#x27;|')234\.50/);
    expect(render(<GraduatedPriceTable rows={[]} />)).not.toContain('Staffelpreise');
    const live = render(
      <LivePriceBox
        price={{ status: 'ready', item: { pricePerOne: '22.50', linePrice: '225.00', available: true, reason: null, detail: null, graduatedPrice: [] } }}
        quantity={10}
      />,
    );
    expect(live).toContain('CHF 22.50 pro Stück, exkl. MWST');
    expect(live).toContain('Total 10 Stück: CHF 225.00, exkl. MWST');
    expect(render(<LivePriceBox price={{ status: 'pending' }} quantity={1} />)).toContain('Preis wird berechnet');
  });
});
