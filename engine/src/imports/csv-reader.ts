import { parse } from 'csv-parse/sync';
import { Decimal } from 'decimal.js';

/**
 * Tolerant reading of the CSV files other systems export (docs/imports.md): UTF-8 with or without
 * BOM, else Windows-1252; `;` or `,` (or tab) as separator, guessed from the header line; quoted
 * fields with line breaks; Swiss numbers (1'234.50, 1’234,50). Every row keeps the line number
 * it starts on, so a report can name it.
 */

export type TextEncodingName = 'utf-8' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  bom: boolean;
}

/** UTF-8 when the bytes are valid UTF-8 (BOM dropped), else Windows-1252 (what Excel on Windows writes). */
export function decodeText(bytes: Uint8Array): DecodedText {
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8', bom };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252', bom: false };
  }
}

/** The separator of the header line: the most frequent of `;`, `,` and tab outside quotes. */
export function detectDelimiter(text: string): ';' | ',' | '\t' {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === ';' || char === ',' || char === '\t')) counts[char] += 1;
  }
  const best = (Object.entries(counts) as [';' | ',' | '\t', number][]).sort((a, b) => b[1] - a[1])[0]!;
  return best[1] === 0 ? ';' : best[0];
}

/** One data row: its cells by header name (trimmed) and the line it starts on (1 = the header). */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/** A problem of one line (or of the file, line 0): shown to the operator as "Zeile {line}: {message}". */
export interface LineIssue {
  line: number;
  message: string;
  params?: Record<string, string | number>;
}

export interface CsvTable {
  encoding: TextEncodingName;
  delimiter: string;
  /** Header names as written (trimmed), in column order. */
  header: string[];
  rows: CsvRow[];
  /** Problems that stop the file (unclosed quote, missing columns, a row with too many cells). */
  issues: LineIssue[];
}

export const CSV_MESSAGES = {
  unreadable: 'Die Datei ist keine lesbare CSV-Datei: {reason}',
  encoding: 'Der Zeichensatz der Datei ist nicht lesbar ({found}); erwartet wird UTF-8 oder Windows-1252.',
  empty: 'Die Datei enthält keine Daten.',
  missingColumn: 'Die Spalte «{column}» fehlt.',
  tooManyCells: 'Die Zeile hat {count} Felder, die Kopfzeile {expected}.',
  required: 'Das Feld «{column}» ist leer.',
  notANumber: 'Das Feld «{column}» ist keine Zahl: «{value}».',
  notAnInteger: 'Das Feld «{column}» ist keine ganze Zahl: «{value}».',
} as const;

/** Header names compared without case, spaces, dashes and underscores (`Invoice Ref` = `invoiceRef`). */
export const columnKey = (name: string): string => name.toLowerCase().replace(/[\s_\-.]/g, '');

/**
 * Reads a CSV file into rows keyed by the `columns` named (their normalised header names).
 * Missing required columns and broken quoting are issues of the file; unknown columns are kept.
 */
/**
 * What a file that is no UTF-8/Windows-1252 text looks like: UTF-16 (Excel's «Unicode text»,
 * with its byte order mark, or NUL bytes between letters) or a binary file (an xlsx or PDF sent
 * as CSV). Null when the bytes may be read as text.
 */
export function unreadableEncoding(bytes: Uint8Array): string | null {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) return 'UTF-16';
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'ZIP/xlsx';
  const sample = bytes.subarray(0, 4096);
  if (sample.includes(0)) return 'Binärdaten';
  return null;
}

