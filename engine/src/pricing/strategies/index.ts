import { createExcelPriceStrategy, type ExcelPriceOptions } from './default-excel-price';
import { createFixPriceStrategy } from './default-fix-price';
import { createMarginPriceStrategy } from './default-margin-price';
import { createNonePriceStrategy } from './default-none-price';
import { createRemotePriceStrategy, type RemotePriceOptions } from './default-remote-price';
import { strategyNameOf, type PriceQuote, type PriceStrategy, type PriceStrategyName, type PriceSubject } from './price-strategy';

export {
  PriceStrategyId,
  strategyNameOf,
  pickGraduated,
  normalizeSamplingPoints,
  positivePrice,
  availablePrice,
  unavailable,
  type GraduatedPrice,
  type PriceQuote,
  type PriceRecordData,
  type PriceStrategy,
  type PriceStrategyIdValue,
  type PriceStrategyName,
  type PriceSubject,
  type UnavailableReason,
} from './price-strategy';
export { createExcelPriceStrategy, DEFAULT_WORKBOOK_DIR, PRICE_OUTPUTS } from './default-excel-price';
export { createFixPriceStrategy } from './default-fix-price';
export { createMarginPriceStrategy } from './default-margin-price';
export { createNonePriceStrategy } from './default-none-price';
export { createRemotePriceStrategy, REMOTE_QUANTITY_PARAM } from './default-remote-price';

export interface PricingOptions {
  excel?: ExcelPriceOptions;
  remote?: RemotePriceOptions;
  /** Replace single strategies (tests, other shops). */
  strategies?: Partial<Record<PriceStrategyName, PriceStrategy>>;
}

/** The strategies by name, and one call that prices a subject with its record's active strategy. */
export function createPricer(options: PricingOptions = {}) {
  const excel = createExcelPriceStrategy(options.excel);
  const remote = createRemotePriceStrategy(options.remote);
  const strategies: Record<PriceStrategyName, PriceStrategy> = {
    NONE: createNonePriceStrategy(),
    EXCEL_PRICE: excel,
    FIX_PRICE: createFixPriceStrategy(),
    REMOTE_PRICE: remote,
    MARGIN_PRICE: createMarginPriceStrategy(),
    ...options.strategies,
  };
  return {
    strategies,
    /** The strategy that prices a subject: its record's active one, NONE without a record. */
    strategyOf(subject: PriceSubject): PriceStrategyName {
      return subject.record ? strategyNameOf(subject.record.activeStrategy) : 'NONE';
    },
    async price(subject: PriceSubject, quantity: number): Promise<PriceQuote & { strategy: PriceStrategyName }> {
      const name = this.strategyOf(subject);
      const quote = await strategies[name].price(subject, Math.max(1, quantity));
      return { ...quote, strategy: name };
    },
    /** Forgets loaded workbooks and remembered remote answers. */
    clearCaches(): void {
      excel.clearCache();
      remote.clearCache();
    },
  };
}
export type Pricer = ReturnType<typeof createPricer>;
