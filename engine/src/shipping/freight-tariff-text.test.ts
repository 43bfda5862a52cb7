import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { defaultFreightTariff } from './freight';
import { freightTariffFromText, freightTariffToText } from './freight-tariff-text';

const problemsOf = (text: string): string[] => {
  try {
    freightTariffFromText(text);
  } catch (error) {
    if (EngineError.is(error)) return error.message.split('\n');
    throw error;
  }
  return [];
};

describe('freight tariff as lines (decision 783)', () => {
  it('R001-2.25 writes the tariff as lines and reads them back unchanged', () => {
    const text = freightTariffToText(defaultFreightTariff);
    expect(text.split('\n')[0]).toBe('Stellplätze bis: 1 2 5 10 18');
    expect(text.split('\n')[1]).toBe('bis 25 km: 85.00 70.00 60.00 50.00 46.00');
    expect(text.split('\n').at(-1)).toBe('darüber: 330.00 255.00 210.00 176.00 161.00');
    expect(freightTariffFromText(text)).toEqual(defaultFreightTariff);
  });

  it('reads rows pasted from a spreadsheet (tabs, decimal commas, whole francs)', () => {
    expect(freightTariffFromText('Stellplätze bis:\t1\t10\nbis 30 km:\t90\t55,5\ndarüber:\t200;120.00\n')).toEqual({
      currency: 'CHF',
      placeColumns: [1, 10],
      bands: [
        { upToKm: 30, pricePerPlace: ['90.00', '55.50'] },
        { upToKm: null, pricePerPlace: ['200.00', '120.00'] },
      ],
    });
  });

  it('names the line and the problem in German', () => {
    expect(problemsOf('Stellplätze bis: 1 2\nbis 25 km: 85.00 zehn\ndarüber: 1 2')).toEqual(['Zeile 2: «zehn» ist kein Betrag (z. B. 85.00).']);
    expect(problemsOf('Stellplätze bis: 1 2\nirgendwas\ndarüber: 1 2')).toEqual(['Zeile 2: erwartet «Stellplätze bis: …», «bis … km: …» oder «darüber: …».']);
    expect(problemsOf('Stellplätze bis: 1 2\nbis 25 km: 85.00\ndarüber: 1 2')).toEqual(['Distanzstufe 1: Ein Preis je Spalte erwartet (2)']);
    expect(problemsOf('Stellplätze bis: 5 2\ndarüber: 1 2')).toEqual(['Stellplätze: Spalten müssen aufsteigend sein']);
    expect(problemsOf('Stellplätze bis: 1\nbis 25 km: 1')).toEqual(['Distanzstufe 1: Die letzte Distanzstufe muss offen sein (null)']);
    expect(problemsOf('')).toEqual(['Die Zeile «Stellplätze bis: …» fehlt.', 'Mindestens eine Distanzstufe («darüber: …») ist nötig.']);
  });
});
