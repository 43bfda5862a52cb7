/**
 * Currencies (000 §3): CHF and EUR. Orders carry `currencyId` (default 1 = CHF), quotes carry
 * `currencyCode` (default CHF). EUR's id 2 is our decision (docs/decisions/102-money-and-vat.md).
 */
export const Currency = { CHF: 'CHF', EUR: 'EUR' } as const;
export type Currency = (typeof Currency)[keyof typeof Currency];

export const CurrencyId = { CHF: 1, EUR: 2 } as const;
export type CurrencyId = (typeof CurrencyId)[keyof typeof CurrencyId];

export const DEFAULT_CURRENCY: Currency = Currency.CHF;
export const DEFAULT_CURRENCY_ID: CurrencyId = CurrencyId.CHF;

/** The code of a currency id; unknown ids throw (a wrong id must not turn into CHF silently). */
export function currencyCodeOf(id: number): Currency {
  const entry = Object.entries(CurrencyId).find(([, value]) => value === id);
  if (!entry) throw new RangeError(`Value is not part of enum CurrencyId: ${id}`);
  return entry[0] as Currency;
}

export function currencyIdOf(code: Currency): CurrencyId {
  return CurrencyId[code];
}
