/** What an order and a quote share (001 §4 "requests"): enums, request schema, totals, events. Named exports only (decision 940). */
export {
  placeOrderInputSchema,
  orderItemSchema,
  orderAddressSchema,
  optionalText,
  type PlaceOrderInput,
  type OrderAddressInput,
} from './request-schema';
export {
  createRequestEvents,
  type RequestEvent,
  type RequestEventListener,
  type RequestEvents,
  type RequestKind,
  type RequestAction,
} from './request-events';
export * from './model';
/** The answers' zod schemas for the OpenAPI document (decision 1172); server-side only, not in the browser entry. */
export { postalAddressResponse, requestPositionResponse } from './answer-schemas';
