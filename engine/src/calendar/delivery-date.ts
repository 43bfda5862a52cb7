import type { CompanyClosure } from './closures';
import { compareIsoDates, isIsoDate, todayInZurich, type IsoDate } from './iso-date';
import { createWorkCalendar, type WorkCalendar } from './working-days';

/**
 * Requested delivery dates (000 §5, §9), decisions in docs/decisions/101-delivery-dates.md.
 *
 * The earliest date is the day the order is received plus the lead time in working days. An order
 * placed on a working day is received that day; one placed on a weekend, holiday or closure day is
 * received on the next working day (so Saturday + 1 working day is Tuesday, not Monday).
 */

/** Shop modes whose lead times differ (000 §1). */
export type LeadTimeShopMode = 'verpackung' | 'moebel';

/** Lead time in working days per shop mode (000 §9). */
export const LEAD_TIME_DAYS = {
  verpackung: { minimum: 1, default: 3 },
  moebel: { minimum: 2, default: 3 },
} as const satisfies Record<LeadTimeShopMode, { minimum: number; default: number }>;

/** Quote default time to deliver in working days (000 §3). */
export const QUOTE_TIME_TO_DELIVER_DEFAULT = 3;

/**
 * Delivery-date modes (000 §9): 0 production lead time (the default), 1 the quote's enforced time
 * to deliver, 2 an admin picking any date. Modes 1 and 2 drop the minimums.
 */
export const DeliveryDateMode = { PRODUCTION: 0, QUOTE: 1, ADMIN: 2 } as const;
export type DeliveryDateMode = (typeof DeliveryDateMode)[keyof typeof DeliveryDateMode];

/**
 * A lead time as configured (number or text): absent (undefined, null) → undefined, so the
 * default applies; a non-numeric value counts as 0 (000 §5); negative → 0; fractions round down.
 */
export function parseLeadTime(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number) || number < 0) return 0;
  return Math.floor(number);
}

export interface LeadTimeInput {
  shopMode: LeadTimeShopMode;
  /** Default: production (0). */
  mode?: DeliveryDateMode | undefined;
  /** Production lead time (mode 0) or the quote's time to deliver (mode 1); absent → default 3. */
  leadTime?: unknown;
}

/** Working days to add for a mode: mode 0 enforces the shop's minimum, mode 1 does not, mode 2 is 0. */
export function effectiveLeadTime(input: LeadTimeInput): number {
  const mode = input.mode ?? DeliveryDateMode.PRODUCTION;
  const rule = LEAD_TIME_DAYS[input.shopMode];
  if (mode === DeliveryDateMode.ADMIN) return 0;
  if (mode === DeliveryDateMode.QUOTE) return parseLeadTime(input.leadTime) ?? QUOTE_TIME_TO_DELIVER_DEFAULT;
  return Math.max(rule.minimum, parseLeadTime(input.leadTime) ?? rule.default);
}

export interface DeliveryDateInput extends LeadTimeInput {
  /** Today in Zurich; default the current date there. */
  today?: IsoDate | undefined;
  /** Company closure days from the settings. */
  closures?: readonly CompanyClosure[] | undefined;
  /** A calendar built once by the caller (wins over `closures`). */
  calendar?: WorkCalendar | undefined;
}

function calendarOf(input: DeliveryDateInput): WorkCalendar {
  return input.calendar ?? createWorkCalendar(input.closures ?? []);
}

/**
 * The earliest selectable delivery date, or null in admin mode (any date, no lower bound).
 *
 * @example earliestDeliveryDate({ shopMode: 'verpackung', leadTime: 1, today: '2026-05-16' }) // '2026-05-19' (Sat → Tue)
 */
export function earliestDeliveryDate(input: DeliveryDateInput): IsoDate | null {
  if ((input.mode ?? DeliveryDateMode.PRODUCTION) === DeliveryDateMode.ADMIN) return null;
  const calendar = calendarOf(input);
  const today = input.today ?? todayInZurich();
  return calendar.addWorkingDays(today, effectiveLeadTime(input));
}

/**
 * Whether a date may be picked (000 §5): not a weekend, not a holiday or closure day, not in the
 * past and not before the earliest date. In admin mode every real date may be picked.
 */
export function isSelectableDeliveryDate(date: IsoDate, input: DeliveryDateInput): boolean {
  if (!isIsoDate(date)) return false;
  if ((input.mode ?? DeliveryDateMode.PRODUCTION) === DeliveryDateMode.ADMIN) return true;
  const calendar = calendarOf(input);
  const earliest = earliestDeliveryDate({ ...input, calendar }) as IsoDate;
  return compareIsoDates(date, earliest) >= 0 && calendar.isWorkingDay(date);
}

export interface ExpectedDeliveryInput {
  /** The earliest delivery date: the day the goods are ready (today plus the production lead time, {@link earliestDeliveryDate}). */
  earliest: IsoDate;
  /** Working days the goods travel once ready: 0 for our truck, 1 for a parcel by post, the carrier's for FedEx. */
  transitDays: number;
  /** The buyer's wish date, when one is chosen: the goods are sent to arrive then, never earlier than they can. */
  requested?: IsoDate | null | undefined;
  /** Company closures (or a calendar built once): transit days are counted on working days. */
  closures?: readonly CompanyClosure[] | undefined;
  calendar?: WorkCalendar | undefined;
}

/**
 * The one delivery-date rule of every way the goods travel, truck, parcel and FedEx alike
 * (decision 1141): production lead time first, then transit — the earliest date plus the transit
 * in working days; a later wish date wins. Never before the earliest date.
 *
 * @example expectedDeliveryDate({ earliest: '2026-12-04', transitDays: 1 }) // '2026-12-07' (Fri + 1 working day)
 */
export function expectedDeliveryDate(input: ExpectedDeliveryInput): IsoDate {
  const calendar = input.calendar ?? createWorkCalendar(input.closures ?? []);
  const transit = Number.isFinite(input.transitDays) ? Math.max(0, Math.ceil(input.transitDays)) : 0;
  const arrives = calendar.addWorkingDays(input.earliest, transit);
  return input.requested && isIsoDate(input.requested) && compareIsoDates(input.requested, arrives) > 0 ? input.requested : arrives;
}
