import { Decimal } from 'decimal.js';
import { EngineError, type ErrorEntry } from '../errors';
import { freightTariffSchema, type FreightTariff } from './freight';

/**
 * The freight tariff as the settings screen edits it (decision 783): one line for the
 * place columns, one line per distance band, numbers apart by spaces, tabs or semicolons (so rows
 * pasted from a spreadsheet work):
 *
 *   Stellplätze bis: 1 2 5 10 18
 *   bis 25 km: 85.00 70.00 60.00 50.00 46.00
 *   …
 *   darüber: 330.00 255.00 210.00 176.00 161.00
 */

const COLUMNS = /^stellpl(?:ä|ae)tze\s+bis\s*:?(.*)$/i;
const BAND = /^bis\s+(\d+(?:[.,]\d+)?)\s*km\s*:?(.*)$/i;
const OPEN_BAND = /^(?:darüber|darueber|über|ueber|>)\s*(?:\d+\s*km)?\s*:?(.*)$/i;
const PRICE = /^\d{1,7}([.,]\d{1,2})?$/;

const cells = (rest: string): string[] => rest.split(/[\s;]+/).map((cell) => cell.trim()).filter(Boolean);
const number = (value: string) => Number(value.replace(',', '.'));

/** The tariff as editable lines. */
export function freightTariffToText(tariff: FreightTariff): string {
  return [
    `Stellplätze bis: ${tariff.placeColumns.join(' ')}`,
    ...tariff.bands.map((band) => `${band.upToKm === null ? 'darüber' : `bis ${band.upToKm} km`}: ${band.pricePerPlace.join(' ')}`),
  ].join('\n');
}

/** Reads the edited lines; problems name their line ('Zeile 3: …') and are thrown as one invalid error. */
export function freightTariffFromText(text: string): FreightTariff {
  const lines = text
    .split(/\r?\n/)
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '');
  const problems: ErrorEntry[] = [];
  const problem = (line: number, message: string) => problems.push({ message: `Zeile {line}: ${message}`, params: { line } });
  let placeColumns: number[] = [];
  const bands: { upToKm: number | null; pricePerPlace: string[] }[] = [];
  for (const { line, number: lineNumber } of lines) {
    const columns = COLUMNS.exec(line);
    if (columns) {
      const values = cells(columns[1] ?? '');
      if (values.length === 0 || values.some((value) => !/^\d+$/.test(value) || Number(value) <= 0)) problem(lineNumber, 'Stellplätze als ganze Zahlen über 0, z. B. «Stellplätze bis: 1 2 5 10 18».');
      else placeColumns = values.map(Number);
      continue;
    }
    const band = BAND.exec(line);
    const open = band ? null : OPEN_BAND.exec(line);
    if (!band && !open) {
      problem(lineNumber, 'erwartet «Stellplätze bis: …», «bis … km: …» oder «darüber: …».');
      continue;
    }
    const prices = cells((band ? band[2] : open?.[1]) ?? '');
    const bad = prices.find((price) => !PRICE.test(price));
    if (bad !== undefined) {
      problem(lineNumber, `«${bad}» ist kein Betrag (z. B. 85.00).`);
      continue;
    }
    bands.push({ upToKm: band ? number(band[1] ?? '') : null, pricePerPlace: prices.map((price) => new Decimal(number(price)).toFixed(2)) });
  }
  if (problems.length === 0) {
    if (placeColumns.length === 0) problems.push({ message: 'Die Zeile «Stellplätze bis: …» fehlt.' });
    if (bands.length === 0) problems.push({ message: 'Mindestens eine Distanzstufe («darüber: …») ist nötig.' });
  }
  if (problems.length === 0) {
    const parsed = freightTariffSchema.safeParse({ currency: 'CHF', placeColumns, bands });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const [section, position] = issue.path;
      const where = section === 'bands' && typeof position === 'number' ? `Distanzstufe ${position + 1}: ` : section === 'placeColumns' ? 'Stellplätze: ' : '';
      problems.push({ message: `${where}${issue.message}` });
    }
  }
  throw new EngineError('invalid', problems);
}
