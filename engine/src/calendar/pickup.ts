/**
 * Carrier pickup time slots (000 §5, 001 §9): a slot counts only if its hour is 16 or earlier.
 * The hour is read from the slot text as the carrier gives it (local time at the pickup site):
 * '16:30' has hour 16 and counts, '17:00' does not (decision 101).
 */
export const PICKUP_LAST_HOUR = 16;

const HOUR = /(?:^|T|\s)(\d{1,2}):\d{2}/;

/** The hour of a slot ('16:30', '2026-05-14T16:30:00', '2026-05-14 08:00'); undefined when none. */
export function pickupSlotHour(slot: string): number | undefined {
  const match = HOUR.exec(slot.trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  return hour <= 23 ? hour : undefined;
}

export function pickupSlotCounts(slot: string): boolean {
  const hour = pickupSlotHour(slot);
  return hour !== undefined && hour <= PICKUP_LAST_HOUR;
}

/** The slots that count, in their order. */
export function countingPickupSlots<T extends string>(slots: readonly T[]): T[] {
  return slots.filter(pickupSlotCounts);
}

/**
 * Pickup time slots at Niedergösgen (decision 622). Only slots whose hour is 16 or earlier count
 * (000 §5); the later ones stay in the candidates to show the rule applies. The main checkout and
 * the quote checkout offer the same list (decision 816).
 */
export const PICKUP_SLOT_CANDIDATES = ['07:30', '09:00', '10:30', '13:30', '15:00', '16:30', '17:00'] as const;
export const PICKUP_SLOTS: readonly string[] = countingPickupSlots([...PICKUP_SLOT_CANDIDATES]);

/** The messages of a pickup without date or slot (shown on the field, errors.pickupDateMissing / pickupSlotMissing). */
export const PICKUP_SLOT_MESSAGE = 'Bitte wählen Sie eine Abholzeit.';
export const PICKUP_DATE_MESSAGE = 'Bitte wählen Sie ein Abholdatum.';
