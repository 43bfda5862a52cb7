import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildKisteWorkbook, KISTE_WORKBOOK_FILE } from '../../../fixtures/workbooks/build';
import { EngineError } from '../errors';
import { FORMULA_ERROR_MESSAGE, INVALID_INPUT_MESSAGE, evaluateWorkbook, loadWorkbook } from './evaluate';
import { UNREADABLE_WORKBOOK_MESSAGE } from './read-workbook';

const kiste = new Uint8Array(readFileSync(KISTE_WORKBOOK_FILE));

/** A small workbook: cells per sheet (numbers, text or { formula }) and defined names. */
async function workbook(sheets: Record<string, Record<string, ExcelJS.CellValue>>, names: Record<string, string>): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  for (const [sheetName, cells] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(sheetName);
    for (const [address, value] of Object.entries(cells)) sheet.getCell(address).value = value;
  }
  for (const [name, ref] of Object.entries(names)) book.definedNames.add(ref, name);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function engineError(promise: Promise<unknown> | (() => unknown)): Promise<EngineError> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error('expected an EngineError');
}

describe('calculation workbook of a product type (R001-3.26), evaluated by IronCalc', () => {
  it('names its inputs (sheet Eingabe) and outputs (sheet Ausgabe)', async () => {
    const book = await loadWorkbook(kiste);
    expect(book.inputs.map((input) => `${input.name}=${input.sheet}!${input.cell}`)).toEqual([
      'Innenlänge=Eingabe!B2',
      'Innenbreite=Eingabe!B3',
      'Innenhöhe=Eingabe!B4',
      'Menge=Eingabe!B5',
      'Material=Eingabe!B6',
    ]);
    expect(book.outputs.map((output) => output.name)).toEqual(['Preis', 'Stückpreis', 'Gesamtpreis', 'Holzvolumen', 'Gewicht']);
    book.dispose();
  });

  it('crate 1200 × 800 × 600 mm, 1 piece, Fichte (VLOOKUP, ROUND to 0.05, MAX)', async () => {
    // Fichte: 620 CHF/m³, 460 kg/m³, boards 22 mm.
    // Area 2·(1.2·0.8 + 1.2·0.6 + 0.8·0.6) = 4.32 m²; skids 3·0.1·0.08·1.2 = 0.0288 m³;
    // wood 4.32·0.022 + 0.0288 = 0.12384 → ROUND 4 → 0.1238 m³; material 0.1238·620 = 76.756;
    // labour 25 + 4.32·14 = 85.48; set-up 60 → 222.236 → 0.05 steps → 222.25.
    // Weight 0.1238·460 = 56.948 → 56.9 kg.
    const { outputs, inputs, ignoredInputs } = await evaluateWorkbook(kiste, {
      Innenlänge: 1200,
      Innenbreite: 800,
      Innenhöhe: 600,
      Menge: 1,
      Material: 'Fichte',
    });
    expect(outputs).toEqual({ Preis: 222.25, Stückpreis: 222.25, Gesamtpreis: 222.25, Holzvolumen: 0.1238, Gewicht: 56.9 });
    expect(inputs).toEqual({ Innenlänge: 1200, Innenbreite: 800, Innenhöhe: 600, Menge: 1, Material: 'Fichte' });
    expect(ignoredInputs).toEqual([]);
  });

  it('crate 600 × 400 × 400 mm, 25 pieces, OSB: graduated piece price (IF), values as strings, other attributes ignored', async () => {
    // OSB: 780 CHF/m³, 620 kg/m³, 15 mm. Area 2·(0.24 + 0.24 + 0.16) = 1.28 m²;
    // wood 1.28·0.015 + 3·0.1·0.08·0.6 = 0.0192 + 0.0144 = 0.0336 m³; material 26.208; labour 42.92.
    // 1 piece: 69.128 + 60 = 129.128 → 129.15.
    // 25 pieces (≥ 20: 10 % off): 69.128·0.9 + 60/25 = 64.6152 → 64.60; total 25 · 64.60 = 1615.
    // Weight 0.0336·620 = 20.832 → 20.8 kg.
    const { outputs, ignoredInputs } = await evaluateWorkbook(kiste, {
      Innenlänge: '600',
      Innenbreite: ' 400 ',
      Innenhöhe: '400.0',
      Menge: '25',
      Material: 'OSB',
      Farbe: 'natur',
    });
    expect(outputs).toEqual({ Preis: 129.15, Stückpreis: 64.6, Gesamtpreis: 1615, Holzvolumen: 0.0336, Gewicht: 20.8 });
    expect(ignoredInputs).toEqual(['Farbe']);
  });

  it('R001-3.20 a sampling point: options.quantity goes into Menge; the minimum piece price (MAX) holds', async () => {
    const book = await loadWorkbook(kiste);
    // Defaults 1200 × 800 × 600 Fichte: parts 162.236 CHF, set-up 60.
    // 4 pieces: 162.236 + 15 = 177.236 → 177.25; 5 pieces (5 % off): 154.1242 + 12 = 166.1242 → 166.10.
    expect(book.evaluate({}, { quantity: 4 }).outputs).toMatchObject({ Stückpreis: 177.25, Gesamtpreis: 709 });
    expect(book.evaluate({}, { quantity: 5 }).outputs).toMatchObject({ Stückpreis: 166.1, Gesamtpreis: 830.5 });
    expect(book.evaluate({ Menge: 1 }, { quantity: 5 }).inputs.Menge).toBe(5);
    // 200 mm cube, 100 pieces (15 % off): 34.622·0.85 + 0.6 = 30.0287 → 30.05 < minimum 35 → 35.
    const small = book.evaluate({ Innenlänge: 200, Innenbreite: 200, Innenhöhe: 200 }, { quantity: 100 });
    expect(small.outputs).toEqual({ Preis: 94.6, Stückpreis: 35, Gesamtpreis: 3500, Holzvolumen: 0.0101, Gewicht: 4.6 });
    // Each evaluation starts from the workbook's own values again.
    expect(book.evaluate({ Material: 'OSB', Innenlänge: 600 }).inputs).toMatchObject({ Material: 'OSB', Innenlänge: 600 });
    expect(book.evaluate().inputs).toEqual({ Innenlänge: 1200, Innenbreite: 800, Innenhöhe: 600, Menge: 1, Material: 'Fichte' });
    expect(book.evaluate().outputs.Preis).toBe(222.25);
    book.dispose();
  });

  it('the generator (fixtures/workbooks/build.ts) still produces the committed workbook’s results', async () => {
    const fresh = await evaluateWorkbook(await buildKisteWorkbook(), { Material: 'Lärche', Menge: 50 });
    const committed = await evaluateWorkbook(kiste, { Material: 'Lärche', Menge: 50 });
    expect(fresh).toEqual(committed);
  });

  it('an input that does not match the lookup table: the error names the VLOOKUP cell, not just the price', async () => {
    const error = await engineError(evaluateWorkbook(kiste, { Material: 'Gold' }));
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe('Formel in Berechnung!B2 konnte nicht berechnet werden: #N/A (Wert nicht gefunden)');
    expect(error.errors).toEqual([
      {
        message: FORMULA_ERROR_MESSAGE,
        params: { cell: 'Berechnung!B2', reason: '#N/A (Wert nicht gefunden)', outputs: 'Preis, Stückpreis, Gesamtpreis, Holzvolumen, Gewicht' },
      },
    ]);
  });

  it('a broken formula (=1/0, an unknown function) gives a clear error naming sheet and cell', async () => {
    const broken = await workbook(
      {
        Eingabe: { A2: 'Menge', B2: 3 },
        Berechnung: { B2: { formula: 'Menge/0', date1904: false }, B3: 7 },
        Ausgabe: {
          B2: { formula: 'Berechnung!B2*2', date1904: false },
          B3: { formula: 'FOOBAR(Menge)', date1904: false },
          B4: { formula: 'Berechnung!B3+Menge', date1904: false },
        },
      },
      { Menge: 'Eingabe!$B$2', Preis: 'Ausgabe!$B$2', Rabatt: 'Ausgabe!$B$3', Summe: 'Ausgabe!$B$4' },
    );
    const error = await engineError(evaluateWorkbook(broken, {}));
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe(
      'Formel in Berechnung!B2 konnte nicht berechnet werden: #DIV/0! (Division durch null)\n' +
        'Formel in Ausgabe!B3 konnte nicht berechnet werden: #NAME? (unbekannte Funktion oder unbekannter Name)',
    );
    expect(error.errors.map((entry) => entry.params?.outputs)).toEqual(['Preis', 'Rabatt']);
  });

  it('a division by zero written directly in an output cell names that cell', async () => {
    const broken = await workbook({ Ausgabe: { B2: { formula: '1/0', date1904: false } } }, { Preis: 'Ausgabe!$B$2' });
    await expect(evaluateWorkbook(broken, {})).rejects.toThrow('Formel in Ausgabe!B2 konnte nicht berechnet werden: #DIV/0!');
  });

  it('text stays text (no formula injection); TRUE/FALSE and numbers are typed; results can be text or logical', async () => {
    const book = await loadWorkbook(
      await workbook(
        {
          Eingabe: { B2: 'x', B3: false, B4: 0 },
          Ausgabe: {
            B2: { formula: 'Notiz', date1904: false },
            B3: { formula: 'IF(Deckel,"mit Deckel","ohne Deckel")', date1904: false },
            B4: { formula: 'Anzahl*2', date1904: false },
            B5: { formula: 'ISTEXT(Notiz)', date1904: false },
          },
        },
        {
          Notiz: 'Eingabe!$B$2',
          Deckel: 'Eingabe!$B$3',
          Anzahl: 'Eingabe!$B$4',
          Echo: 'Ausgabe!$B$2',
          Text: 'Ausgabe!$B$3',
          Doppelt: 'Ausgabe!$B$4',
          IstText: 'Ausgabe!$B$5',
        },
      ),
    );
    expect(book.evaluate().outputs).toEqual({ Echo: 'x', Text: 'ohne Deckel', Doppelt: 0, IstText: true });
    expect(book.evaluate({ notiz: '=1+2', DECKEL: true, Anzahl: '2.5' }).outputs).toEqual({
      Echo: '=1+2',
      Text: 'mit Deckel',
      Doppelt: 5,
      IstText: true,
    });
    expect(book.evaluate({ Notiz: '1/2/2024', Deckel: 'false' }).outputs).toMatchObject({ Echo: '1/2/2024', Text: 'ohne Deckel' });
    expect(book.evaluate({ Deckel: 'TRUE', Anzahl: -0.25 }).outputs).toMatchObject({ Text: 'mit Deckel', Doppelt: -0.5 });
    book.dispose();
  });

  it('rejects values that cannot go into a cell, naming the input', async () => {
    const book = await loadWorkbook(kiste);
    const error = await engineError(() => book.evaluate({ Innenlänge: Number.NaN, Material: { name: 'x' } as never }));
    expect(error.errors).toEqual([
      { message: INVALID_INPUT_MESSAGE, params: { name: 'Innenlänge' }, field: 'Innenlänge' },
      { message: INVALID_INPUT_MESSAGE, params: { name: 'Material' }, field: 'Material' },
    ]);
    expect((await engineError(() => book.evaluate({}, { quantity: -1 }))).message).toBe('Ungültiger Wert für Menge');
    book.dispose();
  });

  it('a file that is no workbook, or one without outputs, is refused', async () => {
    expect((await engineError(loadWorkbook(new TextEncoder().encode('not a workbook')))).message).toBe(UNREADABLE_WORKBOOK_MESSAGE);
    const noOutputs = await workbook({ Eingabe: { B2: 1 } }, { Menge: 'Eingabe!$B$2' });
    expect((await engineError(loadWorkbook(noOutputs))).message).toMatch(/keine Ausgabezellen/);
  });
});
