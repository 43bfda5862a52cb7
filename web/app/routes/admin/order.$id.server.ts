import { changeLine, nextOrderStates, postalAddressFields, type Engine, type PostalAddressLike, type RequestContext } from '@shop/engine';
import { formatChf } from '@shop/engine/browser';
import { data, redirect } from 'react-router';
import { EXECUTED, SAVED, type DeskActionResult } from '../../lib/desk-form';
import { failureOf } from '../../lib/form-errors.server';
import { configurationOf, createCustomerProductFrom, staffConfiguration } from './quote-configurator.server';

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

/**
 * The positions part of the order page beside the order (decisions 1145–1147): the product-select
 * modal (?produkt=…) and its staff configurator (&konfigurieren=…) while the order can change,
 * what was paid online against the total, and the changes not told to the customer yet.
 */
export async function orderEditParts(engine: Engine, ctx: RequestContext, order: { id: number }, changeable: boolean, url: URL) {
  const search = url.searchParams.get('produkt');
  const open = search !== null && changeable;
  const configurator = open ? await staffConfiguration(engine, ctx, { orderId: order.id }, url.searchParams) : null;
  const choices = open && !configurator ? await engine.quotes.products.productChoices(ctx, { orderId: order.id, q: search }) : null;
  const balance = await engine.orders.admin.paymentBalance(ctx, order.id);
  const untold = balance.untoldChanges.flatMap((record) => record.positions.map((change) => changeLine(change, 'de-CH')));
  return { search, choices, configurator, balance: { paidOnline: balance.paidOnline, difference: balance.difference }, untold };
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
        // Staff edit quantities and prices, remove or cancel positions (decision 1145); the engine checks the version and recomputes the totals.
        const removePositions = form.getAll('removePosition').map(String);
        const ids = form
          .getAll('positionId')
          .map(String)
          .filter((positionId) => !removePositions.includes(positionId));
        const updatePositions = ids.map((positionId) => ({
          id: positionId,
          ...(form.has(`pos.${positionId}.quantity`) ? { quantity: text(form, `pos.${positionId}.quantity`) } : {}),
          ...(form.has(`pos.${positionId}.pricePerOne`) ? { pricePerOne: text(form, `pos.${positionId}.pricePerOne`) || null } : {}),
          quantityDelivered: text(form, `pos.${positionId}.quantityDelivered`),
          quantityInvoiced: text(form, `pos.${positionId}.quantityInvoiced`),
          storno: form.get(`pos.${positionId}.storno`) === 'on',
          childrenVisible: form.get(`pos.${positionId}.childrenVisible`) === 'on',
        }));
        const deliveryCost = optional(form, 'deliveryCost');
        const notifyCustomer = form.get('notifyCustomer') === 'on';
        await engine.orders.admin.updateOrder(ctx, id, {
          version: version,
          notifyCustomer,
          ...(deliveryCost === undefined ? {} : { fieldsUpdate: { deliveryCost: deliveryCost || null } }),
          positionUpdate: { newPositions: [], updatePositions: updatePositions, removePositions: removePositions },
        });
        return { ok: true, intent, message: notifyCustomer ? `${SAVED}; Kunde informiert` : SAVED };
      }
      case 'addFreePosition': {
        // A free position: a name and a price, no product (decision 1145).
        const notifyCustomer = form.get('notifyCustomer') === 'on';
        await engine.orders.admin.updateOrder(ctx, id, {
          version: version,
          notifyCustomer,
          positionUpdate: { newPositions: [{ name: text(form, 'name'), quantity: text(form, 'quantity'), pricePerOne: text(form, 'pricePerOne') || null }] },
        });
        return { ok: true, intent, message: notifyCustomer ? `${SAVED}; Kunde informiert` : SAVED };
      }
      case 'addProduct': {
        // From the product-select modal or the staff configurator: priced by the engine for the order's customer.
        const changed = await engine.orders.admin.addProduct(ctx, { orderId: id, version: version, productId: text(form, 'productId'), quantity: text(form, 'quantity'), configuration: configurationOf(form), notifyCustomer: form.get('notifyCustomer') === 'on' });
        const line = changed.positions?.at(-1);
        return { ok: true, intent, message: `${SAVED}: ${line?.name ?? ''} hinzugefügt${line?.pricePerOne ? ` (CHF ${formatChf(line.pricePerOne)}/Stk.)` : ' (Preis auf Anfrage)'}` };
      }
      case 'createCustomerProduct':
        return { ok: true, intent, message: await createCustomerProductFrom(engine, ctx, form) };
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

