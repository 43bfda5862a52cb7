import { EngineError } from '../errors';

type CustomerRef = number | { id: number };

const idOf = (ref: CustomerRef): number => (typeof ref === 'number' ? ref : ref.id);

/**
 * R001-8.32: two customers are compared by id; different ids are an error (e.g. an address or
 * order of one customer used for another), never silently accepted.
 */
export function assertSameCustomer(a: CustomerRef, b: CustomerRef): void {
  const left = idOf(a);
  const right = idOf(b);
  if (left !== right) throw new EngineError('forbidden', `Verschiedene Kunden verglichen: Kunde ${left} ist nicht Kunde ${right}.`);
}
