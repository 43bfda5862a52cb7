import { describe, expect, it } from 'vitest';
import { csvLine, neutralizeCell } from './csv';
import { createFeedLineWriter } from './feed-copy';
import { FEED_BRAND, publishedRowCells } from './feed-service';

type Row = { id: number; name: string; description: string | null; article_number: string; list_price: string | null };

/** A cell as PostgreSQL's COPY (FORMAT csv) writes it: NULL bare and empty, an empty string or a special character quoted. */
function pgCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return text === '' || /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
const pgCsv = (rows: Row[]) => rows.map((row) => `${[row.id, row.name, row.description, row.article_number, row.list_price].map(pgCell).join(',')}\n`).join('');
const base = 'https://shop.example.ch';
/** What the row writer (csv.ts) makes of the same rows. */
const rowWriter = (rows: Row[]) => rows.map((row) => csvLine(publishedRowCells(base, row).map(neutralizeCell))).join('');

function copyWriter(chunks: Buffer[], chunkBytes?: number): { text: string; rows: number } {
  const out: Buffer[] = [];
  const writer = createFeedLineWriter({ base, brand: FEED_BRAND, push: (chunk) => out.push(Buffer.from(chunk)), ...(chunkBytes ? { chunkBytes } : {}) });
  for (const chunk of chunks) writer.write(chunk);
  const rows = writer.end();
  return { text: Buffer.concat(out).toString('utf8'), rows };
}

const rows: Row[] = [
  { id: 1, name: 'Kiste 1', description: 'Palette, "stark"', article_number: 'LIST_1', list_price: '100.00' },
  { id: 2, name: '=HYPERLINK("http://x")', description: '+41 62 000 00 00', article_number: 'EVIL 1/ä', list_price: '12.50' },
  { id: 3, name: '-minus', description: null, article_number: '@at,"q"', list_price: null },
  { id: 4, name: 'Zeilen\numbruch', description: '', article_number: '\tTAB', list_price: '-5.00' },
  { id: 5, name: 'Größe 🪵 Äste', description: 'Zeile\r\nzwei', article_number: "A-B_C.D!E~F*G'H(I)J", list_price: '0.00' },
  { id: 6, name: '"', description: ',', article_number: '""', list_price: '1234567890.99' },
  { id: 7, name: '\rCR', description: '=', article_number: '%20+x?y#z&=', list_price: '9.90' },
];

describe('merchant feed from PostgreSQL CSV (decision 1081)', () => {
  it('R000-7.31 makes the row writer’s lines byte for byte: quotes, formula guard, links, empty and NULL cells, a negative price', () => {
    const expected = rowWriter(rows);
    const made = copyWriter([Buffer.from(pgCsv(rows), 'utf8')]);
    expect(made.text).toBe(expected);
    expect(made.rows).toBe(rows.length);
    expect(made.text).toContain(`"'=HYPERLINK(""http://x"")",'+41 62 000 00 00,${base}/products/EVIL%201%2F%C3%A4,`);
    expect(made.text).toContain(`%09TAB,'-5.00 CHF,in_stock,Holzwerk,'\tTAB,new\n`);
  });

  it('the same lines however the bytes are cut into chunks (a row, a quoted cell, a UTF-8 character across two)', () => {
    const input = Buffer.from(pgCsv(rows), 'utf8');
    const expected = rowWriter(rows);
    for (let cut = 1; cut < input.length; cut += 1) {
      expect(copyWriter([input.subarray(0, cut), input.subarray(cut)]).text, `cut at ${cut}`).toBe(expected);
    }
    const bytes = [...input].map((byte) => Buffer.from([byte]));
    expect(copyWriter(bytes, 64).text).toBe(expected);
  });

  it('hands on whole lines in chunks and keeps a long row whole', () => {
    const long: Row[] = Array.from({ length: 300 }, (_, index) => ({ id: index + 1, name: `Kiste ${index}`, description: 'x'.repeat(index * 10), article_number: `A${index}`, list_price: '1.00' }));
    const chunks: Buffer[] = [];
    const writer = createFeedLineWriter({ base, brand: FEED_BRAND, push: (chunk) => chunks.push(Buffer.from(chunk)), chunkBytes: 1024 });
    writer.write(Buffer.from(pgCsv(long)));
    writer.end();
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) expect(chunk.at(-1)).toBe(10);
    expect(Buffer.concat(chunks).toString()).toBe(rowWriter(long));
  });

  it('fails on a cut last row and on bytes that are not five cells', () => {
    const writer = createFeedLineWriter({ base, brand: FEED_BRAND, push: () => undefined });
    writer.write(Buffer.from('1,a,b,c'));
    expect(() => writer.end()).toThrow(/ended inside row 1/);
    const six = createFeedLineWriter({ base, brand: FEED_BRAND, push: () => undefined });
    expect(() => six.write(Buffer.from('1,a,b,c,1.00,extra\n'))).toThrow(/after cell 5 of row 1/);
  });
});
