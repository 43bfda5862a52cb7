import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CheckoutDeliveryChoice } from './CheckoutDeliveryChoice';

function render(element: ReactNode, locale = 'de-CH'): string {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => element, HydrateFallback: () => null, loader: () => ({ locale }) }]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: { locale } } }} />);
}

describe('the summary’s way of delivery (decision 1140)', () => {
  it('names the parcels in the shopper’s language, one parcel in the singular, with price and expected date', () => {
    const offers = (parcels: number) => [
      { mode: 'PARCEL' as const, effectiveCost: '24.00' as const, expectedDate: '2026-12-08' as const, parcels },
      { mode: 'DELIVERY' as const, effectiveCost: '190.00' as const, expectedDate: '2026-12-07' as const },
    ];
    const one = render(<CheckoutDeliveryChoice offers={offers(1)} chosen="DELIVERY" />);
    expect(one).toContain('1 Paket · ');
    expect(one).not.toContain('1 Pakete');
    expect(one).toContain('CHF 24.00');
    expect(one).toContain('CHF 190.00');
    expect(render(<CheckoutDeliveryChoice offers={offers(2)} chosen="DELIVERY" />)).toContain('2 Pakete · ');
    expect(render(<CheckoutDeliveryChoice offers={offers(1)} chosen="DELIVERY" />, 'en-US')).toContain('1 parcel · ');
    expect(render(<CheckoutDeliveryChoice offers={offers(3)} chosen="DELIVERY" />, 'fr-FR')).toContain('3 colis · ');
  });
});
