import { imageFileName } from '../catalog/rules';

/** 000 §7 / 001 §7: a download without a name in its content-disposition is saved under this one. */
export const DEFAULT_REPORT_FILE_NAME = 'stueckliste.pdf';

/** A file name for content-disposition: 'stueckliste-B-2026-000042.pdf' (ASCII letters, digits, '-', '_', '.'). */
export function reportFileName(reference: string | undefined): string {
  const safe = (reference ?? '').normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '');
  return safe === '' ? DEFAULT_REPORT_FILE_NAME : `stueckliste-${safe}.pdf`;
}

/**
 * An image file name of several parts (000 §9 through catalog/rules' `imageFileName`: spaces become
 * underscores, '.png' at the end); path separators and characters no file system takes become '-'.
 *
 * @example pictureFileName('B-2026-000042', 'Pos', 1, 'Kiste 120/80', 'iso') // 'B-2026-000042_Pos_1_Kiste_120-80_iso.png'
 */
export function pictureFileName(...parts: (string | number)[]): string {
  return imageFileName(
    parts
      .map(String)
      .join(' ')
      .replace(/[/\\:*?"<>|]+/g, '-')
      .replace(/\s+/g, ' '),
  );
}
