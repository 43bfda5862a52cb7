import jsQR from 'jsqr';
import { isValidQrReference } from '../src/documents/qr-reference';

/** What a Swiss QR code (SPC 0200) says, as the bank's app would read it. */
export interface QrBillContent {
  /** '1459.35' (two decimals, as encoded). */
  amount: string;
  currency: string;
  /** 27 digits for a QR reference (QRR), '' when there is none. */
  reference: string;
  referenceType: 'QRR' | 'SCOR' | 'NON';
  /** Creditor IBAN / QR-IBAN without spaces. */
  account: string;
  creditorName: string;
  debtorName?: string;
  message: string;
  /** The whole payload, line by line. */
  lines: string[];
}

/**
 * Tests only: finds the Swiss QR code in a PDF and decodes it like a banking app — each page is
 * rendered to pixels (MuPDF's WebAssembly build, no system tools) and scanned with jsQR; the
 * SPC payload is checked (header SPC/0200/1, trailer EPD, a QRR reference with a valid
 * modulo-10 check digit) and its fields returned. Throws when no valid QR-bill is found.
 */
export async function readQrBill(pdf: Buffer): Promise<QrBillContent> {
  const mupdf = await import('mupdf');
  const document = mupdf.Document.openDocument(new Uint8Array(pdf), 'application/pdf');
  const scale = 150 / 72;
  try {
    for (let index = document.countPages() - 1; index >= 0; index--) {
      const page = document.loadPage(index);
      // Without alpha: the page is painted on white (with alpha the background would read as black).
      const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false);
      const width = pixmap.getWidth();
      const height = pixmap.getHeight();
      const rgb = pixmap.getPixels();
      const pixels = new Uint8ClampedArray(width * height * 4);
      for (let source = 0, target = 0; target < pixels.length; source += 3, target += 4) {
        pixels[target] = rgb[source] as number;
        pixels[target + 1] = rgb[source + 1] as number;
        pixels[target + 2] = rgb[source + 2] as number;
        pixels[target + 3] = 255;
      }
      pixmap.destroy();
      page.destroy();
      const code = jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' });
      if (code && code.data.startsWith('SPC')) return parseSwissQrCode(code.data);
    }
  } finally {
    document.destroy();
  }
  throw new Error('no Swiss QR code found in the PDF');
}

/** Parses and checks an SPC 0200 payload (SIX Implementation Guidelines QR-bill, section 4). */
export function parseSwissQrCode(payload: string): QrBillContent {
  const lines = payload.split(/\r?\n/);
  const at = (index: number) => lines[index] ?? '';
  if (at(0) !== 'SPC' || at(1) !== '0200' || at(2) !== '1') throw new Error(`not a Swiss QR code: ${lines.slice(0, 3).join('|')}`);
  if (at(30) !== 'EPD') throw new Error(`trailer EPD missing (line 31: '${at(30)}')`);
  const referenceType = at(27);
  if (referenceType !== 'QRR' && referenceType !== 'SCOR' && referenceType !== 'NON') throw new Error(`unknown reference type '${referenceType}'`);
  const reference = at(28);
  if (referenceType === 'QRR' && !isValidQrReference(reference)) throw new Error(`QR reference '${reference}' has a wrong check digit`);
  const debtorName = at(21);
  return {
    amount: at(18),
    currency: at(19),
    reference,
    referenceType,
    account: at(3),
    creditorName: at(5),
    ...(debtorName ? { debtorName } : {}),
    message: at(29),
    lines,
  };
}

/**
 * Tests only: the PDF attachments of a raw MIME mail as the SMTP server received it (base64
 * parts with Content-Type application/pdf), with their file names.
 */
export function pdfAttachmentsOf(raw: string): { filename: string; content: Buffer }[] {
  const found: { filename: string; content: Buffer }[] = [];
  const part = /Content-Type: application\/pdf[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*\r?\n((?:[\w-]+:[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*\r?\n)*)\r?\n([A-Za-z0-9+/=\r\n]+?)(?:\r?\n)?--/g;
  for (const match of raw.matchAll(part)) {
    const headers = `${match[0].split(/\r?\n\r?\n/)[0]}`;
    const filename = /filename\*?=(?:"([^"]+)"|([^;\r\n]+))/.exec(headers);
    found.push({ filename: (filename?.[1] ?? filename?.[2] ?? '').trim(), content: Buffer.from((match[2] ?? '').replace(/\s+/g, ''), 'base64') });
  }
  return found;
}
