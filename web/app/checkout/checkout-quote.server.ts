import type { OrderFromQuoteInput } from '@shop/engine';
import { DeliveryMode, isPickup } from '@shop/engine/browser';
import { addressOf } from './address-form';

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The quote checkout form as the engine's input (orderFromQuoteInputSchema parses it): the
 * credential (uuid, PIN) rides along in hidden fields, never in the URL; the removed positions are
 * the ticked "Entfernen" boxes.
 */
export function orderFromQuoteFormInput(form: FormData): OrderFromQuoteInput {
  const deliveryMode = text(form, 'deliveryMode') || DeliveryMode.DELIVERY;
  const pickup = isPickup(deliveryMode);
  const sameAddress = text(form, 'sameAddress') === 'on';
  const invoiceAddress = addressOf(form, 'invoiceAddress');
  return {
    uuid: text(form, 'uuid'),
    pin: text(form, 'pin'),
    invoiceAddress,
    // A pickup is collected at the company site: the (hidden) delivery address fields are not sent (decision 816).
    ...(pickup ? {} : { deliveryAddress: sameAddress ? invoiceAddress : addressOf(form, 'deliveryAddress') }),
    invoiceEmail: text(form, 'invoiceEmail'),
    deliveryMode: deliveryMode as OrderFromQuoteInput['deliveryMode'],
    requestedDeliveryDate: text(form, 'requestedDeliveryDate') || null,
    pickupSlot: pickup ? text(form, 'pickupSlot') || null : null,
    paymentMethodId: Number(text(form, 'paymentMethodId') || '2'),
    orderReference: text(form, 'orderReference'),
    orderComment: text(form, 'orderComment'),
    termsAccepted: text(form, 'termsAccepted') === 'on',
    idempotencyKey: text(form, 'idempotencyKey'),
    removedPositionIds: form
      .getAll('removedPositionIds')
      .map((value) => Number(value))
      .filter((id) => Number.isInteger(id) && id > 0),
  };
}
