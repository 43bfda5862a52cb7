import { notFoundError, parseId } from '@shop/engine';
import { notFound } from './route-error.server';

/**
 * A page's path parameters, read once (decision 1090): what is not a usable value is the 404 page,
 * never a database error. `Number(params.id)` let `99999999999999999999` (past PostgreSQL's
 * integer) and `1e3` reach the database; a NUL in a text reached it as "invalid message format".
 */
type Params = Readonly<Record<string, string | undefined>>;

/**
 * The id a page path names (`/admin/order/{id}`): digits only, 1 … 2147483647 (the engine's
 * `parseId`), else the 404 page.
 *
 * @example idParam({ id: '42' }) // 42
 * @example idParam({ id: '-1' }) // throws the 404 page
 */
export function idParam(params: Params, name = 'id'): number {
  const id = parseId(params[name]);
  if (id === null) throw notFound();
  return id;
}

/**
 * The row id an /api route's path parameter names (`/api/customers/:id`), by the same parser: not
 * an id → the engine's not-found error, which `apiRoute` answers as a JSON 404 (decision 1092:
 * `Number()` let NaN and Infinity reach a query and fail there with a 500).
 */
export function pathId(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw notFoundError();
  return id;
}

/**
 * A text the page path names (article number, order or quote number, token, slug, file name): the
 * 404 page when it is missing or holds a control character or a lone surrogate, which no article
 * number or file name has.
 */
export function textParam(params: Params, name: string): string {
  const value = optionalTextParam(params, name);
  if (value === undefined) throw notFound();
  return value;
}

/** Like {@link textParam} for an optional segment or a splat: undefined when it is absent or empty. */
export function optionalTextParam(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (!isPathText(value)) throw notFound();
  return value;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** True for text a path may name: no C0/C1 control character (NUL included), well-formed UTF-16. */
export function isPathText(value: string): boolean {
  return !CONTROL.test(value) && value.isWellFormed();
}
