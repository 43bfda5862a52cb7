import { describe, expect, it } from 'vitest';
import { MAX_CLOSURE_DAYS, closureDates, companyClosuresSchema } from './closures';
import {
  DeliveryDateMode,
  LEAD_TIME_DAYS,
  QUOTE_TIME_TO_DELIVER_DEFAULT,
  earliestDeliveryDate,
  effectiveLeadTime,
  isSelectableDeliveryDate,
  parseLeadTime,
} from './delivery-date';
import {
  EMPTY_DATE_SENTINEL,
  ZURICH_TIME_ZONE,
  addDays,
  compareIsoDates,
  dayOfWeek,
  daysBetween,
  eachDay,
  formatDateCh,
  isEmptyDate,
  isIsoDate,
  isWeekend,
  isoDateInZurich,
  toIsoDateOrNull,
  todayInZurich,
  yearOf,
  zurichInstant,
  zurichWallTime,
} from './iso-date';
import { PICKUP_LAST_HOUR, countingPickupSlots, pickupSlotCounts, pickupSlotHour } from './pickup';
import { addWorkingDays, createWorkCalendar, isWorkingDay } from './working-days';

const christmasClosure = [{ from: '2026-12-23', to: '2027-01-03', label: 'Betriebsferien' }];

describe('ISO dates and Europe/Zurich (000 §9)', () => {
  it.each([
    ['2026-05-14', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['14.05.2026', false],
    [20260514, false],
  ] as const)('isIsoDate(%s) → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('day arithmetic on plain ISO strings', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(dayOfWeek('2026-05-16')).toBe(6);
    expect(isWeekend('2026-05-17')).toBe(true);
    expect(isWeekend('2026-05-18')).toBe(false);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(compareIsoDates('2026-01-02', '2026-01-10')).toBe(-1);
    expect(compareIsoDates('2026-01-10', '2026-01-02')).toBe(1);
    expect(compareIsoDates('2026-01-10', '2026-01-10')).toBe(0);
    expect(eachDay('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(yearOf('2072-06-09')).toBe(2072);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('R000-9.40 R001-9.13 today is the calendar date in Europe/Zurich', () => {
    expect(ZURICH_TIME_ZONE).toBe('Europe/Zurich');
    expect(todayInZurich(new Date('2026-05-15T22:30:00Z'))).toBe('2026-05-16');
    expect(todayInZurich(new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15');
    expect(todayInZurich(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
    expect(isoDateInZurich(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayInZurich()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('R000-9.40 Zurich wall time and back, across DST', () => {
    expect(zurichWallTime(new Date('2026-07-01T10:00:00Z'))).toEqual({ year: 2026, month: 7, day: 1, hour: 12, minute: 0, second: 0 });
    expect(zurichInstant({ year: 2026, month: 7, day: 1, hour: 12, minute: 0, second: 0 }).toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(zurichInstant({ year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0 }).toISOString()).toBe('2025-12-31T23:00:00.000Z');
    // 02:30 on 29 March 2026 does not exist in Zurich: it moves forward.
    expect(zurichInstant({ year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 }).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 on 25 October 2026 happens twice: the earlier one is taken.
    expect(zurichInstant({ year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0 }).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zurichInstant({ year: 2026, month: 10, day: 25, hour: 3, minute: 30, second: 0 }, 250).toISOString()).toBe('2026-10-25T02:30:00.250Z');
  });

  it('R000-9.41 R001-9.14 dates shown in the de-CH form', () => {
    expect(formatDateCh('2026-05-14')).toBe('14.05.2026');
  });

  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['  ', true],
    ['1900-01-01', true],
    ['1900-01-01T00:00:00Z', true],
    ['2026-05-14', false],
  ] as const)('R000-9.42 R001-9.15 isEmptyDate(%s) → %s (sentinel 1900-01-01)', (value, expected) => {
    expect(EMPTY_DATE_SENTINEL).toBe('1900-01-01');
    expect(isEmptyDate(value)).toBe(expected);
  });

  it('R000-5.33 R001-5.23 empty delivery dates are sent as null', () => {
    expect(toIsoDateOrNull('')).toBeNull();
    expect(toIsoDateOrNull(null)).toBeNull();
    expect(toIsoDateOrNull(undefined)).toBeNull();
    expect(toIsoDateOrNull(EMPTY_DATE_SENTINEL)).toBeNull();
    expect(toIsoDateOrNull(new Date('1899-12-31T23:00:00Z'))).toBeNull();
    expect(toIsoDateOrNull(new Date(Number.NaN))).toBeNull();
    expect(toIsoDateOrNull('2026-05-19')).toBe('2026-05-19');
    expect(toIsoDateOrNull('2026-05-19T08:00:00')).toBe('2026-05-19');
    expect(toIsoDateOrNull(new Date('2026-05-18T22:30:00Z'))).toBe('2026-05-19');
    expect(() => toIsoDateOrNull('19.05.2026')).toThrow(RangeError);
  });
});

describe('company closures (data from the settings)', () => {
  it('R000-1.23 R000-9.13 a closure range across New Year expands to every day, single dates too', () => {
    const dates = closureDates([...christmasClosure, '2026-07-20']);
    expect(dates.has('2026-12-23')).toBe(true);
    expect(dates.has('2026-12-31')).toBe(true);
    expect(dates.has('2027-01-03')).toBe(true);
    expect(dates.has('2027-01-04')).toBe(false);
    expect(dates.has('2026-07-20')).toBe(true);
    expect(dates.size).toBe(13);
  });

  it('the settings schema refuses bad dates, reversed and over-long ranges', () => {
    expect(companyClosuresSchema.safeParse(christmasClosure).success).toBe(true);
    expect(companyClosuresSchema.safeParse(['2026-02-30']).success).toBe(false);
    expect(companyClosuresSchema.safeParse([{ from: '2027-01-03', to: '2026-12-23' }]).success).toBe(false);
    expect(companyClosuresSchema.safeParse([{ from: '2026-01-01', to: addDays('2026-01-01', MAX_CLOSURE_DAYS) }]).success).toBe(false);
    expect(() => closureDates(['nope'])).toThrow();
  });
});

describe('working days (000 §1, §5, §9)', () => {
  const calendar = createWorkCalendar(christmasClosure);

  it.each([
    ['2026-05-16', false, 'weekend'],
    ['2026-05-17', false, 'weekend'],
    ['2026-05-14', false, 'holiday'],
    ['2026-05-01', false, 'holiday'],
    ['2026-12-28', false, 'closure'],
    ['2026-05-18', true, undefined],
    ['2026-03-19', true, undefined],
  ] as const)('R000-1.22 R000-1.23 R000-5.29 R000-5.31 isWorkingDay(%s) → %s (%s)', (date, working, reason) => {
    expect(calendar.isWorkingDay(date)).toBe(working);
    expect(calendar.closedReason(date)?.kind).toBe(reason);
  });

  it('R000-1.24 lead time counts working days only', () => {
    expect(calendar.addWorkingDays('2026-05-13', 1)).toBe('2026-05-15');
    expect(calendar.addWorkingDays('2026-05-15', 1)).toBe('2026-05-18');
    expect(calendar.addWorkingDays('2026-05-16', 0)).toBe('2026-05-18');
    expect(calendar.nextWorkingDayFrom('2026-05-18')).toBe('2026-05-18');
    expect(calendar.workingDaysBetween('2026-05-13', '2026-05-19')).toBe(3);
    expect(calendar.workingDaysBetween('2026-05-19', '2026-05-13')).toBe(0);
    expect(() => calendar.addWorkingDays('2026-05-13', -1)).toThrow(RangeError);
    expect(() => calendar.addWorkingDays('2026-05-13', 1.5)).toThrow(RangeError);
  });

  it('R000-1.23 the Christmas closure across New Year is skipped', () => {
    expect(calendar.addWorkingDays('2026-12-22', 1)).toBe('2027-01-04');
    expect(calendar.addWorkingDays('2026-12-22', 3)).toBe('2027-01-06');
    expect(addWorkingDays('2026-12-22', 3)).toBe('2026-12-28');
    expect(isWorkingDay('2026-12-28')).toBe(true);
    expect(isWorkingDay('2026-12-28', christmasClosure)).toBe(false);
  });

  it('a closure list that closes everything is refused instead of looping', () => {
    const closedYear = createWorkCalendar([{ from: '2030-01-01', to: '2030-12-31' }, { from: '2031-01-01', to: '2031-12-31' }]);
    expect(() => closedYear.nextWorkingDayFrom('2030-01-01')).toThrow(RangeError);
  });
});

describe('delivery dates (000 §5, §9)', () => {
  it('R000-9.08 lead time verpackung: minimum 1, default 3; R000-9.09 moebel: minimum 2, default 3', () => {
    expect(LEAD_TIME_DAYS).toEqual({ verpackung: { minimum: 1, default: 3 }, moebel: { minimum: 2, default: 3 } });
    expect(effectiveLeadTime({ shopMode: 'verpackung' })).toBe(3);
    expect(effectiveLeadTime({ shopMode: 'verpackung', leadTime: 0 })).toBe(1);
    expect(effectiveLeadTime({ shopMode: 'verpackung', leadTime: 5 })).toBe(5);
    expect(effectiveLeadTime({ shopMode: 'moebel' })).toBe(3);
    expect(effectiveLeadTime({ shopMode: 'moebel', leadTime: 1 })).toBe(2);
    expect(effectiveLeadTime({ shopMode: 'moebel', leadTime: '4' })).toBe(4);
  });

  it('R000-9.10 R000-9.11 modes: 0 production (with minimum), 1 quote time to deliver and 2 admin (no minimum)', () => {
    expect(DeliveryDateMode).toEqual({ PRODUCTION: 0, QUOTE: 1, ADMIN: 2 });
    expect(effectiveLeadTime({ shopMode: 'moebel', mode: DeliveryDateMode.PRODUCTION, leadTime: 0 })).toBe(2);
    expect(effectiveLeadTime({ shopMode: 'moebel', mode: DeliveryDateMode.QUOTE, leadTime: 0 })).toBe(0);
    expect(effectiveLeadTime({ shopMode: 'moebel', mode: DeliveryDateMode.QUOTE, leadTime: 1 })).toBe(1);
    expect(effectiveLeadTime({ shopMode: 'verpackung', mode: DeliveryDateMode.QUOTE })).toBe(QUOTE_TIME_TO_DELIVER_DEFAULT);
    expect(effectiveLeadTime({ shopMode: 'verpackung', mode: DeliveryDateMode.ADMIN, leadTime: 9 })).toBe(0);
    expect(earliestDeliveryDate({ shopMode: 'moebel', mode: DeliveryDateMode.QUOTE, leadTime: 1, today: '2026-06-01' })).toBe('2026-06-02');
  });

  it.each([
    ['abc', 0],
    ['', 0],
    ['3 Tage', 0],
    [Number.NaN, 0],
    [-2, 0],
    ['2', 2],
    [' 4 ', 4],
    [2.7, 2],
    [null, undefined],
    [undefined, undefined],
  ] as const)('R000-5.37 parseLeadTime(%s) → %s (non-numeric counts as 0)', (value, expected) => {
    expect(parseLeadTime(value)).toBe(expected);
  });

  it('R000-5.37 R000-9.08 a non-numeric lead time counts as 0, so the minimum applies', () => {
    expect(effectiveLeadTime({ shopMode: 'verpackung', leadTime: 'n/a' })).toBe(1);
    expect(effectiveLeadTime({ shopMode: 'moebel', leadTime: 'n/a' })).toBe(2);
  });

  it('R000-5.32 R000-1.24 an order on a Saturday with lead time 1: received Monday, earliest Tuesday', () => {
    expect(dayOfWeek('2026-05-16')).toBe(6);
    expect(earliestDeliveryDate({ shopMode: 'verpackung', leadTime: 1, today: '2026-05-16' })).toBe('2026-05-19');
    // On a working day the order is received the same day.
    expect(earliestDeliveryDate({ shopMode: 'verpackung', leadTime: 1, today: '2026-05-15' })).toBe('2026-05-18');
  });

  it('R000-9.09 R000-5.32 moebel minimum 2 working days, skipping Corpus Christi', () => {
    expect(earliestDeliveryDate({ shopMode: 'moebel', leadTime: 1, today: '2026-06-01' })).toBe('2026-06-03');
    expect(earliestDeliveryDate({ shopMode: 'moebel', leadTime: 1, today: '2026-06-02' })).toBe('2026-06-05');
    expect(earliestDeliveryDate({ shopMode: 'verpackung', leadTime: 1, today: '2026-06-02' })).toBe('2026-06-03');
  });

  it('R000-5.32 R000-1.23 the default lead time across the Christmas closure and New Year', () => {
    expect(earliestDeliveryDate({ shopMode: 'verpackung', today: '2026-12-22', closures: christmasClosure })).toBe('2027-01-06');
    expect(earliestDeliveryDate({ shopMode: 'verpackung', today: '2026-12-22' })).toBe('2026-12-28');
  });

  it('R000-5.29 R000-5.30 R000-5.31 weekends, past dates, holidays and closure days cannot be selected', () => {
    const input = { shopMode: 'verpackung' as const, today: '2026-12-14', closures: christmasClosure };
    expect(earliestDeliveryDate(input)).toBe('2026-12-17');
    expect(isSelectableDeliveryDate('2026-12-17', input)).toBe(true);
    expect(isSelectableDeliveryDate('2026-12-18', input)).toBe(true);
    expect(isSelectableDeliveryDate('2026-12-16', input)).toBe(false); // before the earliest date
    expect(isSelectableDeliveryDate('2026-12-10', input)).toBe(false); // past
    expect(isSelectableDeliveryDate('2026-12-19', input)).toBe(false); // Saturday
    expect(isSelectableDeliveryDate('2026-12-20', input)).toBe(false); // Sunday
    expect(isSelectableDeliveryDate('2026-12-25', input)).toBe(false); // Christmas
    expect(isSelectableDeliveryDate('2026-12-29', input)).toBe(false); // closure
    expect(isSelectableDeliveryDate('2027-01-04', input)).toBe(true);
    expect(isSelectableDeliveryDate('not a date', input)).toBe(false);
  });

  it('R000-9.13 1 May (half day) is not selectable; R000-9.10 in admin mode any date is', () => {
    const input = { shopMode: 'verpackung' as const, today: '2026-04-20' };
    expect(isSelectableDeliveryDate('2026-05-01', input)).toBe(false);
    expect(isSelectableDeliveryDate('2026-04-30', input)).toBe(true);
    const admin = { ...input, mode: DeliveryDateMode.ADMIN };
    expect(earliestDeliveryDate(admin)).toBeNull();
    expect(isSelectableDeliveryDate('2026-05-01', admin)).toBe(true);
    expect(isSelectableDeliveryDate('2026-04-01', admin)).toBe(true);
    expect(isSelectableDeliveryDate('2026-04-31', admin)).toBe(false);
  });

  it('the earliest date defaults to today in Zurich and a prepared calendar may be passed', () => {
    const earliest = earliestDeliveryDate({ shopMode: 'verpackung', leadTime: 1, calendar: createWorkCalendar([]) });
    expect(compareIsoDates(earliest as string, todayInZurich())).toBe(1);
  });
});

describe('pickup time slots (000 §5, 001 §9)', () => {
  it.each([
    ['16:00', true],
    ['16:30', true],
    ['17:00', false],
    ['08:15', true],
    ['2026-05-14T16:59:00', true],
    ['2026-05-14T17:00:00+02:00', false],
    ['2026-05-14 09:00', true],
    ['noon', false],
    ['25:00', false],
  ] as const)('R000-5.36 R001-9.32 a slot counts only if its hour is 16 or earlier: %s → %s', (slot, counts) => {
    expect(PICKUP_LAST_HOUR).toBe(16);
    expect(pickupSlotCounts(slot)).toBe(counts);
  });

  it('R000-5.36 slot hours and the counting subset', () => {
    expect(pickupSlotHour('9:30')).toBe(9);
    expect(pickupSlotHour('x')).toBeUndefined();
    expect(countingPickupSlots(['10:00', '16:30', '17:30'])).toEqual(['10:00', '16:30']);
  });
});
