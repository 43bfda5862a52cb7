/**
 * Which payment methods a shopper may choose, and which is preselected (decisions 621, 812):
 * one rule for the checkout and the quote checkout. Methods: INVOICE 1, PREPAYMENT 2, online
 * 100–105 (000 §3).
 */

const INVOICE = 1;
const PREPAYMENT = 2;
const ONLINE = [100, 101, 102, 103, 104, 105] as const;

/** A customer's payment terms as the rule reads them; null for guests and customers without terms. */
export interface PaymentTermsLike {
  days: number;
}

/**
 * Everybody may pay in advance or online; invoice unless the terms say prepayment (0 days).
 * @example paymentOptionsFor({ days: 0 }) // [2, 100, 101, 102, 103, 104, 105]
 */
export function paymentOptionsFor(terms: PaymentTermsLike | null): number[] {
  const invoice = terms === null || terms.days > 0;
  return [...(invoice ? [INVOICE] : []), PREPAYMENT, ...ONLINE];
}

/**
 * The preselected method: the one the customer used last while still offered, else invoice when
 * a customer's terms give credit, else prepayment (guests, prepayment terms).
 */
export function preferredPaymentMethod(input: { options: readonly number[]; terms: PaymentTermsLike | null; isCustomer: boolean; lastUsed: number | null }): number {
  if (input.lastUsed !== null && input.options.includes(input.lastUsed)) return input.lastUsed;
  if (input.isCustomer && input.terms !== null && input.terms.days > 0 && input.options.includes(INVOICE)) return INVOICE;
  return input.options.includes(PREPAYMENT) ? PREPAYMENT : (input.options[0] ?? PREPAYMENT);
}
