import type { Logger } from 'pino';
import { loadCompanyProfile } from '../settings/company-settings';
import { toMoneyString, type MoneyString } from '../money/money';
import { CarrierError, type Carrier, type CarrierPackage } from '../shipping/carrier';
import { zoneOf, type InsuranceTariff } from './insurance';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The express-courier rate of an auction shipment (R001-1.22): FedEx's cheapest CHF service for
 * the crates (shipping/fedex). When no carrier is set up or FedEx cannot answer, the documented
 * fallback (decision 832): a flat rate per crate by the insurance zone of the destination, so the
 * quote still carries a transport price the operator can correct.
 */

export const COURIER_FALLBACK_PER_PACKAGE: Readonly<Record<string, number>> = { CH: 95, EUROPA: 240, WELT: 480 };

export interface CourierRate {
  amount: MoneyString;
  /** 'fedex' when FedEx answered, else 'fallback'. */
  source: 'fedex' | 'fallback';
  serviceType: string | null;
  serviceName: string;
  transitDays: number | null;
}

export async function expressCourierRate(options: {
  em: EntityManager;
  carrier: Carrier | null;
  logger?: Logger | undefined;
  destination: { countryCode: string; postalCode: string; city: string };
  packages: CarrierPackage[];
  tariff: InsuranceTariff;
}): Promise<CourierRate> {
  const { carrier, destination, packages } = options;
  if (carrier && packages.length > 0) {
    const company = await loadCompanyProfile(options.em);
    try {
      const answer = await carrier.getRates({
        shipper: { streetLines: [company.street], city: company.city, postalCode: company.zipCode, countryCode: company.country },
        recipient: { countryCode: destination.countryCode, postalCode: destination.postalCode, city: destination.city },
        packages,
      });
      const best = answer.value.filter((rate) => rate.currency === 'CHF').sort((a, b) => Number(a.amount) - Number(b.amount))[0];
      if (best) return { amount: toMoneyString(best.amount), source: 'fedex', serviceType: best.serviceType, serviceName: best.serviceName, transitDays: best.transitDays };
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      options.logger?.warn({ err: error, country: destination.countryCode }, 'fedex rate for an auction quote not available; fallback used');
    }
  }
  const zone = zoneOf(options.tariff, destination.countryCode);
  const count = Math.max(1, packages.reduce((sum, item) => sum + (item.count ?? 1), 0));
  const perPackage = COURIER_FALLBACK_PER_PACKAGE[zone] ?? COURIER_FALLBACK_PER_PACKAGE.WELT!;
  return { amount: toMoneyString(perPackage * count), source: 'fallback', serviceType: null, serviceName: `Kurier-Pauschale ${zone}`, transitDays: null };
}
