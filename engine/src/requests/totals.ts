import { Decimal } from 'decimal.js';
import { roundMoney, toDecimal, toMoneyString, type MoneyInput, type MoneyString } from '../money/money';
import { NO_VAT, VAT_RATE, calculateVat } from '../money/vat';
import { DEFAULT_COUNTRY_CODE, isDomesticCountry } from '../validation/countries';

/**
 * Totals of a cart, order or quote (000 §3, §9; 001 §3, §9), decisions in
 * docs/decisions/102-money-and-vat.md:
 *
 * - line price = unit price × quantity, rounded to 0.01; a line without a price counts 0;
 * - total = sum of the ROOT positions' line prices (parentId null; cancelled ones left out)
 *   × (1 − discount), rounded;
 * - VAT 8.1 % of total + delivery cost (delivery is taxed like the goods), zero for pickup or a
 *   delivery country other than CH and LI;
 * - grand total = total + delivery cost + VAT.
 */

export interface PricedLine {
  /** null/undefined for a root position (cart items are all roots). */
  parentId?: number | null | undefined;
  pricePerOne: MoneyInput | null | undefined;
  quantity: number;
  /** Cancelled (storno) positions are not charged. */
  storno?: boolean | null | undefined;
}

/** Unit price × quantity, rounded to 0.01; null when the price is empty. */
export function linePrice(pricePerOne: MoneyInput | null | undefined, quantity: number): Decimal | null {
  if (pricePerOne === null || pricePerOne === undefined || (typeof pricePerOne === 'string' && pricePerOne.trim() === '')) {
    return null;
  }
  return roundMoney(toDecimal(pricePerOne).times(quantity));
}

/** True for the positions whose prices make up the total: roots that are not cancelled. */
export function isChargedRoot(line: PricedLine): boolean {
  return (line.parentId === null || line.parentId === undefined) && !line.storno;
}

/** Sum of the root positions' line prices, before discount. */
export function subtotal(lines: readonly PricedLine[]): Decimal {
  return lines.filter(isChargedRoot).reduce((sum, line) => sum.plus(linePrice(line.pricePerOne, line.quantity) ?? 0), new Decimal(0));
}

/** A discount fraction (0.05 = 5 %); empty means 0 (000 §3). Must lie in [0, 1]. */
export function toDiscount(discount: MoneyInput | null | undefined): Decimal {
  if (discount === null || discount === undefined || (typeof discount === 'string' && discount.trim() === '')) return new Decimal(0);
  const value = toDecimal(discount);
  if (value.isNegative() || value.greaterThan(1)) throw new RangeError(`Discount must be a fraction from 0 to 1: ${value.toString()}`);
  return value;
}

/** Order total (000 §3): sum of root positions × (1 − discount), rounded to 0.01. */
export function orderTotal(lines: readonly PricedLine[], discount?: MoneyInput | null): Decimal {
  return roundMoney(subtotal(lines).times(new Decimal(1).minus(toDiscount(discount))));
}

export interface VatInput {
  /** Pickup at Niedergösgen: no VAT (000 §9). */
  isPickup: boolean;
  /** ISO code of the delivery country; empty means the default CH. */
  deliveryCountry?: string | null | undefined;
  /** An order stored without VAT (hasVat false) stays without. */
  hasVat?: boolean | undefined;
}

/** The VAT rate that applies: 8.1 %, or 0 for pickup, a foreign delivery country or hasVat false. */
export function vatRateFor(input: VatInput): Decimal {
  if (input.hasVat === false || input.isPickup) return NO_VAT;
  const country = input.deliveryCountry && input.deliveryCountry.trim() !== '' ? input.deliveryCountry : DEFAULT_COUNTRY_CODE;
  return isDomesticCountry(country) ? VAT_RATE : NO_VAT;
}

export interface TotalsInput extends VatInput {
  lines: readonly PricedLine[];
  discount?: MoneyInput | null | undefined;
  /** Empty means none (0). */
  deliveryCost?: MoneyInput | null | undefined;
}

export interface Totals {
  subtotal: Decimal;
  discountAmount: Decimal;
  total: Decimal;
  deliveryCost: Decimal;
  vatRate: Decimal;
  vat: Decimal;
  grandTotal: Decimal;
}

/** Every total of a cart, order or quote at once. */
export function calculateTotals(input: TotalsInput): Totals {
  const gross = roundMoney(subtotal(input.lines));
  const total = orderTotal(input.lines, input.discount);
  const deliveryCost =
    input.deliveryCost === null || input.deliveryCost === undefined || (typeof input.deliveryCost === 'string' && input.deliveryCost.trim() === '')
      ? new Decimal(0)
      : roundMoney(input.deliveryCost);
  const vatRate = vatRateFor(input);
  const vat = calculateVat(total.plus(deliveryCost), vatRate);
  return {
    subtotal: gross,
    discountAmount: gross.minus(total),
    total,
    deliveryCost,
    vatRate,
    vat,
    grandTotal: total.plus(deliveryCost).plus(vat),
  };
}

/** The totals as they travel over the wire (money strings; the rate as a plain decimal). */
export function totalsToStrings(totals: Totals): Record<keyof Totals, MoneyString> {
  return {
    subtotal: toMoneyString(totals.subtotal),
    discountAmount: toMoneyString(totals.discountAmount),
    total: toMoneyString(totals.total),
    deliveryCost: toMoneyString(totals.deliveryCost),
    vatRate: totals.vatRate.toFixed(),
    vat: toMoneyString(totals.vat),
    grandTotal: toMoneyString(totals.grandTotal),
  };
}

/**
 * The totals of a quote ordered at the final price staff agreed with the customer (decision 818):
 * the final price is what the customer pays (the grand total, VAT included); VAT is the part of it
 * the rate contains; the goods total is what remains after VAT and delivery, so
 * total + delivery + VAT = final price to the rappen. The difference to the computed goods total
 * shows as the final-price adjustment.
 */
export function totalsAtFinalPrice(computed: Totals, finalPrice: MoneyInput): Totals {
  const grandTotal = roundMoney(finalPrice);
  const vat = roundMoney(grandTotal.times(computed.vatRate).dividedBy(computed.vatRate.plus(1)));
  const total = grandTotal.minus(vat).minus(computed.deliveryCost);
  return { ...computed, discountAmount: computed.subtotal.minus(total), total, vat, grandTotal };
}
