import { extname } from 'node:path';
import { EngineError, NOT_FOUND_MESSAGE } from '../errors';

/**
 * What the media browser accepts (decision 893), shared by the library and its zip
 * extraction: limits, the kinds recognised by their first bytes, path and name checks, messages.
 */

export interface MediaLimits {
  fileBytes: number;
  zipEntries: number;
  zipBytes: number;
  zipRatio: number;
}

export const MEDIA_LIMITS: Readonly<MediaLimits> = {
  /** One uploaded file. */
  fileBytes: 10 * 1024 * 1024,
  /** Entries of one zip. */
  zipEntries: 500,
  /** Uncompressed bytes of one zip. */
  zipBytes: 200 * 1024 * 1024,
  /** Highest compression ratio of a zip entry (a zip bomb packs far more). */
  zipRatio: 200,
};

/** How many first bytes `sniffType` needs to recognise every kind. */
export const SNIFF_BYTES = 16;

/** The kinds the browser accepts, recognised by their first bytes (never by the name alone). */
export const MEDIA_KINDS: readonly { type: string; extensions: readonly string[]; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'image/png', extensions: ['.png'], matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', extensions: ['.jpg', '.jpeg'], matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', extensions: ['.gif'], matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { type: 'image/webp', extensions: ['.webp'], matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { type: 'application/pdf', extensions: ['.pdf'], matches: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { type: 'model/gltf-binary', extensions: ['.glb'], matches: (b) => b.subarray(0, 4).toString('latin1') === 'glTF' },
];

export const MEDIA_EXTENSIONS: readonly string[] = MEDIA_KINDS.flatMap((kind) => kind.extensions);

export const MEDIA_MESSAGES = {
  path: 'Ungültiger Pfad: nur Namen innerhalb des Medienverzeichnisses sind erlaubt.',
  type: 'Der Inhalt der Datei {name} passt nicht zu ihrer Endung (erlaubt: PNG, JPEG, GIF, WebP, PDF, GLB).',
  size: 'Die Datei {name} ist zu gross (höchstens {maxMegabytes} MB).',
  zip: 'Das ZIP-Archiv wurde abgelehnt: {reason}',
  /** Added when one of several uploaded files is refused: the batch is all or nothing. */
  batch: '{reason} Keine der {count} Dateien wurde gespeichert.',
  zipUnreadable: 'die Datei ist kein lesbares ZIP-Archiv (beschädigt oder unvollständig)',
  zipEntry: 'unzulässiger Name oder beschädigter Eintrag',
  exists: 'Der Eintrag {name} ist bereits vorhanden.',
  notFound: NOT_FOUND_MESSAGE,
} as const;

export const invalid = (message: string, params?: Record<string, string>, field = 'path') => new EngineError('invalid', [{ message, ...(params ? { params } : {}), field }]);

export const megabytes = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 100) / 100);

/** The refusal of a file over the size limit (also raised by the web while a file is still arriving). */
export const fileTooLarge = (rawName: string, maxBytes: number) => invalid(MEDIA_MESSAGES.size, { name: sanitiseName(rawName) || rawName.slice(0, 120), maxMegabytes: megabytes(maxBytes) }, 'file');

/** A relative path as the browser names it, or null when it could lead anywhere else. */
export function checkedRelativePath(raw: string): string[] | null {
  if (typeof raw !== 'string' || raw.length > 500) return null;
  if (raw === '' || raw === '/' || raw === '.') return [];
  // eslint-disable-next-line no-control-regex
  if (raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw) || raw.startsWith('/') || /^[a-zA-Z]:/.test(raw)) return null;
  const segments = raw.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.some((segment) => segment === '..' || segment.length > 120)) return null;
  return segments;
}

/** An uploaded or typed file name made safe: letters, digits, dot, dash, underscore; no leading dot. */
export function sanitiseName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .replace(/-+/g, '-')
    .slice(0, 120);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? '' : cleaned;
}

/** The media type of the bytes, if they are a kind the browser takes and the extension agrees. */
export function sniffType(name: string, bytes: Buffer): string | null {
  const extension = extname(name).toLowerCase();
  const kind = MEDIA_KINDS.find((candidate) => candidate.matches(bytes));
  return kind && kind.extensions.includes(extension) ? kind.type : null;
}

/** The media type a stored file's name stands for (listing only; uploads are sniffed). */
export const typeOfName = (name: string): string | null => MEDIA_KINDS.find((kind) => kind.extensions.includes(extname(name).toLowerCase()))?.type ?? null;
