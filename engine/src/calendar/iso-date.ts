/**
 * Calendar days as plain ISO strings ('2026-05-14'), so browser and server agree whatever their
 * own time zone: day arithmetic runs in UTC on the date alone, and "today" is the date in
 * Europe/Zurich (000 §9).
 */
export type IsoDate = string;

export const ZURICH_TIME_ZONE = 'Europe/Zurich';

/** The empty-date sentinel of the old system (000 §9): read as "no date". */
export const EMPTY_DATE_SENTINEL: IsoDate = '1900-01-01';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date in ISO form ('2026-02-29' is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function assertIsoDate(value: IsoDate): void {
  if (!isIsoDate(value)) throw new RangeError(`Not an ISO date (YYYY-MM-DD): '${value}'`);
}

function toUtcMs(date: IsoDate): number {
  assertIsoDate(date);
  return Date.parse(`${date}T00:00:00Z`);
}

function fromUtcMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function yearOf(date: IsoDate): number {
  assertIsoDate(date);
  return Number(date.slice(0, 4));
}

/** The date `days` calendar days later (negative: earlier). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Day of week: 0 Sunday … 6 Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

export function isWeekend(date: IsoDate): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  assertIsoDate(a);
  assertIsoDate(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Every date from `from` to `to`, both included. */
export function eachDay(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let date = from; compareIsoDates(date, to) <= 0; date = addDays(date, 1)) days.push(date);
  return days;
}

const zurichParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZURICH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Wall-clock time in Zurich of an instant. */
export interface ZurichWallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function zurichWallTime(instant: Date): ZurichWallTime {
  const parts = Object.fromEntries(zurichParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Zurich's UTC offset in ms at an instant. */
function zurichOffsetMs(ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const wall = zurichWallTime(new Date(whole));
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - whole;
}

/**
 * The instant a Zurich wall-clock time denotes. Like Temporal's 'compatible': a time that occurs
 * twice (autumn) takes the earlier instant, a time skipped by the spring change moves forward.
 */
export function zurichInstant(wall: ZurichWallTime, milliseconds = 0): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, milliseconds);
  const before = zurichOffsetMs(asUtc - DAY_MS);
  const after = zurichOffsetMs(asUtc + DAY_MS);
  const matches = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((instant) => zurichOffsetMs(instant) === asUtc - instant)
    .sort((a, b) => a - b);
  return new Date(matches[0] ?? asUtc - before);
}

/** The calendar date in Zurich of an instant. */
export function isoDateInZurich(instant: Date): IsoDate {
  const wall = zurichWallTime(instant);
  return `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/** Today in Zurich. */
export function todayInZurich(now: Date = new Date()): IsoDate {
  return isoDateInZurich(now);
}

/** An ISO date in the de-CH form (000 §9): '14.05.2026'. */
export function formatDateCh(date: IsoDate): string {
  assertIsoDate(date);
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/** True for "no date": undefined, null, '', whitespace, or the 1900-01-01 sentinel (000 §9). */
export function isEmptyDate(value: IsoDate | Date | null | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (value instanceof Date) return Number.isNaN(value.getTime()) || isoDateInZurich(value) === EMPTY_DATE_SENTINEL;
  const text = value.trim();
  return text === '' || text.slice(0, 10) === EMPTY_DATE_SENTINEL;
}

/**
 * A date as sent to the server: empty dates (and the sentinel) as null (000 §5); a Date becomes
 * its Zurich calendar date; an ISO date-time string keeps its date part.
 */
export function toIsoDateOrNull(value: IsoDate | Date | null | undefined): IsoDate | null {
  if (isEmptyDate(value)) return null;
  if (value instanceof Date) return isoDateInZurich(value);
  const date = (value as string).trim().slice(0, 10);
  assertIsoDate(date);
  return date;
}
