import { addDays, dayOfWeek, type IsoDate } from '../calendar/iso-date';

/**
 * Orders are fetched in weekly date windows, newest first (000 §7, 001 §4): window 0 is the
 * current week (Monday to Sunday, Zurich days), window 1 the week before, and so on. Pure, so the
 * profile page and a browser client compute the same windows (docs/decisions/650-order-weekly-windows.md).
 */
export interface WeeklyWindow {
  /** Monday of the week. */
  fromDate: IsoDate;
  /** Sunday of the week (inclusive, as GET /api/order reads toDate). */
  toDate: IsoDate;
}

/** The week `weeksBack` weeks before the one containing `today` (0 = this week). */
export function weeklyWindow(today: IsoDate, weeksBack = 0): WeeklyWindow {
  if (!Number.isInteger(weeksBack) || weeksBack < 0) throw new RangeError(`weeksBack must be a whole number ≥ 0: ${weeksBack}`);
  // dayOfWeek: 0 Sunday … 6 Saturday; the Swiss week starts on Monday.
  const sinceMonday = (dayOfWeek(today) + 6) % 7;
  const fromDate = addDays(today, -sinceMonday - 7 * weeksBack);
  return { fromDate, toDate: addDays(fromDate, 6) };
}

/** The first `count` windows, newest first: this week, the week before, … */
export function weeklyWindows(today: IsoDate, count: number): WeeklyWindow[] {
  return Array.from({ length: Math.max(0, count) }, (_, weeksBack) => weeklyWindow(today, weeksBack));
}
