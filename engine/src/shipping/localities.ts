import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { roadDistanceKm } from './distance';

/**
 * Swiss and Liechtenstein postal codes (PLZ) from the official locality directory
 * (engine/data/swiss-localities-wgs84.csv; source: swisstopo — name it wherever the data is
 * shown). Server side only: the file is read lazily, once per process, on the first look-up.
 */

/** The directory shipped with the engine. */
export const LOCALITIES_FILE: string = fileURLToPath(new URL('../../data/swiss-localities-wgs84.csv', import.meta.url));

/** Attribution required by the licence ("open use, the source must be named"). */
export const LOCALITIES_SOURCE = 'Amtliches Ortschaftenverzeichnis mit Postleitzahl, © swisstopo';

/** What a postal code stands for. */
export interface PostalCodeInfo {
  /** The postal code as looked up, four digits ('8001'). */
  zip: string;
  /** 'LI' for Liechtenstein's codes (9485–9498, no canton in the directory), else 'CH'. */
  country: 'CH' | 'LI';
  /** Locality names (Ortschaftsname) of the code, unique, in directory order — city suggestions. */
  cities: string[];
  /** Municipalities (Gemeindename) the code spans, unique, in directory order. */
  municipalities: string[];
  /** Canton abbreviation ('ZH'); the most frequent one if the code spans cantons; '' for LI. */
  canton: string;
  /**
   * Centroid (mean latitude and longitude, WGS84) of all directory rows of the code: a code can
   * span several localities and municipalities, and the mean is the fairest single point for a
   * distance (the first row would favour whichever locality the directory lists first).
   */
  lat: number;
  lon: number;
}

interface LocalityRow {
  city: string;
  municipality: string;
  canton: string;
  lat: number;
  lon: number;
}

const REQUIRED_COLUMNS = { city: 'Ortschaftsname', zip: 'PLZ', municipality: 'Gemeindename', canton: 'Kantonskürzel', lon: 'E', lat: 'N' } as const;

let index: Map<string, PostalCodeInfo> | undefined;

/** Parses the directory text (semicolon-separated, header row, optional BOM) into an index by postal code. */
export function indexLocalities(text: string | Uint8Array): Map<string, PostalCodeInfo> {
  const records = parse(text, { delimiter: ';', bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  const [header, ...rows] = records;
  if (!header) throw new Error('Locality directory is empty');
  const column = Object.fromEntries(
    Object.entries(REQUIRED_COLUMNS).map(([key, name]) => {
      const position = header.indexOf(name);
      if (position < 0) throw new Error(`Locality directory lacks the column '${name}'`);
      return [key, position];
    }),
  ) as Record<keyof typeof REQUIRED_COLUMNS, number>;

  const byZip = new Map<string, LocalityRow[]>();
  for (const row of rows) {
    const zip = row[column.zip] ?? '';
    const lat = Number(row[column.lat]);
    const lon = Number(row[column.lon]);
    if (!/^\d{4}$/.test(zip) || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    const entry: LocalityRow = {
      city: row[column.city] ?? '',
      municipality: row[column.municipality] ?? '',
      canton: row[column.canton] ?? '',
      lat,
      lon,
    };
    const list = byZip.get(zip);
    if (list) list.push(entry);
    else byZip.set(zip, [entry]);
  }

  const result = new Map<string, PostalCodeInfo>();
  for (const [zip, list] of byZip) {
    const canton = mostFrequent(list.map((row) => row.canton));
    result.set(zip, {
      zip,
      country: canton === '' ? 'LI' : 'CH',
      cities: unique(list.map((row) => row.city)),
      municipalities: unique(list.map((row) => row.municipality)),
      canton,
      lat: list.reduce((sum, row) => sum + row.lat, 0) / list.length,
      lon: list.reduce((sum, row) => sum + row.lon, 0) / list.length,
    });
  }
  return result;
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}

/** The most frequent value; on a tie the one met first. */
function mostFrequent(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = values[0] ?? '';
  for (const [value, count] of counts) if (count > (counts.get(best) ?? 0)) best = value;
  return best;
}

function localities(): Map<string, PostalCodeInfo> {
  index ??= indexLocalities(readFileSync(LOCALITIES_FILE));
  return index;
}

/**
 * Looks up a postal code of Switzerland or Liechtenstein. Both countries share the Swiss Post
 * numbering and one directory, so a domestic look-up ('CH' or 'LI') searches both and the
 * answer's `country` says which one the code belongs to (9490 → 'LI' even when asked with 'CH').
 * Any other country → undefined: its codes are not in the directory (and a four-digit foreign
 * code such as Austrian 6900 must not match Lugano).
 *
 * @example lookupPostalCode('8001') // { zip: '8001', country: 'CH', cities: ['Zürich'], canton: 'ZH', … }
 */
export function lookupPostalCode(zip: string, country = 'CH'): PostalCodeInfo | undefined {
  const code = country.trim().toUpperCase();
  if (code !== 'CH' && code !== 'LI') return undefined;
  const found = localities().get(zip.trim());
  return found && { ...found, cities: [...found.cities], municipalities: [...found.municipalities] };
}

/**
 * True when the code is in the directory, i.e. a postal code of the Swiss Post numbering in use
 * (Liechtenstein's 9485–9498 included). Stricter than the 4-digit format rule of 000 §5.
 */
export function isKnownSwissPostalCode(zip: string): boolean {
  return localities().has(zip.trim());
}

/**
 * The freight distance (road km, see distance.ts) from the company site to a domestic postal
 * code, with what the code stands for; undefined for unknown or foreign codes.
 */
export function roadDistanceToPostalCode(zip: string, country = 'CH'): { locality: PostalCodeInfo; distanceKm: number } | undefined {
  const locality = lookupPostalCode(zip, country);
  return locality && { locality, distanceKm: roadDistanceKm(locality) };
}
