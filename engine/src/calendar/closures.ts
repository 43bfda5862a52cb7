import { z } from 'zod';
import { compareIsoDates, daysBetween, eachDay, isIsoDate, type IsoDate } from './iso-date';

/**
 * Company closure days (e.g. the Christmas closure between the years): not public holidays but
 * data the back office edits in the settings; the caller loads them and passes them in. A closure
 * is one ISO date or an inclusive range, which may span the new year.
 */
export type CompanyClosure = IsoDate | { from: IsoDate; to: IsoDate; label?: string | undefined };

/** A closure range may span at most this many days (a typo must not close the company for years). */
export const MAX_CLOSURE_DAYS = 366;

const isoDateSchema = z.string().refine(isIsoDate, { message: 'validation.isoDate' });

export const companyClosureSchema = z.union([
  isoDateSchema,
  z
    .object({ from: isoDateSchema, to: isoDateSchema, label: z.string().max(200).optional() })
    .refine((range) => compareIsoDates(range.from, range.to) <= 0, { message: 'validation.closureRange', path: ['to'] })
    .refine((range) => daysBetween(range.from, range.to) < MAX_CLOSURE_DAYS, {
      message: 'validation.closureRange',
      path: ['to'],
    }),
]);

/** The settings value of the closure list. */
export const companyClosuresSchema = z.array(companyClosureSchema);

/** Every closed date of a closure list, expanded. */
export function closureDates(closures: readonly CompanyClosure[]): ReadonlySet<IsoDate> {
  const dates = new Set<IsoDate>();
  for (const closure of closures) {
    if (typeof closure === 'string') {
      dates.add(companyClosureSchema.parse(closure) as IsoDate);
      continue;
    }
    companyClosureSchema.parse(closure);
    for (const date of eachDay(closure.from, closure.to)) dates.add(date);
  }
  return dates;
}
