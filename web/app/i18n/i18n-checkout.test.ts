import { describe, expect, it } from 'vitest';
import { paymentTermsInWords } from './i18n-checkout';

describe('paymentTermsInWords', () => {
  it('R000-1.04 gives the terms and the skonto in the shopper’s language, not the back office’s German names', () => {
    const term = { days: 30 };
    const skonto = { percent: '2.00', days: 10 };
    expect(paymentTermsInWords('de-CH', term, skonto)).toEqual({ term: '30 Tage netto', skonto: '2 % bei Zahlung innert 10 Tagen' });
    expect(paymentTermsInWords('fr-FR', term, { percent: '2.50', days: 10 })).toEqual({ term: '30 jours net', skonto: '2,5 % pour paiement dans les 10 jours' });
    expect(paymentTermsInWords('en-US', term, skonto)).toEqual({ term: '30 days net', skonto: '2 % for payment within 10 days' });
  });

  it('0 days is prepayment; no skonto line for none or 0 %', () => {
    expect(paymentTermsInWords('fr-FR', { days: 0 }, null)).toEqual({ term: 'Paiement anticipé', skonto: null });
    expect(paymentTermsInWords('en-US', { days: 0 }, { percent: '0.00', days: 10 })).toEqual({ term: 'Prepayment', skonto: null });
    expect(paymentTermsInWords('de-CH', null, null)).toEqual({ term: null, skonto: null });
  });
});
