import { describe, expect, it } from 'vitest';
import { csvLine, csvWebStream, neutralizeCell } from './csv';

describe('CSV injection guard', () => {
  it('prefixes cells starting with = + - @ tab or carriage return with a single quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutralizeCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(neutralizeCell('Palette =1')).toBe('Palette =1');
    expect(neutralizeCell('')).toBe('');
    expect(neutralizeCell(null)).toBe('');
    expect(neutralizeCell(-3)).toBe('-3');
  });
});

describe('CSV lines', () => {
  it('quotes cells holding a comma, a quote or a line break, doubling quotes; nothing else', () => {
    expect(csvLine(['a', 'b c', ''])).toBe('a,b c,\n');
    expect(csvLine(['1,5', 'Kiste "gross"', 'zwei\nZeilen', 'cr\r'])).toBe('"1,5","Kiste ""gross""","zwei\nZeilen","cr\r"\n');
  });

  it('streams the header first, then the rows, the same bytes as csv-stringify wrote', async () => {
    const rows = (async function* () {
      yield [1, 'Palette, klein', null];
      yield [2, '=HYPERLINK("x")', 'ok'];
    })();
    const text = await new Response(csvWebStream(['id', 'name', 'note'], rows)).text();
    expect(text).toBe(`id,name,note\n1,"Palette, klein",\n2,"'=HYPERLINK(""x"")",ok\n`);
  });
});
