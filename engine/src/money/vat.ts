import { Decimal } from 'decimal.js';
import { roundMoney, toDecimal, type MoneyInput } from './money';

/** Swiss VAT (000 §9, 001 §9): 8.1 %. */
export const VAT_RATE: Decimal = new Decimal('0.081');
export const VAT_RATE_STRING = '0.081';
export const NO_VAT: Decimal = new Decimal(0);

/** VAT of a net amount at a rate, rounded to 0.01 (half-up). */
export function calculateVat(net: MoneyInput, rate: MoneyInput = VAT_RATE): Decimal {
  return roundMoney(toDecimal(net).times(toDecimal(rate)));
}
