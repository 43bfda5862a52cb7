import { issuesToErrorEntries, translateValidation, type Locale } from '@shop/engine';
import type { ZodType } from 'zod';

/**
 * A grid's URL search params checked with the engine's schema: the params that fail are named
 * (for a message above the grid) and left out, so a hand-edited or old bookmark never breaks the
 * page.
 */
export function gridParams(request: Request, schema: ZodType, labels: Readonly<Record<string, string>>, locale: Locale): { params: Record<string, string>; query: Record<string, string>; problems: string[] } {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params);
  if (parsed.success) return { params, query: params, problems: [] };
  const entries = issuesToErrorEntries(parsed.error);
  const bad = new Set(entries.map((entry) => entry.field));
  return {
    params,
    query: Object.fromEntries(Object.entries(params).filter(([key]) => !bad.has(key))),
    problems: entries.map((entry) => `${labels[entry.field] ?? entry.field}: ${translateValidation(entry.message, entry.params, locale)}`),
  };
}

