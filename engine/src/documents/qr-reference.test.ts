import { calculateQRReferenceChecksum, isQRReferenceValid } from 'swissqrbill/utils';
import { describe, expect, it } from 'vitest';
import { formatQrReference, isValidQrReference, mod10RecursiveCheckDigit, qrReferenceForOrder } from './qr-reference';

describe('QR reference (mod-10 recursive)', () => {
  it('computes the check digit of the SIX example reference', () => {
    // SIX Implementation Guidelines example: 21 00000 00003 13947 14300 0901(7).
    expect(mod10RecursiveCheckDigit('21000000000313947143000901')).toBe(7);
    expect(isValidQrReference('21 00000 00003 13947 14300 09017')).toBe(true);
    expect(isValidQrReference('21 00000 00003 13947 14300 09018')).toBe(false);
    expect(isValidQrReference('2100000000031394714300090')).toBe(false);
  });

  it('derives 27 digits from the order id and agrees with swissqrbill', () => {
    for (const id of [1, 9, 10, 123, 4711, 999_999, 123_456_789]) {
      const reference = qrReferenceForOrder(id);
      expect(reference).toMatch(/^\d{27}$/);
      expect(Number(reference.slice(0, 26))).toBe(id);
      expect(isValidQrReference(reference)).toBe(true);
      expect(isQRReferenceValid(reference)).toBe(true);
      expect(calculateQRReferenceChecksum(reference.slice(0, 26))).toBe(reference.slice(26));
    }
    expect(qrReferenceForOrder(123)).toBe('000000000000000000000001236');
    expect(formatQrReference('000000000000000000000001236')).toBe('00 00000 00000 00000 00000 01236');
    expect(() => qrReferenceForOrder(0)).toThrow(RangeError);
  });

  it('every single-digit change is detected', () => {
    const reference = qrReferenceForOrder(4711);
    for (let position = 0; position < 27; position++) {
      const digit = Number(reference[position]);
      const changed = `${reference.slice(0, position)}${(digit + 3) % 10}${reference.slice(position + 1)}`;
      expect(isValidQrReference(changed)).toBe(false);
    }
  });
});
