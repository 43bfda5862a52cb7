import { Readable } from 'node:stream';

/** A cell value of an export row; null and undefined become an empty cell. */
export type CsvCell = string | number | null | undefined;

/**
 * CSV injection guard (docs/feeds.md): a cell starting with = + - @ tab or carriage return would be
 * read as a formula by a spreadsheet, so it gets a single quote in front. Numbers are written by
 * the feed itself and pass as they are (a negative number stays a number).
 */
export function neutralizeCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  // The first character decides; a code comparison instead of a regular expression per cell.
  const first = value.charCodeAt(0);
  return first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13 ? `'${value}` : value;
}

export interface CsvStreamOptions {
  /** Called after each row handed to the CSV writer (progress bars). */
  onRow?: (rows: number) => void;
  /** Called with the bytes of each CSV chunk produced. */
  onBytes?: (bytes: number) => void;
}

/** Cells that need quotes: the delimiter, a quote or a line break. */
const NEEDS_QUOTES = /[",\n\r]/;

/** One CSV line: ',' between cells, '"' around a cell that needs it (quotes doubled), '\n' at the end. */
export function csvLine(cells: readonly string[]): string {
  let line = '';
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index] as string;
    if (index > 0) line += ',';
    line += NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
  }
  return `${line}\n`;
}

/** Bytes gathered before a chunk is handed on: few large writes instead of one per row (decision 988). */
const CHUNK_CHARS = 64 * 1024;

/**
 * Turns pages of rows (pulled one page at a time from an async iterable, with back-pressure) into
 * a Node stream of CSV bytes: the header line at once, then the rows' lines in chunks of about
 * 64 kB; ',' and '"' quoting as needed, '\n' line ends. Nothing beyond one page and one chunk is
 * kept in memory; a consumer going away returns the iterator (no further page is read), a failing
 * source fails the stream.
 */
export function csvPagesNodeStream(columns: readonly string[], pages: AsyncIterable<readonly (readonly CsvCell[])[]>, options: CsvStreamOptions = {}): Readable {
  let count = 0;
  const chunk = (text: string): Buffer => {
    const bytes = Buffer.from(text, 'utf8');
    options.onBytes?.(bytes.length);
    return bytes;
  };
  return Readable.from(
    (async function* () {
      yield chunk(csvLine(columns));
      let pending = '';
      for await (const page of pages) {
        for (const row of page) {
          pending += csvLine(row.map(neutralizeCell));
          count += 1;
          options.onRow?.(count);
          if (pending.length >= CHUNK_CHARS) {
            yield chunk(pending);
            pending = '';
          }
        }
      }
      if (pending.length > 0) yield chunk(pending);
    })(),
    { objectMode: false },
  );
}

/** The same for rows pulled one at a time (each row a page of its own). */
export function csvNodeStream(columns: readonly string[], rows: AsyncIterable<readonly CsvCell[]>, options: CsvStreamOptions = {}): Readable {
  return csvPagesNodeStream(
    columns,
    (async function* () {
      for await (const row of rows) yield [row];
    })(),
    options,
  );
}

/** The same CSV as a web ReadableStream of bytes (a Response body). */
export function csvWebStream(columns: readonly string[], rows: AsyncIterable<readonly CsvCell[]>, options: CsvStreamOptions = {}): ReadableStream<Uint8Array> {
  return Readable.toWeb(csvNodeStream(columns, rows, options)) as ReadableStream<Uint8Array>;
}
