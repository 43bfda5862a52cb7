import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { AttributeTypeId } from '../catalog/enums';
import { ProductAttributeValue } from '../catalog/product.entity';
import { loadCompanyProfile } from '../settings/company-settings';
import { silentLogger } from '../logging/logger';
import { CARRIER_MESSAGES } from '../i18n/catalogue-carrier';
import { CarrierError, type Carrier, type CarrierPackage, type RateQuote } from './carrier';
import { planPalletPlaces, type TransportRequirementRule } from './pallet-places';
import { transportRequirementsOf } from './shipping-service';

/** A pallet place travels as one piece of this footprint (Euro pallet, cm) (docs/decisions/744-fedex-checkout.md). */
export const PLACE_DIMENSIONS_CM = { length: 120, width: 80, height: 100 } as const;
/** FedEx's most per piece of its parcel services. */
export const MAX_PIECE_KG = 68;
/** Weight of a piece when the product has no weight attribute (type 10). */
export const DEFAULT_PLACE_WEIGHT_KG = 25;

/**
 * The packages of a cart (R001-3.51: cm, kg) from the transport requirements: one piece per
 * pallet place, the goods' weight (WEIGHT attribute × quantity) spread evenly over the places;
 * a place heavier than 68 kg travels as several pieces.
 */
export function composeParcels(lines: readonly { quantity: number; weightKg: number | null; requirement: TransportRequirementRule | null }[]): CarrierPackage[] {
  const plan = planPalletPlaces(lines.map((line) => ({ quantity: line.quantity, requirement: line.requirement })));
  if (plan.totalPlaces === 0) return [];
  const known = lines.every((line) => line.weightKg !== null && line.weightKg > 0);
  const totalKg = known ? lines.reduce((sum, line) => sum + (line.weightKg ?? 0) * line.quantity, 0) : DEFAULT_PLACE_WEIGHT_KG * plan.totalPlaces;
  const perPlace = totalKg / plan.totalPlaces;
  const piecesPerPlace = Math.max(1, Math.ceil(perPlace / MAX_PIECE_KG));
  const pieceKg = Math.max(0.5, Math.round((perPlace / piecesPerPlace) * 10) / 10);
  return [
    {
      lengthCm: PLACE_DIMENSIONS_CM.length,
      widthCm: PLACE_DIMENSIONS_CM.width,
      heightCm: PLACE_DIMENSIONS_CM.height / piecesPerPlace,
      weightKg: pieceKg,
      count: plan.totalPlaces * piecesPerPlace,
      packageType: 'crate',
    },
  ];
}

/** Why a cart has no carrier rate: an engine message (German key text, translated by the web) for the shopper. */
export interface CarrierRatesProblem {
  problem: string;
}

/** FedEx refusals a shopper can fix in the address; anything else: FedEx cannot price it now (decision 745). */
const SHOPPER_CODES: Readonly<Record<string, keyof typeof CARRIER_MESSAGES>> = {
  'RECIPIENT.POSTALCODE.INVALID': 'errors.fedexPostalCode',
  'POSTALCODE.REQUIRED': 'errors.fedexPostalCode',
  'STATEORPROVINCECODE.REQUIRED': 'errors.fedexState',
  'PACKAGE.WEIGHT.EXCEEDED': 'errors.fedexWeight',
};

/** A carrier failure as a sentence for the shopper (never FedEx's code or English text). */
export function shopperCarrierProblem(error: CarrierError): string {
  const known = error.errors.map((entry) => SHOPPER_CODES[entry.code]).find((key) => key !== undefined);
  return CARRIER_MESSAGES[known ?? 'errors.fedexRatesUnavailable'].de;
}

export interface CarrierDestination {
  countryCode: string;
  postalCode: string;
  city?: string | undefined;
  state?: string | null | undefined;
}

/**
 * Live carrier rates for a shopper's cart (checkout's FEDEX mode, the order price's shipping
 * cost for a foreign destination): shipping sits below orders and checkout, which receive this as
 * a function. Answers null when no carrier is set up or FedEx cannot be asked — never a CHF 0.00.
 */
export function createCartCarrierRates(options: { em: () => EntityManager; carrier: () => Carrier | null; logger?: Logger }) {
  const logger = options.logger ?? silentLogger;

  async function weightsOf(em: EntityManager, productIds: number[]): Promise<Map<number, number>> {
    if (productIds.length === 0) return new Map();
    const rows = await em.find(ProductAttributeValue, { product: { $in: productIds }, attribute: { typeId: AttributeTypeId.WEIGHT } });
    return new Map(
      rows.flatMap((row) => {
        const kg = Number(String(row.value ?? '').replace(',', '.'));
        return Number.isFinite(kg) && kg > 0 ? [[row.product.id, kg] as const] : [];
      }),
    );
  }

  return {
    async packagesOf(items: readonly { productId: number; quantity: number }[]): Promise<CarrierPackage[]> {
      const em = options.em();
      const ids = [...new Set(items.map((item) => item.productId))];
      const [requirements, weights] = await Promise.all([transportRequirementsOf(em, ids), weightsOf(em, ids)]);
      return composeParcels(items.map((item) => ({ quantity: item.quantity, weightKg: weights.get(item.productId) ?? null, requirement: requirements.get(item.productId) ?? null })));
    },

    /** The services FedEx offers for the cart to the destination, cheapest first; null when not available. */
    async ratesForCart(destination: CarrierDestination, items: readonly { productId: number; quantity: number }[]): Promise<RateQuote[] | null> {
      const answer = await this.ratesOrProblem(destination, items);
      return answer === null || 'problem' in answer ? null : answer;
    },

    /** As ratesForCart, but a refusal or an unreachable FedEx answers why, as a sentence for the shopper (decision 745). */
    async ratesOrProblem(destination: CarrierDestination, items: readonly { productId: number; quantity: number }[]): Promise<RateQuote[] | CarrierRatesProblem | null> {
      const carrier = options.carrier();
      if (!carrier) return null;
      const packages = await this.packagesOf(items);
      if (packages.length === 0) return [];
      const company = await loadCompanyProfile(options.em());
      try {
        const answer = await carrier.getRates({
          shipper: { streetLines: [company.street], city: company.city, postalCode: company.zipCode, countryCode: company.country },
          recipient: { countryCode: destination.countryCode, postalCode: destination.postalCode, ...(destination.city ? { city: destination.city } : {}), ...(destination.state ? { stateOrProvinceCode: destination.state } : {}) },
          packages,
        });
        return [...answer.value].filter((quote) => quote.currency === 'CHF').sort((a, b) => Number(a.amount) - Number(b.amount));
      } catch (error) {
        if (!(error instanceof CarrierError)) throw error;
        logger.warn({ err: error, country: destination.countryCode }, 'fedex rates for a cart not available');
        return { problem: shopperCarrierProblem(error) };
      }
    },
  };
}
export type CartCarrierRates = ReturnType<typeof createCartCarrierRates>;
