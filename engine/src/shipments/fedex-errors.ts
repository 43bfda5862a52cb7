import { EngineError, type ErrorEntry } from '../errors';
import { CARRIER_MESSAGES } from '../i18n/catalogue-carrier';
import { CarrierError } from '../shipping/carrier';

/** The German text of a carrier message (the key the web translates, docs/decisions/743-fedex-errors.md). */
export const carrierMessage = (key: keyof typeof CARRIER_MESSAGES): string => CARRIER_MESSAGES[key].de;

/** FedEx error codes we explain ourselves, with the input field they concern. */
const KNOWN_CODES: Readonly<Record<string, { key: keyof typeof CARRIER_MESSAGES; field?: string }>> = {
  'RECIPIENT.CONTACT.PHONENUMBER.INVALID': { key: 'errors.fedexPhone', field: 'contact.phone' },
  'RECIPIENT.POSTALCODE.INVALID': { key: 'errors.fedexPostalCode', field: 'recipientAddress.zipCode' },
  'POSTALCODE.REQUIRED': { key: 'errors.fedexPostalCode', field: 'recipientAddress.zipCode' },
  'STATEORPROVINCECODE.REQUIRED': { key: 'errors.fedexState', field: 'recipientAddress.state' },
  'PACKAGE.WEIGHT.EXCEEDED': { key: 'errors.fedexWeight', field: 'packagingLineItems' },
  'PICKUP.DATE.NOTAVAILABLE': { key: 'errors.fedexPickupDate', field: 'date' },
  'SERVICE.TYPE.NOT.ALLOWED': { key: 'errors.fedexService', field: 'service.type' },
};

/**
 * A carrier failure as the engine's error, in words the staff understand: known FedEx codes get
 * our own text (in their language), others FedEx's text as detail; an unreachable FedEx answers
 * 503, and a write whose answer was lost says that repeating is safe.
 */
export function carrierFailureToEngineError(error: unknown): unknown {
  if (!(error instanceof CarrierError)) return error;
  if (error.failure === 'unauthorized') return new EngineError('unavailable', carrierMessage('errors.fedexCredentials'), { cause: error });
  if (error.failure === 'unavailable') {
    return new EngineError('unavailable', carrierMessage(error.outcomeUnknown ? 'errors.fedexOutcomeUnknown' : 'errors.fedexUnavailable'), { cause: error });
  }
  const entries: ErrorEntry[] = error.errors.map((entry) => {
    const known = KNOWN_CODES[entry.code];
    if (known) return { message: carrierMessage(known.key), ...(known.field ? { field: known.field } : {}) };
    return { message: carrierMessage('errors.fedexRejected'), params: { detail: entry.message || entry.code } };
  });
  return new EngineError('invalid', entries, { cause: error });
}
