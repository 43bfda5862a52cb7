import { describe, expect, it } from 'vitest';
import { DELIVERY_COUNTRY_CODES, isDeliveryCountry, shopperCountryChoices } from './countries';

describe('the countries the shop delivers to (000 §3)', () => {
  it('are CH and LI, then the neighbours sorted by name in the language', () => {
    expect([...DELIVERY_COUNTRY_CODES].sort()).toEqual(['AT', 'CH', 'DE', 'FR', 'IT', 'LI']);
    expect(shopperCountryChoices('de')).toEqual(['CH', 'LI', 'DE', 'FR', 'IT', 'AT']);
    expect(shopperCountryChoices('en')).toEqual(['CH', 'LI', 'AT', 'FR', 'DE', 'IT']);
    expect(isDeliveryCountry(' at ')).toBe(true);
    expect(isDeliveryCountry('US')).toBe(false);
  });

  it('keep an address saved abroad by staff at its country (last), ignore an unknown code', () => {
    expect(shopperCountryChoices('de', 'us')).toEqual(['CH', 'LI', 'DE', 'FR', 'IT', 'AT', 'US']);
    expect(shopperCountryChoices('de', 'DE')).toHaveLength(6);
    expect(shopperCountryChoices('de', 'XX')).toHaveLength(6);
  });
});
