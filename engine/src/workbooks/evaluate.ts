import { Model, columnNameFromNumber, getTokens, type MarkedToken } from '@ironcalc/wasm';
import { EngineError, type ErrorEntry } from '../errors';
import { loadIronCalc } from './ironcalc';
import { UNREADABLE_WORKBOOK_MESSAGE, readWorkbook, textInput, type WorkbookSource } from './read-workbook';

/**
 * Calculation workbooks (Kalkulationsdateien) of product types (001 §3, ProductType's Excel
 * path; ProductPrice's EXCEL strategy): exceljs reads the .xlsx, IronCalc evaluates it — a real
 * spreadsheet engine, no formula parsing of ours. The contract, described in docs/workbooks.md:
 * - an input is a workbook-level defined name of a single cell on the sheet 'Eingabe'; the
 *   configuration's value goes into that cell, the cell's own content is the default;
 * - an output is a defined name of a single cell on the sheet 'Ausgabe'; its value is returned;
 * - the quantity (`options.quantity`) goes into the input 'Menge'.
 * Names are matched case-insensitively, as Excel does.
 */

/** The sheet whose named cells are the inputs. */
export const INPUT_SHEET = 'Eingabe';
/** The sheet whose named cells are the outputs. */
export const OUTPUT_SHEET = 'Ausgabe';
/** The input that receives `options.quantity`. */
export const QUANTITY_INPUT = 'Menge';

/** Messages (German, catalogue keys for `errors.<message>`). */
export const FORMULA_ERROR_MESSAGE = 'Formel in {cell} konnte nicht berechnet werden: {reason}';
export const NO_OUTPUTS_MESSAGE = 'Kalkulationsdatei hat keine Ausgabezellen (benannte Zellen im Blatt {sheet})';
export const INVALID_INPUT_MESSAGE = 'Ungültiger Wert für {name}';

/** What a cell gives back: a number, a text or a logical value ('' for an empty cell). */
export type WorkbookValue = number | string | boolean;

/** Configuration values by input name; numbers as numbers or decimal strings with a point. */
export type WorkbookInputs = Readonly<Record<string, string | number | boolean>>;

export interface EvaluateOptions {
  /** The quantity to price (a sampling point); written to the input {@link QUANTITY_INPUT}. */
  quantity?: number;
}

/** A named input or output cell. */
export interface WorkbookCellRef {
  /** The defined name as the workbook spells it ('Innenlänge'). */
  name: string;
  sheet: string;
  /** A1 address ('B2'). */
  cell: string;
}

export interface WorkbookEvaluation {
  /** Every output by name. */
  outputs: Record<string, WorkbookValue>;
  /** Every input by name with the value used: the one given, or the workbook's default. */
  inputs: Record<string, WorkbookValue>;
  /** Given names the workbook has no input for (other attributes of the configuration). */
  ignoredInputs: string[];
}

/** A loaded workbook, evaluated as often as needed (e.g. once per sampling point). */
export interface CalculationWorkbook {
  readonly inputs: readonly WorkbookCellRef[];
  readonly outputs: readonly WorkbookCellRef[];
  /** Evaluates with these inputs; a formula error throws an EngineError 'invalid' naming the cell. */
  evaluate(inputs?: WorkbookInputs, options?: EvaluateOptions): WorkbookEvaluation;
  /** Frees the spreadsheet engine's memory (also freed when garbage-collected). */
  dispose(): void;
}

/** IronCalc cell types (getCellType). */
const CellType = { number: 1, text: 2, boolean: 4, error: 16 } as const;

/** 15 significant digits, the precision Excel shows; IronCalc's General format shows fewer. */
const EXACT_NUMBER_FORMAT = '0.00000000000000E+00';

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** German explanations of spreadsheet error values, for the error message. */
const ERROR_REASONS: Record<string, string> = {
  '#DIV/0!': 'Division durch null',
  '#N/A': 'Wert nicht gefunden',
  '#NAME?': 'unbekannte Funktion oder unbekannter Name',
  '#VALUE!': 'falscher Werttyp',
  '#REF!': 'ungültiger Bezug',
  '#NUM!': 'ungültige Zahl',
  '#NULL!': 'leere Schnittmenge',
  '#ERROR!': 'Formel fehlerhaft',
  '#N/IMPL!': 'Funktion wird nicht unterstützt',
  '#CIRC!': 'Zirkelbezug',
  '#SPILL!': 'Ergebnisbereich belegt',
  '#CALC!': 'Berechnungsfehler',
};

