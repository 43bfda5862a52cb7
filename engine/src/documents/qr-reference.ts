/**
 * Swiss QR reference (QRR, ../shared/contracts/swiss-qr-bill.md): 27 digits, the last one a
 * modulo-10 recursive check digit over the first 26. Pure: no Node imports.
 */

const MOD10_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5] as const;

/** The modulo-10 recursive check digit of a digit string. */
export function mod10RecursiveCheckDigit(digits: string): number {
  if (!/^\d*$/.test(digits)) throw new RangeError(`Not a digit string: '${digits}'`);
  let carry = 0;
  for (const digit of digits) carry = MOD10_TABLE[(carry + Number(digit)) % 10] as number;
  return (10 - carry) % 10;
}

/** True for 27 digits whose last digit is the check digit of the first 26. */
export function isValidQrReference(reference: string): boolean {
  const digits = reference.replace(/\s+/g, '');
  return /^\d{27}$/.test(digits) && mod10RecursiveCheckDigit(digits.slice(0, 26)) === Number(digits[26]);
}

/**
 * The QR reference of an order: the order id right-aligned in 26 digits plus the check digit,
 * so a payment can be matched to its order by the id alone (docs/decisions/613-qr-bill.md).
 *
 * @example qrReferenceForOrder(123) // '000000000000000000000001236'
 */
export function qrReferenceForOrder(orderId: number): string {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) throw new RangeError(`Not an order id: ${orderId}`);
  const body = String(orderId).padStart(26, '0');
  return `${body}${mod10RecursiveCheckDigit(body)}`;
}

/** Grouped for print as on the slip: 2 digits, then groups of 5 ('00 00000 00000 00000 00000 01236'). */
export function formatQrReference(reference: string): string {
  const digits = reference.replace(/\s+/g, '');
  return `${digits.slice(0, 2)} ${digits.slice(2).replace(/(\d{5})(?=\d)/g, '$1 ')}`;
}