export function readCsv(bytes: Uint8Array, columns: { required: readonly string[]; optional?: readonly string[] }): CsvTable {
  const found = unreadableEncoding(bytes);
  if (found !== null) return { encoding: 'utf-8', delimiter: ';', header: [], rows: [], issues: [{ line: 0, message: CSV_MESSAGES.encoding, params: { found } }] };
  const decoded = decodeText(bytes);
  // One line break kind: csv-parse miscounts lines after a quoted CRLF (and fields read the same either way).
  const text = decoded.text.replace(/\r\n?/g, '\n');
  const encoding = decoded.encoding;
  const delimiter = detectDelimiter(text);
  const base = { encoding, delimiter, header: [] as string[], rows: [] as CsvRow[] };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { delimiter, info: true, relax_column_count: true, skip_empty_lines: true, trim: false }) as never;
  } catch (error) {
    const failure = error as { lines?: number; message?: string };
    return { ...base, issues: [{ line: failure.lines ?? 0, message: CSV_MESSAGES.unreadable, params: { reason: String(failure.message ?? error) } }] };
  }
  const [head, ...body] = records;
  if (!head) return { ...base, issues: [{ line: 0, message: CSV_MESSAGES.empty }] };
  const header = head.record.map((name) => name.trim());
  const known = new Map([...columns.required, ...(columns.optional ?? [])].map((name) => [columnKey(name), name]));
  const names = header.map((name) => known.get(columnKey(name)) ?? name);
  const issues: LineIssue[] = columns.required.filter((name) => !names.includes(name)).map((column) => ({ line: 1, message: CSV_MESSAGES.missingColumn, params: { column } }));
  const rows: CsvRow[] = [];
  for (const { record, info } of body) {
    const breaks = record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
    const line = info.lines - breaks;
    if (record.every((cell) => cell.trim() === '')) continue;
    // Trailing empty cells (a separator at the end of the line) are harmless; real extra data is not.
    const extra = record.slice(header.length);
    if (extra.some((cell) => cell.trim() !== '')) {
      issues.push({ line, message: CSV_MESSAGES.tooManyCells, params: { count: record.length, expected: header.length } });
      continue;
    }
    rows.push({ line, cells: Object.fromEntries(names.map((name, index) => [name, (record[index] ?? '').trim()])) });
  }
  if (rows.length === 0 && issues.length === 0) issues.push({ line: 0, message: CSV_MESSAGES.empty });
  return { ...base, header, rows, issues };
}

/**
 * A Swiss or plain number: `1'234.50`, `1’234.50`, `1 234,50`, `1234,5`, `-12.00`, `CHF 45.–`.
 * A comma is the decimal mark when it is the only mark; null when the text is not a number.
 */
export function parseSwissNumber(raw: string): Decimal | null {
  let text = raw.trim().replace(/^CHF\s*/i, '').replace(/\.[–-]$/, '').replace(/['’`\s\u00a0\u202f]/g, '');
  if (text === '') return null;
  if (text.includes(',') && text.includes('.')) {
    // Both marks: the last one is the decimal mark (1.234,50 or 1,234.50).
    text = text.lastIndexOf(',') > text.lastIndexOf('.') ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  } else if (text.includes(',')) {
    text = text.replace(',', '.');
  }
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  return new Decimal(text);
}

/** Field readers that collect line issues instead of throwing, so one pass names every bad line. */
export function fieldReader(row: CsvRow, issues: LineIssue[]) {
  const value = (column: string) => row.cells[column] ?? '';
  return {
    text(column: string, options: { required?: boolean; max?: number } = {}): string {
      const text = value(column);
      if (options.required && text === '') issues.push({ line: row.line, message: CSV_MESSAGES.required, params: { column } });
      return options.max === undefined ? text : text.slice(0, options.max);
    },
    number(column: string, options: { required?: boolean } = {}): Decimal | null {
      const text = value(column);
      if (text === '') {
        if (options.required) issues.push({ line: row.line, message: CSV_MESSAGES.required, params: { column } });
        return null;
      }
      const number = parseSwissNumber(text);
      if (number === null) issues.push({ line: row.line, message: CSV_MESSAGES.notANumber, params: { column, value: text } });
      return number;
    },
    integer(column: string, options: { required?: boolean } = {}): number | null {
      const number = this.number(column, options);
      if (number === null) return null;
      if (!number.isInteger()) {
        issues.push({ line: row.line, message: CSV_MESSAGES.notAnInteger, params: { column, value: value(column) } });
        return null;
      }
      return number.toNumber();
    },
  };
}