interface Location {
  sheet: number;
  row: number;
  column: number;
}

/** A named cell: where it is for IronCalc (sheet index) and for people (sheet name, A1). */
interface NamedCell extends Location {
  name: string;
  sheetName: string;
  cell: string;
}

const keyOf = (location: Location) => `${location.sheet}:${location.row}:${location.column}`;
const normalizeName = (name: string) => name.trim().toLowerCase();

/** Reads an .xlsx and prepares it for evaluation. Unreadable file or no outputs → EngineError 'invalid'. */
export async function loadWorkbook(bytes: Uint8Array): Promise<CalculationWorkbook> {
  const [source] = await Promise.all([readWorkbook(bytes), loadIronCalc()]);
  try {
    return new LoadedWorkbook(source);
  } catch (cause) {
    if (cause instanceof EngineError) throw cause;
    throw new EngineError('invalid', UNREADABLE_WORKBOOK_MESSAGE, { cause });
  }
}

/**
 * Evaluates a calculation workbook once: the inputs go into the named cells of 'Eingabe', the
 * named cells of 'Ausgabe' come back. For several evaluations of one file use {@link loadWorkbook}.
 *
 * @example
 * const { outputs } = await evaluateWorkbook(bytes, { Innenlänge: 1200, Material: 'Fichte' }, { quantity: 25 });
 * outputs.Stückpreis // 64.6
 */
export async function evaluateWorkbook(bytes: Uint8Array, inputs: WorkbookInputs, options: EvaluateOptions = {}): Promise<WorkbookEvaluation> {
  const workbook = await loadWorkbook(bytes);
  try {
    return workbook.evaluate(inputs, options);
  } finally {
    workbook.dispose();
  }
}

class LoadedWorkbook implements CalculationWorkbook {
  readonly #inputCells: NamedCell[];
  readonly #outputCells: NamedCell[];
  readonly #model: Model;
  readonly #sheetNames: string[];
  readonly #sheetIndex = new Map<string, number>();
  /** Formulas by cell, and the known cells per sheet, to trace an error back to its origin. */
  readonly #formulas = new Map<string, string>();
  readonly #cellsBySheet: Location[][];
  readonly #namedRefs = new Map<string, string>();
  readonly #inputByName = new Map<string, NamedCell>();
  readonly #defaults = new Map<string, string>();

  constructor(source: WorkbookSource) {
    this.#sheetNames = source.sheets.map((sheet) => sheet.name);
    this.#sheetNames.forEach((name, index) => this.#sheetIndex.set(name.toLowerCase(), index));
    this.#cellsBySheet = source.sheets.map((sheet, index) => sheet.cells.map((cell) => ({ sheet: index, row: cell.row, column: cell.column })));

    const model = new Model('Kalkulation', 'en', 'UTC', 'en');
    this.#model = model;
    try {
      this.#load(source);
      this.#inputCells = this.#namedCellsOn(INPUT_SHEET, source);
      this.#outputCells = this.#namedCellsOn(OUTPUT_SHEET, source);
      if (this.#outputCells.length === 0) {
        throw new EngineError('invalid', [{ message: NO_OUTPUTS_MESSAGE, params: { sheet: OUTPUT_SHEET } }]);
      }
      for (const cell of [...this.#inputCells, ...this.#outputCells]) {
        model.updateRangeStyle({ sheet: cell.sheet, row: cell.row, column: cell.column, width: 1, height: 1 }, 'num_fmt', EXACT_NUMBER_FORMAT);
      }
      for (const input of this.#inputCells) {
        this.#inputByName.set(normalizeName(input.name), input);
        this.#defaults.set(keyOf(input), model.getCellContent(input.sheet, input.row, input.column));
      }
    } catch (error) {
      model.free();
      throw error;
    }
  }

  /** Sheets, defined names and cells into the IronCalc model. */
  #load(source: WorkbookSource): void {
    const model = this.#model;
    for (let index = 1; index < source.sheets.length; index++) model.newSheet();
    // Temporary names first, so that no final name collides with IronCalc's default 'SheetN'.
    this.#sheetNames.forEach((_, index) => model.renameSheet(index, `__sheet_${index}`));
    this.#sheetNames.forEach((name, index) => model.renameSheet(index, name));

    // Names before cells: a formula is parsed when it is entered.
    for (const { name, ref } of source.definedNames) {
      try {
        model.newDefinedName(name, undefined, ref);
        this.#namedRefs.set(name.toLowerCase(), ref);
      } catch {
        // IronCalc refuses it (e.g. a name that is also a cell address); formulas using it show #NAME?.
      }
    }

    model.pauseEvaluation();
    source.sheets.forEach((sheet, index) => {
      for (const cell of sheet.cells) {
        model.setUserInput(index, cell.row, cell.column, cell.input);
        if (cell.formula !== undefined) this.#formulas.set(keyOf({ sheet: index, row: cell.row, column: cell.column }), cell.formula);
      }
    });
    model.resumeEvaluation();
  }

