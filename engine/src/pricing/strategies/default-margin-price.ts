import { Decimal } from 'decimal.js';
import { toDecimal } from '../../money/money';
import { buildFromConfiguration, isProductFamily } from '../../parts';
import { availablePrice, positivePrice, unavailable, type PriceStrategy } from './price-strategy';

/**
 * MARGIN_PRICE: internal price × (1 + margin). The internal price is the product's InternalPrice;
 * without one, the material cost of the product type's part-list model built from the
 * configuration (001 §3 part info). One price for every quantity.
 */
export function createMarginPriceStrategy(): PriceStrategy {
  return {
    strategy: 'MARGIN_PRICE',
    async price(subject) {
      const margin = subject.record?.margin;
      if (!margin) return unavailable('strategy_not_configured');
      let internal = subject.internalPrice === null ? undefined : positivePrice(subject.internalPrice);
      if (!internal) {
        const family = subject.productType.modelFamily;
        if (!isProductFamily(family)) return unavailable('no_internal_price');
        const built = buildFromConfiguration(family, subject.configuration, () => undefined);
        if (!built.ok) return unavailable('invalid_configuration', built.errors.map((error) => error.field).join(', '));
        internal = positivePrice(built.result.totals.materialCost);
        if (!internal) return unavailable('no_internal_price');
      }
      const price = internal.times(new Decimal(1).plus(toDecimal(margin.margin)));
      return price.greaterThan(0) ? availablePrice(price) : unavailable('no_internal_price');
    },
  };
}
