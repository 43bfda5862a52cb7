/** Calculation workbooks (price strategy "Excel"). Named exports only (decision 940). */
export {
  evaluateWorkbook,
  loadWorkbook,
  INPUT_SHEET,
  OUTPUT_SHEET,
  QUANTITY_INPUT,
  type CalculationWorkbook,
  type WorkbookEvaluation,
  type WorkbookInputs,
  type WorkbookValue,
} from './evaluate';