  get inputs(): WorkbookCellRef[] {
    return this.#inputCells.map(({ name, sheetName, cell }) => ({ name, sheet: sheetName, cell }));
  }

  get outputs(): WorkbookCellRef[] {
    return this.#outputCells.map(({ name, sheetName, cell }) => ({ name, sheet: sheetName, cell }));
  }

  /** Defined names of a single cell on the given sheet, in sheet order. */
  #namedCellsOn(sheetName: string, source: WorkbookSource): NamedCell[] {
    const found: NamedCell[] = [];
    for (const { name } of source.definedNames) {
      const ref = this.#namedRefs.get(name.toLowerCase());
      const tokens = ref === undefined ? [] : tokensOf(ref);
      const only = tokens.length === 1 ? tokens[0]?.token : undefined;
      if (!only || typeof only !== 'object' || !('Reference' in only)) continue;
      const { sheet, row, column } = only.Reference;
      if (!sheet || sheet.toLowerCase() !== sheetName.toLowerCase()) continue;
      const index = this.#sheetIndex.get(sheet.toLowerCase());
      if (index === undefined) continue;
      found.push({ name, sheet: index, row, column, sheetName: this.#sheetNames[index] ?? sheet, cell: `${columnNameFromNumber(column)}${row}` });
    }
    return found.sort((a, b) => a.row - b.row || a.column - b.column);
  }

  evaluate(inputs: WorkbookInputs = {}, options: EvaluateOptions = {}): WorkbookEvaluation {
    const assignments = new Map<string, { cell: NamedCell; input: string }>();
    const ignoredInputs: string[] = [];
    const problems: ErrorEntry[] = [];
    const assign = (name: string, value: unknown) => {
      const cell = this.#inputByName.get(normalizeName(name));
      if (!cell) return void ignoredInputs.push(name);
      const input = toCellInput(value);
      if (input === undefined) problems.push({ message: INVALID_INPUT_MESSAGE, params: { name }, field: name });
      else assignments.set(keyOf(cell), { cell, input });
    };
    for (const [name, value] of Object.entries(inputs)) assign(name, value);
    if (options.quantity !== undefined) {
      if (!Number.isFinite(options.quantity) || options.quantity < 0) {
        problems.push({ message: INVALID_INPUT_MESSAGE, params: { name: QUANTITY_INPUT }, field: QUANTITY_INPUT });
      } else assign(QUANTITY_INPUT, options.quantity);
    }
    if (problems.length > 0) throw new EngineError('invalid', problems);

    const model = this.#model;
    try {
      model.pauseEvaluation();
      for (const { cell, input } of assignments.values()) model.setUserInput(cell.sheet, cell.row, cell.column, input);
      model.resumeEvaluation();
      model.evaluate();
      const outputs: Record<string, WorkbookValue> = {};
      const failures = new Map<string, { origin: Location; reason: string; outputs: string[] }>();
      for (const output of this.#outputCells) {
        const read = this.#read(output);
        if ('value' in read) {
          outputs[output.name] = read.value;
          continue;
        }
        const origin = this.#originOf(output);
        const failure = failures.get(keyOf(origin)) ?? { origin, reason: this.#errorText(origin) ?? read.error, outputs: [] };
        failure.outputs.push(output.name);
        failures.set(keyOf(origin), failure);
      }
      if (failures.size > 0) {
        throw new EngineError(
          'invalid',
          [...failures.values()].map(({ origin, reason, outputs: names }) => ({
            message: FORMULA_ERROR_MESSAGE,
            params: { cell: this.#address(origin), reason: describeError(reason), outputs: names.join(', ') },
          })),
        );
      }
      const usedInputs: Record<string, WorkbookValue> = {};
      for (const input of this.#inputCells) {
        const read = this.#read(input);
        usedInputs[input.name] = 'value' in read ? read.value : read.error;
      }
      return { outputs, inputs: usedInputs, ignoredInputs };
    } finally {
      model.pauseEvaluation();
      for (const { cell } of assignments.values()) model.setUserInput(cell.sheet, cell.row, cell.column, this.#defaults.get(keyOf(cell)) ?? '');
      model.resumeEvaluation();
    }
  }

  dispose(): void {
    this.#model.free();
  }

  #read(location: Location): { value: WorkbookValue } | { error: string } {
    const { sheet, row, column } = location;
    const type = this.#model.getCellType(sheet, row, column);
    const text = this.#model.getFormattedCellValue(sheet, row, column);
    if (type === CellType.error) return { error: text };
    if (type === CellType.boolean) return { value: text.toUpperCase() === 'TRUE' };
    if (type === CellType.number) {
      if (this.#model.getCellContent(sheet, row, column) === '') return { value: '' };
      const number = Number(text);
      return { value: Number.isFinite(number) ? number : text };
    }
    return { value: text };
  }

  #errorText(location: Location): string | undefined {
    const { sheet, row, column } = location;
    return this.#model.getCellType(sheet, row, column) === CellType.error ? this.#model.getFormattedCellValue(sheet, row, column) : undefined;
  }

  /** 'Berechnung!B3' */
  #address(location: Location): string {
    return `${this.#sheetNames[location.sheet] ?? location.sheet}!${columnNameFromNumber(location.column)}${location.row}`;
  }

  /**
   * The cell an error starts in: follows the references of the failing cell (as IronCalc's own
   * tokenizer reads them: cells, ranges, defined names) to a cell in error whose references are
   * all free of errors. A division by zero in 'Berechnung!B7' that makes the price fail is
   * reported at B7, not at the price.
   */
  #originOf(start: Location): Location {
    const seen = new Set([keyOf(start)]);
    let current = start;
    for (;;) {
      const next = this.#precedents(current).find((cell) => !seen.has(keyOf(cell)) && this.#errorText(cell) !== undefined);
      if (!next) return current;
      seen.add(keyOf(next));
      current = next;
    }
  }

  #precedents(location: Location): Location[] {
    const formula = this.#formulas.get(keyOf(location));
    return formula === undefined ? [] : this.#cellsIn(tokensOf(formula), location.sheet, 0);
  }

