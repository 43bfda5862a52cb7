import { notFoundError, parseId } from '@shop/engine';

/**
 * The row id an /api route's path parameter names (`/api/customers/:id`): a positive integer
 * within PostgreSQL's integer range, by the engine's id schema. Anything else — `NaN`, `true`,
 * `1e309`, `99999999999999999999`, `1.5` — names no row and answers 404, instead of reaching a
 * query as NaN or Infinity and failing there with a 500 (found by the fuzz suite, decision 1092).
 */
export function pathId(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw notFoundError();
  return id;
}
