import { describe, expect, it } from 'vitest';
import { countryName, DELIVERY_COUNTRY_CODES, DOMESTIC_COUNTRY_CODES, isDeliveryCountry, shopperCountryChoices } from './countries';

describe('the countries the shop delivers to (000 §3)', () => {
  it('are CH and LI, then the neighbours sorted by name in the language', () => {
    expect([...DELIVERY_COUNTRY_CODES].sort()).toEqual(['AT', 'CH', 'DE', 'FR', 'IT', 'LI']);
    expect(shopperCountryChoices('de')).toEqual(['CH', 'LI', 'DE', 'FR', 'IT', 'AT']);
    expect(shopperCountryChoices('en')).toEqual(['CH', 'LI', 'AT', 'FR', 'DE', 'IT']);
    expect(shopperCountryChoices('fr')).toEqual(['CH', 'LI', 'DE', 'AT', 'FR', 'IT']);
    expect(isDeliveryCountry(' at ')).toBe(true);
    expect(isDeliveryCountry('US')).toBe(false);
  });

  it('keep an address saved abroad by staff at its country (last), ignore an unknown code', () => {
    expect(shopperCountryChoices('de', 'us')).toEqual(['CH', 'LI', 'DE', 'FR', 'IT', 'AT', 'US']);
    expect(shopperCountryChoices('de', 'DE')).toHaveLength(6);
    expect(shopperCountryChoices('de', 'XX')).toHaveLength(6);
  });
});

describe('the neighbours\' order without a collator (decision 1184)', () => {
  it.each(['de', 'fr', 'en'] as const)('is the order Intl.Collator gives in %s', (language) => {
    const collator = new Intl.Collator(language);
    const abroad = DELIVERY_COUNTRY_CODES.filter((code) => !DOMESTIC_COUNTRY_CODES.includes(code));
    const collated = [...abroad].sort((a, b) => collator.compare(countryName(a, language), countryName(b, language)));
    expect(shopperCountryChoices(language).slice(DOMESTIC_COUNTRY_CODES.length)).toEqual(collated);
  });
});
