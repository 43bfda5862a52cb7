import { describe, expect, it } from 'vitest';
import { COMPANY_SITE } from './distance';
import { LOCALITIES_SOURCE, indexLocalities, isKnownSwissPostalCode, lookupPostalCode, roadDistanceToPostalCode } from './localities';

describe('postal-code directory (engine/data/swiss-localities-wgs84.csv, swisstopo)', () => {
  it('looks up a Swiss postal code: Zürich 8001', () => {
    expect(lookupPostalCode('8001')).toEqual({
      zip: '8001',
      country: 'CH',
      cities: ['Zürich'],
      municipalities: ['Zürich'],
      canton: 'ZH',
      lat: 47.37293396898069,
      lon: 8.541367614572195,
    });
    expect(lookupPostalCode(' 1201 ', 'ch')).toMatchObject({ cities: ['Genève'], canton: 'GE', country: 'CH' });
  });

  it('R000-3.57 Liechtenstein codes (9485–9498) are in the directory with an empty canton and country LI', () => {
    expect(lookupPostalCode('9490', 'LI')).toMatchObject({ zip: '9490', cities: ['Vaduz'], canton: '', country: 'LI' });
    // One numbering for CH and LI: a domestic look-up finds it and tells the real country.
    expect(lookupPostalCode('9490', 'CH')?.country).toBe('LI');
    for (const zip of ['9485', '9494', '9498']) expect(lookupPostalCode(zip, 'LI')?.country).toBe('LI');
  });

  it('a code with several localities: centroid of all rows, most frequent canton, cities in directory order', () => {
    // 6340: Sihlbrugg (ZH, ZH, ZG) and Baar (ZG, ZG, ZG) — six rows, four in canton ZG.
    const baar = lookupPostalCode('6340');
    expect(baar?.cities).toEqual(['Sihlbrugg', 'Baar']);
    expect(baar?.municipalities).toEqual(['Hausen am Albis', 'Horgen', 'Baar', 'Neuheim', 'Zug']);
    expect(baar?.canton).toBe('ZG');
    expect(baar?.lat).toBeCloseTo(47.20715110913775, 12);
    expect(baar?.lon).toBeCloseTo(8.556167079032422, 12);
  });

  it('foreign countries are not in the directory, even with a four-digit code (AT 6900 is not Lugano)', () => {
    expect(lookupPostalCode('6900')?.cities).toContain('Lugano');
    expect(lookupPostalCode('6900', 'AT')).toBeUndefined();
    expect(lookupPostalCode('79539', 'DE')).toBeUndefined();
    expect(roadDistanceToPostalCode('79539', 'DE')).toBeUndefined();
  });

  it('isKnownSwissPostalCode: only codes of the directory', () => {
    expect(isKnownSwissPostalCode('5013')).toBe(true);
    expect(isKnownSwissPostalCode(' 8001')).toBe(true);
    expect(isKnownSwissPostalCode('9490')).toBe(true);
    expect(isKnownSwissPostalCode('9999')).toBe(false); // 4 digits, but no such code
    expect(isKnownSwissPostalCode('0800')).toBe(false);
    expect(isKnownSwissPostalCode('800')).toBe(false);
    expect(isKnownSwissPostalCode('79539')).toBe(false);
    expect(isKnownSwissPostalCode('')).toBe(false);
  });

  it('R000-9.24 the company site constant is Niedergösgen 5013 as in the directory', () => {
    const site = lookupPostalCode(COMPANY_SITE.zip);
    expect(site?.cities).toEqual([COMPANY_SITE.city]);
    expect(site?.canton).toBe('SO');
    expect(site?.lat).toBe(COMPANY_SITE.lat);
    expect(site?.lon).toBe(COMPANY_SITE.lon);
    expect(roadDistanceToPostalCode('5013')?.distanceKm).toBe(0);
  });

  it('returns copies: a caller cannot change the index', () => {
    lookupPostalCode('8001')?.cities.push('Winterthur');
    expect(lookupPostalCode('8001')?.cities).toEqual(['Zürich']);
  });

  it('parses the file format: BOM, semicolons, CRLF, header by name', () => {
    const text =
      '\uFEFFOrtschaftsname;PLZ;Zusatzziffer;Gemeindename;BFS-Nr;Kantonskürzel;E;N;Sprache;Validity\r\n' +
      'A;1000;00;X;1;VD;6.0;46.0;fr;2008-07-01\r\n' +
      'B;1000;01;Y;2;VD;7.0;47.0;fr;2008-07-01\r\n' +
      'Kaputt;12;00;Z;3;VD;7.0;47.0;fr;2008-07-01\r\n';
    const index = indexLocalities(text);
    expect([...index.keys()]).toEqual(['1000']);
    expect(index.get('1000')).toMatchObject({ cities: ['A', 'B'], lat: 46.5, lon: 6.5, canton: 'VD' });
    expect(() => indexLocalities('PLZ;N\r\n8001;47\r\n')).toThrow(/Ortschaftsname/);
  });

  it('names the source (licence: the source must be named)', () => {
    expect(LOCALITIES_SOURCE).toMatch(/swisstopo/);
  });
});
