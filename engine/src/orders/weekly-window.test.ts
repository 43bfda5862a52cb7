import { describe, expect, it } from 'vitest';
import { weeklyWindow, weeklyWindows } from './weekly-window';

describe('weekly windows (000 §7, 001 §4)', () => {
  it('R000-7.37 R001-4.21 window 0 is the Monday-to-Sunday week of today, later windows go back a week each, newest first', () => {
    expect(weeklyWindow('2026-03-18')).toEqual({ fromDate: '2026-03-16', toDate: '2026-03-22' });
    // Monday and Sunday belong to their own week.
    expect(weeklyWindow('2026-03-16')).toEqual({ fromDate: '2026-03-16', toDate: '2026-03-22' });
    expect(weeklyWindow('2026-03-22')).toEqual({ fromDate: '2026-03-16', toDate: '2026-03-22' });
    expect(weeklyWindow('2026-03-18', 2)).toEqual({ fromDate: '2026-03-02', toDate: '2026-03-08' });
    // Across a year end.
    expect(weeklyWindow('2027-01-01')).toEqual({ fromDate: '2026-12-28', toDate: '2027-01-03' });
    expect(weeklyWindows('2026-03-18', 3).map((window) => window.fromDate)).toEqual(['2026-03-16', '2026-03-09', '2026-03-02']);
    expect(() => weeklyWindow('2026-03-18', -1)).toThrow(RangeError);
  });
});
