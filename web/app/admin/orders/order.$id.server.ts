import { changeLine, nextOrderStates, postalAddressFields, type Engine, type PostalAddressLike, type RequestContext } from '@shop/engine';
import { redirect } from 'react-router';
import type { DeskRunArgs } from '../desk-action.server';
import { EXECUTED, SAVED } from '../../kit/desk-form';
import { idParam } from '../../kit/route-params.server';
import { addedMessage, configurationOf, createCustomerProductFrom, staffConfiguration } from '../quotes/quote-configurator.server';

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

/** The id of the order the page shows (the route's `:id`). */
const orderIdOf = (params: DeskRunArgs<unknown>['params']) => idParam(params);
/** The version the page showed: a change made meanwhile is a conflict shown as such, never overwritten. */
const versionOf = (form: FormData) => text(form, 'version') || undefined;
const told = (form: FormData) => form.get('notifyCustomer') === 'on';

/**
 * The order page's intents (decision 1170: one desk action). The forms name their fields by
 * position (`pos.<id>.quantity`), so each intent reads the raw form and the engine parses and
 * checks what it gets (R001-7.066's schema, the version, the totals).
 */
export const orderIntents = {
  fields: {
    run: async ({ form, engine, ctx, params }: Run) => {
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
          deliveryAddress: addressOf(form, 'delivery'),
          invoiceAddress: addressOf(form, 'invoice'),
        }).filter(([, value]) => value !== undefined),
      );
      await engine.orders.admin.updateOrder(ctx, orderIdOf(params), { version: versionOf(form), fieldsUpdate });
    },
  },
  markPaid: {
    run: async ({ form, engine, ctx, params }: Run) => {
      await engine.orders.admin.updateOrder(ctx, orderIdOf(params), { version: versionOf(form), fieldsUpdate: { paymentStatusId: 1 } });
    },
  },
  state: {
    run: async ({ form, engine, ctx, params }: Run) => {
      await engine.orders.changeOrderState(ctx, orderIdOf(params), { version: versionOf(form), orderStatusId: text(form, 'orderStatusId') });
    },
  },
  positions: {
    // Staff edit quantities and prices, remove or cancel positions (decision 1145); the engine checks the version and recomputes the totals.
    run: async ({ form, engine, ctx, params }: Run) => {
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
      await engine.orders.admin.updateOrder(ctx, orderIdOf(params), {
        version: versionOf(form),
        notifyCustomer: told(form),
        ...(deliveryCost === undefined ? {} : { fieldsUpdate: { deliveryCost: deliveryCost || null } }),
        positionUpdate: { newPositions: [], updatePositions, removePositions },
      });
      return told(form) ? `${SAVED}; Kunde informiert` : SAVED;
    },
  },
  addFreePosition: {
    // A free position: a name and a price, no product (decision 1145).
    run: async ({ form, engine, ctx, params }: Run) => {
      await engine.orders.admin.updateOrder(ctx, orderIdOf(params), {
        version: versionOf(form),
        notifyCustomer: told(form),
        positionUpdate: { newPositions: [{ name: text(form, 'name'), quantity: text(form, 'quantity'), pricePerOne: text(form, 'pricePerOne') || null }] },
      });
      return told(form) ? `${SAVED}; Kunde informiert` : SAVED;
    },
  },
  addProduct: {
    // From the product-select modal or the staff configurator: priced by the engine for the order's customer.
    run: async ({ form, engine, ctx, params }: Run) => {
      const changed = await engine.orders.admin.addProduct(ctx, { orderId: orderIdOf(params), version: versionOf(form), productId: text(form, 'productId'), quantity: text(form, 'quantity'), configuration: configurationOf(form), notifyCustomer: told(form) });
      return addedMessage(changed.positions?.at(-1));
    },
  },
  createCustomerProduct: { run: async ({ form, engine, ctx }: Run) => createCustomerProductFrom(engine, ctx, form) },
  notifyCustomer: {
    run: async ({ form, engine, ctx, params }: Run) => {
      const email = text(form, 'email');
      const message = text(form, 'message');
      await engine.orders.admin.notifyCustomer(ctx, orderIdOf(params), { ...(email ? { email } : {}), ...(message ? { message } : {}) });
      return EXECUTED;
    },
  },
  notifyCarrier: {
    run: async ({ form, engine, ctx, params }: Run) => {
      const carrierId = text(form, 'carrierId');
      const pickupDate = text(form, 'pickupDate');
      const message = text(form, 'message');
      await engine.orders.admin.notifyCarrier(ctx, orderIdOf(params), { ...(carrierId ? { carrierId } : {}), ...(pickupDate ? { pickupDate } : {}), ...(message ? { message } : {}) });
      return EXECUTED;
    },
  },
  resendConfirmation: {
    run: async ({ engine, ctx, params }: Run) => {
      await engine.orders.desk.resendConfirmation(ctx, orderIdOf(params));
      return EXECUTED;
    },
  },
  copy: {
    run: async ({ engine, ctx, params }: Run) => {
      const copy = await engine.orders.admin.copyOrder(ctx, { id: orderIdOf(params) });
      return redirect(`/admin/order/${copy.id}?done=copied`);
    },
  },
  delete: {
    run: async ({ form, engine, ctx, params }: Run) => {
      await engine.orders.admin.deleteOrder(ctx, orderIdOf(params), { version: versionOf(form) });
      return redirect('/admin/Orders?done=deleted');
    },
  },
};

type Run = DeskRunArgs<undefined>;
