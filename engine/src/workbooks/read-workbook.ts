import ExcelJS from 'exceljs';
import { EngineError } from '../errors';

/**
 * Reads an .xlsx calculation workbook with exceljs into what the spreadsheet engine needs: per
 * sheet the cells as user input ('=ROUND(B2*20,0)/20', '1200', "'Fichte"), and the defined
 * names. Cached results stored in the file are ignored — IronCalc recomputes every formula.
 */

export interface SourceCell {
  /** 1-based, as in A1 notation. */
  row: number;
  column: number;
  /** What a user would type: a formula with '=', a number, TRUE/FALSE, or text with a leading quote. */
  input: string;
  /** The formula without '=', for formula cells. */
  formula?: string;
}

export interface SourceSheet {
  name: string;
  cells: SourceCell[];
}

export interface WorkbookSource {
  sheets: SourceSheet[];
  /** Workbook-level names of a cell or a rectangular range ('Eingabe!$B$2'). */
  definedNames: { name: string; ref: string }[];
}

/** Days from the spreadsheet epoch to 1970-01-01 (1900 system with Excel's leap-year bug, or 1904). */
const EPOCH_OFFSET_1900 = 25569;
const EPOCH_OFFSET_1904 = 24107;

export const UNREADABLE_WORKBOOK_MESSAGE = 'Kalkulationsdatei konnte nicht gelesen werden';

/** Text as input that stays text (a leading quote keeps '12', 'TRUE' or '=x' from being parsed). */
export function textInput(text: string): string {
  return text === '' ? '' : `'${text}`;
}

function cellInput(cell: ExcelJS.Cell, date1904: boolean): Omit<SourceCell, 'row' | 'column'> | undefined {
  const value = cell.value;
  switch (cell.type) {
    case ExcelJS.ValueType.Null:
    case ExcelJS.ValueType.Merge:
      return undefined;
    case ExcelJS.ValueType.Formula: {
      const formula = cell.formula;
      return formula ? { input: `=${formula}`, formula } : undefined;
    }
    case ExcelJS.ValueType.Number:
      return { input: String(value) };
    case ExcelJS.ValueType.Boolean:
      return { input: value ? 'TRUE' : 'FALSE' };
    case ExcelJS.ValueType.Date: {
      const days = (value as Date).getTime() / 86_400_000 + (date1904 ? EPOCH_OFFSET_1904 : EPOCH_OFFSET_1900);
      return { input: String(days) };
    }
    case ExcelJS.ValueType.Error:
      return { input: (value as ExcelJS.CellErrorValue).error };
    default:
      // String, SharedString, RichText, Hyperlink: their text.
      return { input: textInput(cell.text) };
  }
}

/** Reads the workbook bytes; an unreadable file is an EngineError 'invalid'. */
export async function readWorkbook(bytes: Uint8Array): Promise<WorkbookSource> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ExcelJS.Buffer);
  } catch (cause) {
    throw new EngineError('invalid', UNREADABLE_WORKBOOK_MESSAGE, { cause });
  }
  const date1904 = workbook.properties.date1904 ?? false;
  const sheets: SourceSheet[] = [];
  workbook.eachSheet((worksheet) => {
    const cells: SourceCell[] = [];
    worksheet.eachRow({ includeEmpty: false }, (row) => {
      row.eachCell({ includeEmpty: false }, (cell) => {
        const input = cellInput(cell, date1904);
        if (input) cells.push({ row: cell.fullAddress.row, column: cell.fullAddress.col, ...input });
      });
    });
    sheets.push({ name: worksheet.name, cells });
  });
  if (sheets.length === 0) throw new EngineError('invalid', UNREADABLE_WORKBOOK_MESSAGE);
  const definedNames = workbook.definedNames.model
    .filter((entry) => entry.ranges.length === 1 && !entry.name.startsWith('_xlnm.'))
    .map((entry) => ({ name: entry.name, ref: entry.ranges[0] ?? '' }));
  return { sheets, definedNames };
}
