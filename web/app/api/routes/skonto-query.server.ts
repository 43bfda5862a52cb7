import { EngineError } from '@shop/engine';

/** The optional `customerId` query parameter of /api/payment-term and /api/skonto; anything but a positive integer is invalid. */
export function customerIdQuery(request: Request): number | undefined {
  const raw = new URL(request.url).searchParams.get('customerId');
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new EngineError('invalid', [{ message: 'Die Eingaben sind ungültig.', field: 'customerId' }]);
  return value;
}
