import { closureDates, type CompanyClosure } from './closures';
import { companyHolidayOn, isCompanyHoliday, type CompanyHoliday } from './holidays';
import { addDays, compareIsoDates, isWeekend, type IsoDate } from './iso-date';

/**
 * Working days (000 §1, §5, §9): Monday to Friday, except the holidays at Niedergösgen (./holidays)
 * and the company's closure days (passed in as data).
 */
export interface WorkCalendar {
  /** Why a date is not a working day, or undefined when it is one. */
  closedReason(date: IsoDate): ClosedReason | undefined;
  isWorkingDay(date: IsoDate): boolean;
  /** The date itself when it is a working day, else the next working day. */
  nextWorkingDayFrom(date: IsoDate): IsoDate;
  /** `count` working days after `date` (0: the date itself, moved to a working day). */
  addWorkingDays(date: IsoDate, count: number): IsoDate;
  /** Working days after `from` up to and including `to` (0 when `to` is not later). */
  workingDaysBetween(from: IsoDate, to: IsoDate): number;
}

export type ClosedReason =
  | { kind: 'weekend' }
  | { kind: 'holiday'; holiday: CompanyHoliday }
  | { kind: 'closure' };

/** Longest run of closed days we search through before assuming bad data. */
const MAX_CLOSED_RUN = 400;

export function createWorkCalendar(closures: readonly CompanyClosure[] = []): WorkCalendar {
  const closed = closureDates(closures);

  const closedReason = (date: IsoDate): ClosedReason | undefined => {
    if (isWeekend(date)) return { kind: 'weekend' };
    if (isCompanyHoliday(date)) return { kind: 'holiday', holiday: companyHolidayOn(date) as CompanyHoliday };
    if (closed.has(date)) return { kind: 'closure' };
    return undefined;
  };
  const isWorkingDay = (date: IsoDate): boolean => closedReason(date) === undefined;

  const nextWorkingDayFrom = (date: IsoDate): IsoDate => {
    let day = date;
    for (let i = 0; !isWorkingDay(day); i++) {
      if (i > MAX_CLOSED_RUN) throw new RangeError(`No working day within ${MAX_CLOSED_RUN} days after ${date}`);
      day = addDays(day, 1);
    }
    return day;
  };

  const addWorkingDays = (date: IsoDate, count: number): IsoDate => {
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`Working days must be a whole number ≥ 0: ${count}`);
    let day = nextWorkingDayFrom(date);
    for (let left = count; left > 0; left--) day = nextWorkingDayFrom(addDays(day, 1));
    return day;
  };

  const workingDaysBetween = (from: IsoDate, to: IsoDate): number => {
    let count = 0;
    for (let day = addDays(from, 1); compareIsoDates(day, to) <= 0; day = addDays(day, 1)) {
      if (isWorkingDay(day)) count++;
    }
    return count;
  };

  return { closedReason, isWorkingDay, nextWorkingDayFrom, addWorkingDays, workingDaysBetween };
}

/** One-off check without building a calendar first. */
export function isWorkingDay(date: IsoDate, closures: readonly CompanyClosure[] = []): boolean {
  return createWorkCalendar(closures).isWorkingDay(date);
}

/** One-off `count` working days after `date`. */
export function addWorkingDays(date: IsoDate, count: number, closures: readonly CompanyClosure[] = []): IsoDate {
  return createWorkCalendar(closures).addWorkingDays(date, count);
}
