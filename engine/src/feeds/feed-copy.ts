/**
 * The merchant feed's lines made from PostgreSQL's own CSV (decision 1081): `COPY (select id,
 * name, description, article_number, list_price …) TO STDOUT (FORMAT csv)` sends the rows as
 * bytes, and this writer turns them into the feed's lines byte for byte — the same file the row
 * writer (csv.ts, `neutralizeCell` and `csvLine`) makes from fetched rows, without turning a
 * single cell into a JavaScript string. The rows arrive in chunks cut anywhere (a row, even a
 * quoted cell, may span two chunks).
 */

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;
const APOSTROPHE = 39;

/** Input columns, in the order of the COPY's select list. */
export const FEED_COPY_COLUMNS = ['id', 'name', 'description', 'article_number', 'list_price'] as const;

/** Bytes a cell is read as a formula by a spreadsheet from (neutralizeCell): = + - @ tab CR. */
function isFormulaStart(byte: number): boolean {
  return byte === 61 || byte === 43 || byte === 45 || byte === 64 || byte === 9 || byte === 13;
}

/** encodeURIComponent's unreserved bytes: A–Z a–z 0–9 - _ . ! ~ * ' ( ). */
const UNRESERVED = new Uint8Array(256);
for (const char of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()") UNRESERVED[char.charCodeAt(0)] = 1;
const HEX = new TextEncoder().encode('0123456789ABCDEF');

export interface FeedLineWriterOptions {
  /** The shop's public address without a trailing slash (links are absolute). */
  base: string;
  /** The feed's brand column. */
  brand: string;
  /** Called with each output chunk (about `chunkBytes`, whole lines). */
  push: (chunk: Buffer) => void;
  chunkBytes?: number;
}

/**
 * A writer fed with PostgreSQL CSV bytes (`write`), giving the feed's lines (`push`) in chunks of
 * whole lines; `end` hands on the rest and fails on a cut row. Returns the rows written so far.
 */
export function createFeedLineWriter(options: FeedLineWriterOptions) {
  const encoder = new TextEncoder();
  const productLink = encoder.encode(`${options.base}/products/`);
  const imageLink = encoder.encode(`${options.base}/api/media/product-overview/`);
  const priceUnit = encoder.encode(' CHF');
  const middle = encoder.encode(`in_stock,${neutralBrand(options.brand)},`);
  const tail = encoder.encode(',new\n');
  const chunkBytes = options.chunkBytes ?? 64 * 1024;

  let out = Buffer.allocUnsafe(chunkBytes);
  let at = 0;
  // The tail of a row cut by a chunk's end, in pieces: joined once a chunk brings a line break
  // (a long row over many chunks is not copied again with each of them).
  let carry: Buffer[] = [];
  let rows = 0;

  // Cell bounds of the row being read: start, end (exclusive) and whether PostgreSQL quoted it.
  const starts = new Int32Array(5);
  const ends = new Int32Array(5);
  const quoted = new Uint8Array(5);

  const flush = () => {
    if (at === 0) return;
    options.push(out.subarray(0, at));
    out = Buffer.allocUnsafe(chunkBytes);
    at = 0;
  };
  const room = (bytes: number) => {
    if (at + bytes <= out.length) return;
    flush();
    if (bytes > out.length) out = Buffer.allocUnsafe(bytes);
  };
  const put = (bytes: Uint8Array) => {
    for (let index = 0; index < bytes.length; index += 1) out[at++] = bytes[index] as number;
  };
  /** A text cell as csvLine(neutralizeCell(text)) writes it. */
  const putText = (source: Buffer, cell: number) => {
    const start = starts[cell] as number;
    const end = ends[cell] as number;
    if (quoted[cell] === 0) {
      if (start < end && isFormulaStart(source[start] as number)) out[at++] = APOSTROPHE;
      for (let index = start; index < end; index += 1) out[at++] = source[index] as number;
      return;
    }
    // Quoted by PostgreSQL (a comma, a quote or a line break inside, or an empty string): the
    // quoted form is ours too, doubled quotes and all; an empty one is an empty cell; a cell
    // quoted for another reason (none of those inside) is written bare, as csvLine would.
    let special = false;
    for (let index = start; index < end; index += 1) {
      const byte = source[index] as number;
      if (byte === COMMA || byte === QUOTE || byte === LF || byte === CR) {
        special = true;
        break;
      }
    }
    if (start === end) return;
    if (special) out[at++] = QUOTE;
    if (isFormulaStart(source[start] as number)) out[at++] = APOSTROPHE;
    for (let index = start; index < end; index += 1) out[at++] = source[index] as number;
    if (special) out[at++] = QUOTE;
  };
  /** The cell's text percent-encoded as encodeURIComponent does (UTF-8 bytes). */
  const putEncoded = (source: Buffer, cell: number) => {
    const end = ends[cell] as number;
    for (let index = starts[cell] as number; index < end; index += 1) {
      const byte = source[index] as number;
      // A doubled quote inside a quoted cell is one quote of the text.
      if (byte === QUOTE && quoted[cell] === 1) index += 1;
      if (UNRESERVED[byte] === 1) {
        out[at++] = byte;
      } else {
        out[at++] = 37;
        out[at++] = HEX[byte >> 4] as number;
        out[at++] = HEX[byte & 15] as number;
      }
    }
  };

  /**
   * Reads one row from `offset`: the offset after its line break, or -1 when the row is not
   * complete in `source`.
   */
  const readRow = (source: Buffer, offset: number): number => {
    let position = offset;
    const length = source.length;
    for (let cell = 0; cell < 5; cell += 1) {
      if (position < length && source[position] === QUOTE) {
        quoted[cell] = 1;
        starts[cell] = position + 1;
        let index = position + 1;
        for (;;) {
          index = source.indexOf(QUOTE, index);
          if (index < 0 || index + 1 >= length) return -1;
          if (source[index + 1] === QUOTE) {
            index += 2;
            continue;
          }
          break;
        }
        ends[cell] = index;
        position = index + 1;
      } else {
        quoted[cell] = 0;
        starts[cell] = position;
        let index = position;
        while (index < length && source[index] !== COMMA && source[index] !== LF) index += 1;
        if (index >= length) return -1;
        ends[cell] = index;
        position = index;
      }
      if (position >= length) return -1;
      const separator = source[position];
      if (cell < 4 ? separator !== COMMA : separator !== LF) throw new Error(`feed COPY: unexpected byte ${separator} after cell ${cell + 1} of row ${rows + 1}`);
      position += 1;
    }
    return position;
  };

  const writeRow = (source: Buffer, rowBytes: number) => {
    // The longest line this row can make: the row, its article number again twice percent-encoded
    // (up to three bytes each), a guard per cell, the constant parts.
    const articleBytes = (ends[3] as number) - (starts[3] as number);
    room(rowBytes + articleBytes * 6 + productLink.length + imageLink.length + priceUnit.length + middle.length + tail.length + 16);
    for (let index = starts[0] as number; index < (ends[0] as number); index += 1) out[at++] = source[index] as number;
    out[at++] = COMMA;
    putText(source, 1);
    out[at++] = COMMA;
    putText(source, 2);
    out[at++] = COMMA;
    put(productLink);
    putEncoded(source, 3);
    out[at++] = COMMA;
    put(imageLink);
    putEncoded(source, 3);
    out[at++] = COMMA;
    if ((ends[4] as number) > (starts[4] as number)) {
      // A negative price gets the guard too (neutralizeCell of the price text).
      if (isFormulaStart(source[starts[4] as number] as number)) out[at++] = APOSTROPHE;
      for (let index = starts[4] as number; index < (ends[4] as number); index += 1) out[at++] = source[index] as number;
      put(priceUnit);
    }
    out[at++] = COMMA;
    put(middle);
    putText(source, 3);
    put(tail);
    // Bytes beyond the buffer would be dropped without a word: a wrong bound must fail instead.
    if (at > out.length) throw new Error(`feed COPY: row ${rows + 1} is longer than its bound`);
    rows += 1;
  };

  return {
    write(chunk: Buffer): number {
      if (carry.length > 0 && chunk.indexOf(LF) < 0) {
        carry.push(chunk);
        return rows;
      }
      const source = carry.length === 0 ? chunk : Buffer.concat([...carry, chunk]);
      carry = [];
      let offset = 0;
      while (offset < source.length) {
        const next = readRow(source, offset);
        if (next < 0) break;
        writeRow(source, next - offset);
        offset = next;
      }
      if (offset < source.length) carry = [Buffer.from(source.subarray(offset))];
      if (at >= chunkBytes - 1024) flush();
      return rows;
    },
    end(): number {
      if (carry.length > 0) throw new Error(`feed COPY: the data ended inside row ${rows + 1}`);
      flush();
      return rows;
    },
  };
}

/** The brand is the feed's constant; it needs no quotes (checked once). */
function neutralBrand(brand: string): string {
  if (/[",\n\r]/.test(brand) || isFormulaStart(brand.charCodeAt(0))) throw new Error('feed brand must be a plain word');
  return brand;
}
