import { Decimal } from 'decimal.js';
import { roundMoney, toMoneyString, type MoneyString } from '../money/money';
import type { PartListTotals } from '../parts';

/**
 * Labour of a built part list (decision 801): a set-up per piece plus the working time that grows
 * with the wood worked (cutting, assembling, nailing), CHF excl. VAT.
 */
export const LABOUR_COST = { perPiece: '25.00', perCubicMetre: '180.00' } as const;

/** Labour cost of a part list: set-up + wood volume × rate, rounded to 0.01. */
export function labourCost(totals: Pick<PartListTotals, 'volume'>): Decimal {
  return roundMoney(new Decimal(LABOUR_COST.perPiece).plus(new Decimal(totals.volume).times(LABOUR_COST.perCubicMetre)));
}

/** Material and labour cost of a part list: MARGIN's internal price of a configured product. */
export function partListCost(totals: Pick<PartListTotals, 'volume' | 'materialCost'>): MoneyString {
  return toMoneyString(new Decimal(totals.materialCost).plus(labourCost(totals)));
}
