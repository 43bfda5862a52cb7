import { describe, expect, it, vi } from 'vitest';
import { HOLIDAY_YEARS, companyHolidayOn, companyHolidaysOfYear, isCompanyHoliday } from './holidays';
import { addDays, dayOfWeek } from './iso-date';

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher), as an independent check. */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const years = Array.from({ length: HOLIDAY_YEARS.last - HOLIDAY_YEARS.first + 1 }, (_, i) => HOLIDAY_YEARS.first + i);

describe('holidays at Niedergösgen, canton Solothurn (000 §9; contracts/holidays-so.md)', () => {
  it('R000-9.13 R000-1.23 the 2026 list: SO public holidays plus the company closing days, without Josefstag', () => {
    expect(companyHolidaysOfYear(2026).map((holiday) => [holiday.date, holiday.name])).toEqual([
      ['2026-01-01', 'Neujahr'],
      ['2026-01-02', 'Berchtoldstag'],
      ['2026-04-03', 'Karfreitag'],
      ['2026-04-05', 'Ostersonntag'],
      ['2026-04-06', 'Ostermontag'],
      ['2026-05-01', 'Tag der Arbeit'],
      ['2026-05-14', 'Auffahrt'],
      ['2026-05-24', 'Pfingstsonntag'],
      ['2026-05-25', 'Pfingstmontag'],
      ['2026-06-04', 'Fronleichnam'],
      ['2026-08-01', 'Bundesfeiertag'],
      ['2026-08-15', 'Mariä Himmelfahrt'],
      ['2026-09-20', 'Eidg. Dank-, Buss- und Bettag'],
      ['2026-11-01', 'Allerheiligen'],
      ['2026-12-25', 'Weihnachtstag'],
      ['2026-12-26', 'Stephanstag'],
    ]);
  });

  it('R000-9.13 Josefstag (19 March) is not observed in Niedergösgen', () => {
    for (const year of years) expect(isCompanyHoliday(`${year}-03-19`), String(year)).toBe(false);
  });

  it('R000-9.13 1 May is a half day by law and closed for the company (decision 100)', () => {
    const mayDay = companyHolidayOn('2026-05-01');
    expect(mayDay).toEqual({ date: '2026-05-01', name: 'Tag der Arbeit', halfDay: true });
    expect(isCompanyHoliday('2026-05-01')).toBe(true);
    expect(companyHolidayOn('2026-05-14')?.halfDay).toBe(false);
  });

  it('R000-9.12 R000-9.13 every year 2021–2072 has Easter, Ascension, Whit Monday, Corpus Christi, 1 August, Assumption, All Saints and the closing days', () => {
    for (const year of years) {
      const easter = easterSunday(year);
      const expected = [
        `${year}-01-01`,
        `${year}-01-02`,
        addDays(easter, -2),
        easter,
        addDays(easter, 1),
        addDays(easter, 39),
        addDays(easter, 50),
        addDays(easter, 60),
        `${year}-08-01`,
        `${year}-08-15`,
        `${year}-11-01`,
        `${year}-12-25`,
        `${year}-12-26`,
      ];
      for (const date of expected) expect(isCompanyHoliday(date), `${year}: ${date}`).toBe(true);
    }
  });

  it('R000-9.12 R000-9.13 2072 boundary: Ascension on 19 May and Corpus Christi on 9 June 2072 (both Thursdays)', () => {
    const holidays2072 = companyHolidaysOfYear(2072);
    expect(holidays2072.find((holiday) => holiday.name === 'Auffahrt')?.date).toBe('2072-05-19');
    expect(holidays2072.find((holiday) => holiday.name === 'Fronleichnam')?.date).toBe('2072-06-09');
    expect(dayOfWeek('2072-05-19')).toBe(4);
    expect(dayOfWeek('2072-06-09')).toBe(4);
    expect(easterSunday(2072)).toBe('2072-04-10');
  });

  it('R000-9.12 the table covers 2021–2072; other years throw', () => {
    expect(HOLIDAY_YEARS).toEqual({ first: 2021, last: 2072 });
    expect(companyHolidaysOfYear(2021).length).toBeGreaterThan(10);
    expect(() => companyHolidaysOfYear(2020)).toThrow(RangeError);
    expect(() => companyHolidaysOfYear(2073)).toThrow('No holiday table for 2073');
    expect(() => isCompanyHoliday('2073-01-01')).toThrow(RangeError);
  });

  it('R000-9.13 observances (Gründonnerstag, Muttertag) are ordinary days; holidays are cached per year', () => {
    expect(isCompanyHoliday('2026-04-02')).toBe(false);
    expect(isCompanyHoliday('2026-05-10')).toBe(false);
    expect(companyHolidaysOfYear(2030)).toBe(companyHolidaysOfYear(2030));
    expect(companyHolidayOn('2026-05-13')).toBeUndefined();
  });

  it('R000-9.40 the holiday dates do not depend on the process time zone', async () => {
    const previous = process.env.TZ;
    process.env.TZ = 'Pacific/Auckland';
    try {
      vi.resetModules();
      const fresh = await import('./holidays');
      expect(fresh.companyHolidaysOfYear(2027).map((holiday) => holiday.date)).toEqual(
        companyHolidaysOfYear(2027).map((holiday) => holiday.date),
      );
      expect(fresh.isCompanyHoliday('2027-05-06')).toBe(true);
    } finally {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    }
  });
});
