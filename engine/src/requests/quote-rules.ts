import { addDays, isoDateInZurich, zurichInstant, zurichWallTime, type IsoDate } from '../calendar/iso-date';
import { Currency } from '../money/currency';

/** Quote (Offerte) defaults (000 §3, §9; 001 §3, §9). */
export const QUOTE_DEFAULTS = Object.freeze({
  pin: '0000',
  /** Working days. */
  timeToDeliver: 3,
  /** Calendar days. */
  validityDuration: 30,
  currencyCode: Currency.CHF,
});

/** The "no validity" instant: the epoch (001 §3). */
export const QUOTE_NO_VALIDITY: Date = new Date(0);

/**
 * When a quote stops being valid (000 §3, 001 §3): its creation plus `validityDuration` calendar
 * days at the same Zurich wall-clock time (so a DST change does not shift it by an hour); the
 * epoch when there is no duration (null/undefined). A duration of 0 ends at creation.
 */
export function quoteValidUntil(createdAt: Date, validityDuration: number | null | undefined): Date {
  if (validityDuration === null || validityDuration === undefined || !Number.isFinite(validityDuration)) {
    return QUOTE_NO_VALIDITY;
  }
  const wall = zurichWallTime(createdAt);
  const day = addDays(isoDateInZurich(createdAt), Math.trunc(validityDuration));
  return zurichInstant(
    { ...wall, year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) },
    createdAt.getUTCMilliseconds(),
  );
}

/** The last calendar day (Zurich) of validity, or null when there is none. */
export function quoteValidUntilDate(createdAt: Date, validityDuration: number | null | undefined): IsoDate | null {
  const until = quoteValidUntil(createdAt, validityDuration);
  return until.getTime() === QUOTE_NO_VALIDITY.getTime() ? null : isoDateInZurich(until);
}

/** Whether a quote may still be ordered at `now`. */
export function isQuoteValid(createdAt: Date, validityDuration: number | null | undefined, now: Date = new Date()): boolean {
  return now.getTime() <= quoteValidUntil(createdAt, validityDuration).getTime();
}

/** The quote order page (000 §2): /checkout-quote/{uuid}, uuid optional. */
export const QUOTE_CHECKOUT = { pathPrefix: '/checkout-quote', title: 'Offerte Bestellen', titleKey: 'checkout.quoteOrderTitle' } as const;

export function quoteCheckoutPath(uuid?: string | null): string {
  return uuid ? `${QUOTE_CHECKOUT.pathPrefix}/${encodeURIComponent(uuid)}` : QUOTE_CHECKOUT.pathPrefix;
}
