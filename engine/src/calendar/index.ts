/** Calendar: holidays, working days, closures, delivery dates, pickup slots (000 §5, §9). Browser-safe; named exports only (decision 940). */
export {
  ZURICH_TIME_ZONE,
  EMPTY_DATE_SENTINEL,
  isIsoDate,
  yearOf,
  addDays,
  dayOfWeek,
  isWeekend,
  daysBetween,
  compareIsoDates,
  eachDay,
  zurichWallTime,
  zurichInstant,
  isoDateInZurich,
  todayInZurich,
  formatDateCh,
  isEmptyDate,
  toIsoDateOrNull,
  type IsoDate,
  type ZurichWallTime,
} from './iso-date';
export { HOLIDAY_YEARS, companyHolidaysOfYear, isCompanyHoliday, companyHolidayOn, type CompanyHoliday } from './holidays';
export { MAX_CLOSURE_DAYS, companyClosureSchema, companyClosuresSchema, closureDates, type CompanyClosure } from './closures';
export { createWorkCalendar, isWorkingDay, addWorkingDays, type WorkCalendar, type ClosedReason } from './working-days';
export {
  LEAD_TIME_DAYS,
  QUOTE_TIME_TO_DELIVER_DEFAULT,
  DeliveryDateMode,
  parseLeadTime,
  effectiveLeadTime,
  earliestDeliveryDate,
  isSelectableDeliveryDate,
  expectedDeliveryDate,
  type ExpectedDeliveryInput,
  type LeadTimeShopMode,
  type LeadTimeInput,
  type DeliveryDateInput,
} from './delivery-date';
export { PICKUP_LAST_HOUR, pickupSlotHour, pickupSlotCounts, countingPickupSlots } from './pickup';
