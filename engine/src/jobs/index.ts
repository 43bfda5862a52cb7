/** Jobs: the system summary and run slots. Named exports only (decision 940). */
export { loadSystemSummary, mailServerOf, type SystemSummary } from './system-summary';
export { slotOf, SLOT_CLOCK_SKEW_MS, type RunSlotOptions } from './lease';
