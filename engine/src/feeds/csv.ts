import { pipeline, Readable, Transform } from 'node:stream';
import { stringify } from 'csv-stringify';

/** A cell value of an export row; null and undefined become an empty cell. */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * CSV injection guard (docs/feeds.md): a cell starting with = + - @ tab or carriage return would be
 * read as a formula by a spreadsheet, so it gets a single quote in front. Numbers are written by
 * the feed itself and pass as they are (a negative number stays a number).
 */
export function neutralizeCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export interface CsvStreamOptions {
  /** Called after each row handed to the CSV writer (progress bars). */
  onRow?: (rows: number) => void;
  /** Called with the bytes of each CSV chunk produced. */
  onBytes?: (bytes: number) => void;
}

/**
 * Pipes rows (pulled one at a time from an async iterable, with back-pressure) through
 * csv-stringify into a Node stream of CSV bytes: a header line, then one line per row, ',' and '"'
 * quoting as needed, '\n' line ends. Nothing is collected in memory.
 */
export function csvNodeStream(columns: readonly string[], rows: AsyncIterable<readonly CsvCell[]>, options: CsvStreamOptions = {}): Readable {
  let count = 0;
  const source = Readable.from(
    (async function* () {
      for await (const row of rows) {
        yield row.map(neutralizeCell);
        count += 1;
        options.onRow?.(count);
      }
    })(),
    { objectMode: true, highWaterMark: 16 },
  );
  const writer = stringify({ header: true, columns: [...columns], record_delimiter: '\n' });
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      options.onBytes?.(chunk.length);
      callback(null, chunk);
    },
  });
  // pipeline: an error anywhere, or the consumer going away, destroys every stage (the row
  // generator is returned, so no further page is read).
  return pipeline(source, writer, counter, () => undefined);
}

/** The same CSV as a web ReadableStream of bytes (a Response body). */
export function csvWebStream(columns: readonly string[], rows: AsyncIterable<readonly CsvCell[]>, options: CsvStreamOptions = {}): ReadableStream<Uint8Array> {
  return Readable.toWeb(csvNodeStream(columns, rows, options)) as ReadableStream<Uint8Array>;
}
