import type { PriceRecordData, PriceSubject } from './price-strategy';

/** A price subject for strategy tests: a product without record unless one is given. */
export function subject(overrides: Partial<PriceSubject> = {}, record: Partial<PriceRecordData> | null = null): PriceSubject {
  return {
    productId: 1,
    listPrice: null,
    productType: { id: 1, excelFilePath: null, modelFamily: null },
    configuration: {},
    internalPrice: null,
    record:
      record === null
        ? null
        : { id: 1, customerId: 1, productId: 1, unitOfSales: 1, activeStrategy: 1, excel: null, fix: [], remote: null, margin: null, ...record },
    ...overrides,
  };
}