  #cellsIn(tokens: MarkedToken[], ownSheet: number, depth: number): Location[] {
    const cells: Location[] = [];
    const sheetOf = (name: string | null | undefined) => (name ? this.#sheetIndex.get(name.toLowerCase()) : ownSheet);
    for (const { token } of tokens) {
      if (typeof token !== 'object') continue;
      if ('Reference' in token) {
        const sheet = sheetOf(token.Reference.sheet);
        if (sheet !== undefined) cells.push({ sheet, row: token.Reference.row, column: token.Reference.column });
      } else if ('Range' in token) {
        const sheet = sheetOf(token.Range.sheet);
        const { left, right } = token.Range;
        if (sheet === undefined) continue;
        const [top, bottom] = [Math.min(left.row, right.row), Math.max(left.row, right.row)];
        const [first, last] = [Math.min(left.column, right.column), Math.max(left.column, right.column)];
        for (const cell of this.#cellsBySheet[sheet] ?? []) {
          if (cell.row >= top && cell.row <= bottom && cell.column >= first && cell.column <= last) cells.push(cell);
        }
      } else if ('Ident' in token && depth < 3) {
        const ref = this.#namedRefs.get(token.Ident.toLowerCase());
        if (ref !== undefined) cells.push(...this.#cellsIn(tokensOf(ref), ownSheet, depth + 1));
      }
    }
    return cells;
  }
}

function tokensOf(formula: string): MarkedToken[] {
  try {
    return getTokens(formula);
  } catch {
    return [];
  }
}

/** A configuration value as cell input; undefined when it cannot be one. */
function toCellInput(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (DECIMAL.test(text)) return String(Number(text));
  if (/^(true|false)$/i.test(text)) return text.toUpperCase();
  return textInput(text);
}

function describeError(code: string): string {
  const reason = ERROR_REASONS[code.toUpperCase()];
  return reason ? `${code} (${reason})` : code;
}

