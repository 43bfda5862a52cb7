import { rateRequestSchema, shipmentDataSchema, uploadEtdSchema } from '@shop/engine';
import { data } from 'react-router';
import type { Route } from './+types/order.$id.fedex';
import { requireAdminAction } from '../../lib/admin-screens.server';
import { idParam } from '../../lib/route-params.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';
import { toRouteError } from '../../lib/route-error.server';
import { failureOf } from '../../lib/form-errors.server';

/**
 * /admin/order/{id}/fedex: the data and the calls of the order page's FedEx panel
 * (components/admin/FedexPanel.tsx) — rates, validate, ETD upload, confirm with labels, pickup
 * availability and booking, cancel. ADMIN_QUOTE like the /api/fedex calls (decision 742).
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

const SUCCESS: Readonly<Record<string, string>> = {
  rates: 'Tarife von FedEx abgefragt.',
  verify: 'FedEx hat die Sendung geprüft: die Angaben sind gültig.',
  etd: 'Handelsrechnung an FedEx übermittelt (ETD).',
  confirm: 'Sendung bei FedEx bestätigt; die Etiketten liegen bei der Bestellung.',
  pickupCheck: 'Abholzeiten von FedEx abgefragt.',
  pickup: 'Abholung bei FedEx gebucht.',
  cancelPickup: 'Abholung storniert.',
  cancel: 'Sendung bei FedEx storniert.',
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  requireAdminAction('order', ctx);
  const fedex = context.get(engineContext).shipments;
  const orderId = idParam(params);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const packages = packagesOf(form);
  const docId = text(form, 'etdDocId');
  const shipment = () => ({
    orderId,
    service: { type: text(form, 'serviceType'), ...(text(form, 'rate') ? { rate: text(form, 'rate') } : {}) },
    purposeOfShipment: text(form, 'purposeOfShipment') || undefined,
    termsOfSale: text(form, 'termsOfSale') || undefined,
    packagingLineItems: packages,
    contact: { name: text(form, 'contactName'), phone: text(form, 'contactPhone'), ...(text(form, 'contactEmail') ? { email: text(form, 'contactEmail') } : {}) },
    ...(docId ? { customsDocuments: { commercialInvoice: { docId } } } : {}),
  });
  try {
    let result: object = {};
    switch (intent) {
      case 'rates':
        result = await fedex.getRates(ctx, rateRequestSchema.parse({ address: { postalCode: text(form, 'postalCode'), countryCode: text(form, 'countryCode') }, positions: packages }));
        break;
      case 'verify':
        result = await fedex.verifyShipment(ctx, shipmentDataSchema.parse(shipment()));
        break;
      case 'etd':
        result = await fedex.uploadEtd(ctx, uploadEtdSchema.parse({ orderId, purposeOfShipment: text(form, 'purposeOfShipment') || undefined, termsOfSale: text(form, 'termsOfSale') || undefined }));
        break;
      case 'confirm':
        result = await fedex.confirmShipment(ctx, shipmentDataSchema.parse(shipment()));
        break;
      case 'pickupCheck': {
        const first = packages[0];
        const weight = packages.reduce((sum, row) => sum + Number(row.weight) * (Number(row.quantity) || 1), 0);
        result = await fedex.checkPickupAvailability(ctx, {
          dimensions: { length: first?.length ?? '', width: first?.width ?? '', height: first?.height ?? '' },
          weight,
          isDomestic: text(form, 'isDomestic') === 'true',
          serviceType: text(form, 'serviceType') || undefined,
          date: text(form, 'pickupDate') || undefined,
        });
        break;
      }
      case 'pickup':
        result = await fedex.schedulePickup(ctx, { orderId, date: text(form, 'pickupDate'), readyTime: text(form, 'readyTime') });
        break;
      case 'cancelPickup':
        result = await fedex.cancelPickup(ctx, { orderId });
        break;
      case 'cancel':
        result = await fedex.cancelShipment(ctx, { orderId });
        break;
      default:
        return data({ ok: false as const, intent, message: 'Unbekannte Aktion.', fieldErrors: {} as Record<string, string> }, { status: 400 });
    }
    return { ok: true as const, intent, message: SUCCESS[intent] ?? 'Erledigt.', result };
  } catch (error) {
    const failure = failureOf(intent, error, ctx);
    return data(failure, { status: 400 });
  }
}
