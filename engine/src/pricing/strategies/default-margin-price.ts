import { Decimal } from 'decimal.js';
import { toDecimal } from '../../money/money';
import { availablePrice, positivePrice, unavailable, type PriceStrategy } from './price-strategy';

/**
 * MARGIN_PRICE: internal price × (1 + margin). A configurable product's internal price is the
 * material and labour cost of the part list built from its configuration (`partCost`, decision
 * 801), so every size has its own price; a fixed product's is its InternalPrice, else its part
 * list's cost. One price for every quantity.
 */
export function createMarginPriceStrategy(): PriceStrategy {
  return {
    strategy: 'MARGIN_PRICE',
    async price(subject) {
      const margin = subject.record?.margin;
      if (!margin) return unavailable('strategy_not_configured');
      const partCost = subject.partCost ? positivePrice(subject.partCost) : undefined;
      const stored = subject.internalPrice === null ? undefined : positivePrice(subject.internalPrice);
      const internal = subject.configurable ? partCost : (stored ?? partCost);
      if (!internal) return unavailable('no_internal_price');
      const price = internal.times(new Decimal(1).plus(toDecimal(margin.margin)));
      return price.greaterThan(0) ? availablePrice(price) : unavailable('no_internal_price');
    },
  };
}
