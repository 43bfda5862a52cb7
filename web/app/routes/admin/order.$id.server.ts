import { nextOrderStates, postalAddressFields, type Engine, type PostalAddressLike, type RequestContext } from '@shop/engine';
import { data, redirect } from 'react-router';
import { EXECUTED, SAVED, type DeskActionResult } from '../../lib/desk-form';
import { failureOf } from '../../lib/form-errors.server';

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const optional = (form: FormData, name: string): string | undefined => (form.has(name) ? text(form, name) : undefined);

/** The fields of the engine's one postal address, in its order; an empty one is left out unless the engine requires it. */
const POSTAL_FIELDS = Object.keys(postalAddressFields) as (keyof typeof postalAddressFields & keyof PostalAddressLike)[];

/** An address of the form (prefix `delivery.` or `invoice.`) in the engine's postal shape, or undefined when the form has none. */
function addressOf(form: FormData, prefix: string): Partial<PostalAddressLike> | undefined {
  if (!form.has(`${prefix}.name`)) return undefined;
  return Object.fromEntries(POSTAL_FIELDS.map((field) => [field, text(form, `${prefix}.${field}`)] as const).filter(([field, value]) => value !== '' || !postalAddressFields[field].isOptional()));
}

/** The allowed next states of an order (docs/orders.md), for its buttons. */
export function nextStatesOf(orderStatusId: number): number[] {
  return nextOrderStates(orderStatusId);
}

/**
 * The order page's one action, dispatching on `intent`. Every change carries the
 * version the page showed: a change made meanwhile is a conflict shown as such, never overwritten.
 */
export async function orderAction(engine: Engine, ctx: RequestContext, id: number, form: FormData): Promise<DeskActionResult | Response> {
  const intent = text(form, 'intent');
  const version = text(form, 'version') || undefined;
  try {
    switch (intent) {
      case 'fields': {
        const deliveryAddress = addressOf(form, 'delivery');
        const invoiceAddress = addressOf(form, 'invoice');
        const fieldsUpdate = Object.fromEntries(
          Object.entries({
            confirmedDeliveryDate: optional(form, 'confirmedDeliveryDate'),
            requestedDeliveryDate: optional(form, 'requestedDeliveryDate'),
            deliveryType: optional(form, 'deliveryType'),
            orderReference: optional(form, 'orderReference'),
            comment: optional(form, 'comment'),
            invoiceEmail: optional(form, 'invoiceEmail'),
            paymentMethodId: optional(form, 'paymentMethodId'),
            paymentStatusId: optional(form, 'paymentStatusId'),
            deliveryAddress,
            invoiceAddress,
          }).filter(([, value]) => value !== undefined),
        );
        await engine.orders.admin.updateOrder(ctx, id, { version: version, fieldsUpdate: fieldsUpdate });
        return { ok: true, intent, message: SAVED };
      }
      case 'markPaid':
        await engine.orders.admin.updateOrder(ctx, id, { version: version, fieldsUpdate: { paymentStatusId: 1 } });
        return { ok: true, intent, message: SAVED };
      case 'state':
        await engine.orders.changeOrderState(ctx, id, { version: version, orderStatusId: text(form, 'orderStatusId') });
        return { ok: true, intent, message: SAVED };
      case 'positions': {
        const ids = form.getAll('positionId').map(String);
        const updatePositions = ids.map((positionId) => ({
          id: positionId,
          quantityDelivered: text(form, `pos.${positionId}.quantityDelivered`),
          quantityInvoiced: text(form, `pos.${positionId}.quantityInvoiced`),
          storno: form.get(`pos.${positionId}.storno`) === 'on',
          childrenVisible: form.get(`pos.${positionId}.childrenVisible`) === 'on',
        }));
        await engine.orders.admin.updateOrder(ctx, id, { version: version, positionUpdate: { newPositions: [], updatePositions: updatePositions } });
        return { ok: true, intent, message: SAVED };
      }
      case 'notifyCustomer': {
        const email = text(form, 'email');
        const message = text(form, 'message');
        await engine.orders.admin.notifyCustomer(ctx, id, { ...(email ? { email } : {}), ...(message ? { message } : {}) });
        return { ok: true, intent, message: EXECUTED };
      }
      case 'notifyCarrier': {
        const carrierId = text(form, 'carrierId');
        const pickupDate = text(form, 'pickupDate');
        const message = text(form, 'message');
        await engine.orders.admin.notifyCarrier(ctx, id, { ...(carrierId ? { carrierId } : {}), ...(pickupDate ? { pickupDate } : {}), ...(message ? { message } : {}) });
        return { ok: true, intent, message: EXECUTED };
      }
      case 'resendConfirmation':
        await engine.orders.desk.resendConfirmation(ctx, id);
        return { ok: true, intent, message: EXECUTED };
      case 'copy': {
        const copy = await engine.orders.admin.copyOrder(ctx, { id });
        return redirect(`/admin/order/${copy.id}?done=copied`);
      }
      case 'delete':
        await engine.orders.admin.deleteOrder(ctx, id, { version: version });
        return redirect('/admin/Orders?done=deleted');
      default:
        throw data({ ok: false, intent, message: 'Unbekannte Aktion', fieldErrors: {} }, { status: 400 });
    }
  } catch (error) {
    return failureOf(intent, error, ctx);
  }
}

