import { rateRequestSchema, shipmentDataSchema, uploadEtdSchema } from '@shop/engine';
import type { Route } from './+types/order.$id.fedex';
import { requireAdminAction } from '../screens.server';
import { idParam } from '../../kit/route-params.server';
import { engineContext } from '../../server/engine-context';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { deskAction, type DeskRunArgs } from '../desk-action.server';

/**
 * /admin/order/{id}/fedex: the data and the calls of the order page's FedEx panel
 * (admin/orders/FedexPanel.tsx) — rates, validate, ETD upload, confirm with labels, pickup
 * availability and booking, cancel. ADMIN_QUOTE like the /api/fedex calls (decision 742); its
 * intents are the order screen's `fedex` panel (web/app/admin/screens.ts).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminAction('order', ctx);
  try {
    return await context.get(engineContext).shipments.orderPanel(ctx, idParam(params));
  } catch (error) {
    throw toRouteError(error);
  }
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The package rows of the panel's form (repeated fields, one row per package). */
function packagesOf(form: FormData) {
  const column = (name: string) => form.getAll(name).map((value) => (typeof value === 'string' ? value.trim() : ''));
  const [widths, heights, weights, types, quantities] = [column('width'), column('height'), column('weight'), column('packageType'), column('quantity')];
  return column('length')
    .map((length, index) => ({ length, width: widths[index] ?? '', height: heights[index] ?? '', weight: weights[index] ?? '', packageType: types[index] || 'crate', quantity: quantities[index] || '1' }))
    .filter((row) => row.length !== '' || row.weight !== '');
}

const SUCCESS = {
  rates: 'Tarife von FedEx abgefragt.',
  verify: 'FedEx hat die Sendung geprüft: die Angaben sind gültig.',
  etd: 'Handelsrechnung an FedEx übermittelt (ETD).',
  confirm: 'Sendung bei FedEx bestätigt; die Etiketten liegen bei der Bestellung.',
  pickupCheck: 'Abholzeiten von FedEx abgefragt.',
  pickup: 'Abholung bei FedEx gebucht.',
  cancelPickup: 'Abholung storniert.',
  cancel: 'Sendung bei FedEx storniert.',
} as const;

type Run = DeskRunArgs<undefined>;

/** The shipment of the panel's form: service, purpose, terms, packages, contact and the ETD document. */
function shipmentOf(form: FormData, orderId: number) {
  const docId = text(form, 'etdDocId');
  return {
    orderId,
    service: { type: text(form, 'serviceType'), ...(text(form, 'rate') ? { rate: text(form, 'rate') } : {}) },
    purposeOfShipment: text(form, 'purposeOfShipment') || undefined,
    termsOfSale: text(form, 'termsOfSale') || undefined,
    packagingLineItems: packagesOf(form),
    contact: { name: text(form, 'contactName'), phone: text(form, 'contactPhone'), ...(text(form, 'contactEmail') ? { email: text(form, 'contactEmail') } : {}) },
    ...(docId ? { customsDocuments: { commercialInvoice: { docId } } } : {}),
  };
}

/** An intent's answer: its toast and what FedEx answered, for the panel to show (rates, pickup slots, warnings). */
const done = (intent: keyof typeof SUCCESS, result: object) => ({ message: SUCCESS[intent], result });

/** The panel's intents (decision 1170: one desk action), under the order page's guard. The engine parses each call with its FedEx schema. */
export const action = deskAction(
  'order',
  {
    rates: { run: async ({ form, engine, ctx }: Run) => done('rates', await engine.shipments.getRates(ctx, rateRequestSchema.parse({ address: { postalCode: text(form, 'postalCode'), countryCode: text(form, 'countryCode') }, positions: packagesOf(form) }))) },
    verify: { run: async ({ form, engine, ctx, params }: Run) => done('verify', await engine.shipments.verifyShipment(ctx, shipmentDataSchema.parse(shipmentOf(form, idParam(params))))) },
    etd: { run: async ({ form, engine, ctx, params }: Run) => done('etd', await engine.shipments.uploadEtd(ctx, uploadEtdSchema.parse({ orderId: idParam(params), purposeOfShipment: text(form, 'purposeOfShipment') || undefined, termsOfSale: text(form, 'termsOfSale') || undefined }))) },
    confirm: { run: async ({ form, engine, ctx, params }: Run) => done('confirm', await engine.shipments.confirmShipment(ctx, shipmentDataSchema.parse(shipmentOf(form, idParam(params))))) },
    pickupCheck: {
      run: async ({ form, engine, ctx }: Run) => {
        const packages = packagesOf(form);
        const first = packages[0];
        const weight = packages.reduce((sum, row) => sum + Number(row.weight) * (Number(row.quantity) || 1), 0);
        return done(
          'pickupCheck',
          await engine.shipments.checkPickupAvailability(ctx, {
            dimensions: { length: first?.length ?? '', width: first?.width ?? '', height: first?.height ?? '' },
            weight,
            isDomestic: text(form, 'isDomestic') === 'true',
            serviceType: text(form, 'serviceType') || undefined,
            date: text(form, 'pickupDate') || undefined,
          }),
        );
      },
    },
    pickup: { run: async ({ form, engine, ctx, params }: Run) => done('pickup', await engine.shipments.schedulePickup(ctx, { orderId: idParam(params), date: text(form, 'pickupDate'), readyTime: text(form, 'readyTime') })) },
    cancelPickup: { run: async ({ engine, ctx, params }: Run) => done('cancelPickup', await engine.shipments.cancelPickup(ctx, { orderId: idParam(params) })) },
    cancel: { run: async ({ engine, ctx, params }: Run) => done('cancel', await engine.shipments.cancelShipment(ctx, { orderId: idParam(params) })) },
  },
  { panel: 'fedex' },
);
