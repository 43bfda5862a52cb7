import { availablePrice, pickGraduated, unavailable, type PriceStrategy } from './price-strategy';

/**
 * FIX_PRICE: graduated rows (from `quantity` pieces on, `price` per piece). The row with the
 * largest quantity ≤ the ordered quantity applies; below the first row, the first row's price.
 */
export function createFixPriceStrategy(): PriceStrategy {
  return {
    strategy: 'FIX_PRICE',
    async price(subject, quantity) {
      const rows = [...(subject.record?.fix ?? [])].sort((a, b) => a.quantity - b.quantity);
      const row = pickGraduated(rows, quantity);
      if (!row) return unavailable('strategy_not_configured');
      return availablePrice(row.price, rows.map((r) => ({ quantity: r.quantity, price: r.price })));
    },
  };
}
