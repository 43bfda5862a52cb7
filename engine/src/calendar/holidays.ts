import Holidays from 'date-holidays';
import type { IsoDate } from './iso-date';
import { yearOf } from './iso-date';

/**
 * Public holidays at the company site, Niedergösgen (canton Solothurn), from date-holidays
 * (`new Holidays('CH', 'SO')`), checked against /work/shared/contracts/holidays-so.md and
 * recorded in docs/decisions/100-holidays-niedergoesgen.md:
 *
 * - every `public` and `optional` entry counts (Berchtoldstag, Ostermontag, Pfingstmontag and
 *   Stephanstag are typed `optional` there, but the company closes on them);
 * - Josefstag (19 March) does not: it applies only in eight SO communes, not Niedergösgen;
 * - 1 May is a half day (from 12:00) in SO: the company treats it as closed all day;
 * - `observance` entries (Gründonnerstag, Muttertag, …) are ordinary days.
 *
 * The company's own closures (Christmas closure between the years) are data: see ./closures.
 */

/** The company holiday table covers these years (000 §9). */
export const HOLIDAY_YEARS = { first: 2021, last: 2072 } as const;

export interface CompanyHoliday {
  date: IsoDate;
  /** German name as date-holidays gives it ('Auffahrt', 'Fronleichnam', …). */
  name: string;
  /** Legally a half day (1 May from 12:00); the company is closed the whole day anyway. */
  halfDay: boolean;
}

/** date-holidays rules of SO entries the company does not observe: Josefstag. */
const NOT_OBSERVED_RULES: ReadonlySet<string> = new Set(['03-19']);
const COUNTED_TYPES: ReadonlySet<string> = new Set(['public', 'optional']);

let holidays: Holidays | undefined;
const byYear = new Map<number, readonly CompanyHoliday[]>();
const datesByYear = new Map<number, ReadonlySet<IsoDate>>();

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < HOLIDAY_YEARS.first || year > HOLIDAY_YEARS.last) {
    throw new RangeError(`No holiday table for ${year}: it covers ${HOLIDAY_YEARS.first}-${HOLIDAY_YEARS.last}`);
  }
}

/** The holidays the company observes in a year, in date order; computed once per year. */
export function companyHolidaysOfYear(year: number): readonly CompanyHoliday[] {
  const cached = byYear.get(year);
  if (cached) return cached;
  assertYear(year);
  holidays ??= new Holidays('CH', 'SO', { languages: ['de'] });
  const seen = new Map<IsoDate, CompanyHoliday>();
  for (const holiday of holidays.getHolidays(year, 'de')) {
    if (!COUNTED_TYPES.has(holiday.type) || NOT_OBSERVED_RULES.has(holiday.rule)) continue;
    const date = holiday.date.slice(0, 10);
    const halfDay = !holiday.date.endsWith('00:00:00');
    const previous = seen.get(date);
    // Two entries on one day (1 May on Ascension): the full-day one wins.
    if (!previous || (previous.halfDay && !halfDay)) seen.set(date, { date, name: holiday.name, halfDay });
  }
  const list = Object.freeze([...seen.values()].sort((a, b) => (a.date < b.date ? -1 : 1)));
  byYear.set(year, list);
  datesByYear.set(year, new Set(list.map((holiday) => holiday.date)));
  return list;
}

/** True when the date is a holiday the company observes (weekends are not holidays here). */
export function isCompanyHoliday(date: IsoDate): boolean {
  const year = yearOf(date);
  if (!datesByYear.has(year)) companyHolidaysOfYear(year);
  return datesByYear.get(year)?.has(date) ?? false;
}

/** The holiday on a date, if any. */
export function companyHolidayOn(date: IsoDate): CompanyHoliday | undefined {
  return companyHolidaysOfYear(yearOf(date)).find((holiday) => holiday.date === date);
}
