import { availablePrice, unavailable, type PriceStrategy } from './price-strategy';

/** NONE: the product's list price, the same for every quantity. */
export function createNonePriceStrategy(): PriceStrategy {
  return {
    strategy: 'NONE',
    async price(subject) {
      return subject.listPrice === null ? unavailable('no_list_price') : availablePrice(subject.listPrice);
    },
  };
}
