import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { QUOTE_DEFAULTS } from '../requests/quote-rules';

/**
 * The PIN of a quote (Offerte) and the limits on guessing it (docs/decisions/641-quote-pin-limits.md).
 * The quote link's uuid plus the PIN are the whole credential of the quote checkout.
 */

export interface QuotePinLimits {
  windowMinutes: number;
  perQuote: number;
  perAddress: number;
}

/** PIN checks per quote uuid and per client address within a sliding window. */
export const QUOTE_PIN_LIMITS: Readonly<QuotePinLimits> = Object.freeze({
  windowMinutes: 15,
  /** Failed checks per quote uuid within the window. */
  perQuote: 5,
  /** Failed checks per client address within the window. */
  perAddress: 20,
});

/** Length of a generated PIN (the default '0000' has 4 digits; ours are harder to guess). */
export const GENERATED_PIN_LENGTH = 6;

/** A random PIN of digits, never the default one. */
export function generatePin(length: number = GENERATED_PIN_LENGTH): string {
  for (;;) {
    const pin = Array.from({ length }, () => String(randomInt(0, 10))).join('');
    if (pin !== QUOTE_DEFAULTS.pin) return pin;
  }
}

/** Whether the quote still carries the default PIN (then sending it generates a new one). */
export function isDefaultPin(pin: string | null | undefined): boolean {
  return (pin ?? QUOTE_DEFAULTS.pin) === QUOTE_DEFAULTS.pin;
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Compares a PIN in constant time: both sides are hashed to equal length first, so neither the
 * content nor the length of the stored PIN leaks through timing.
 */
export function pinMatches(stored: string | null | undefined, given: string | null | undefined): boolean {
  if (typeof stored !== 'string' || typeof given !== 'string' || given.length === 0) {
    // Still spend one comparison so a missing value answers as fast as a wrong one.
    timingSafeEqual(digest('x'), digest('y'));
    return false;
  }
  return timingSafeEqual(digest(stored), digest(given.trim()));
}

/**
 * Whether a PIN check is refused before the PIN is looked at: as many earlier failures for the
 * quote (or the client address) within the window as the limit allows. Over the limit every
 * answer is empty, even with the right PIN.
 */
export function isPinCheckLimited(failures: { byQuote: number; byAddress: number }, limits: QuotePinLimits = QUOTE_PIN_LIMITS): boolean {
  return failures.byQuote >= limits.perQuote || failures.byAddress >= limits.perAddress;
}

/** The start of the window at `now`. */
export function pinWindowStart(now: Date, limits: QuotePinLimits = QUOTE_PIN_LIMITS): Date {
  return new Date(now.getTime() - limits.windowMinutes * 60_000);
}
