import { Decimal } from 'decimal.js';
import PDFDocument from 'pdfkit';
import { issueText } from '../parts';
import { languageOf, type Locale } from '../i18n/locales';
import { decimalSeparatorOf, labelled } from '../i18n/number-format';
import { formatChf } from '../money/money';
import { partListLineCost } from '../parts';
import type { PartListReport, ReportPosition } from './part-list-report';
import { renderPng } from './raster';
import { SCREENSHOT_MODES } from './screenshot-modes';
import { positionViews, VIEW_NAMES, type PositionView, type ViewName } from './views';

/**
 * The part list PDF (Stückliste): a header on every page (order or quote, customer, date), one
 * page (or more) per position with its four views, issues and merged part list lines, then the
 * totals per material; page numbers at the foot. Views are vectors; with `images` the 512×512 PNG
 * of each view is placed instead (001 §9, decision 850).
 */

const TEXTS = {
  title: { de: 'Stückliste', fr: 'Liste des pièces', en: 'Part list' },
  ORDER: { de: 'Bestellung', fr: 'Commande', en: 'Order' },
  QUOTE: { de: 'Offerte', fr: 'Offre', en: 'Quote' },
  PRODUCT: { de: 'Produkt', fr: 'Produit', en: 'Product' },
  customer: { de: 'Kunde', fr: 'Client', en: 'Customer' },
  date: { de: 'Datum', fr: 'Date', en: 'Date' },
  position: { de: 'Position', fr: 'Position', en: 'Position' },
  pieces: { de: 'Stück', fr: 'pièce(s)', en: 'piece(s)' },
  front: { de: 'Vorderansicht', fr: 'Vue de face', en: 'Front' },
  side: { de: 'Seitenansicht', fr: 'Vue de côté', en: 'Side' },
  top: { de: 'Draufsicht', fr: 'Vue de dessus', en: 'Top' },
  iso: { de: 'Isometrie', fr: 'Isométrie', en: 'Isometric' },
  exploded: { de: 'Explosionszeichnung', fr: 'Vue éclatée', en: 'Exploded view' },
  hardware: { de: 'Handelsware ohne Modell: keine Stückliste und keine Ansichten.', fr: 'Article sans modèle : ni liste des pièces ni vues.', en: 'Bought-in article without a model: no part list and no views.' },
  notBuilt: { de: 'Die Konfiguration lässt sich nicht bauen:', fr: 'La configuration ne peut pas être construite :', en: 'The configuration cannot be built:' },
  colNo: { de: 'Nr.', fr: 'N°', en: 'No.' },
  colArticle: { de: 'Artikel', fr: 'Article', en: 'Article' },
  colNumber: { de: 'Art.-Nr.', fr: 'N° art.', en: 'Art. no.' },
  colCount: { de: 'Anz.', fr: 'Qté', en: 'Qty' },
  colSize: { de: 'L × B × H mm', fr: 'L × l × H mm', en: 'L × W × H mm' },
  colMaterial: { de: 'Material', fr: 'Matériau', en: 'Material' },
  colKey: { de: 'Schlüssel', fr: 'Clé', en: 'Key' },
  colAmount: { de: 'Menge', fr: 'Quantité', en: 'Amount' },
  colVolume: { de: 'm³', fr: 'm³', en: 'm³' },
  colWeight: { de: 'kg', fr: 'kg', en: 'kg' },
  colPrice: { de: 'Preis', fr: 'Prix', en: 'Price' },
  colCost: { de: 'CHF', fr: 'CHF', en: 'CHF' },
  perPiece: { de: 'Pro Stück', fr: 'Par pièce', en: 'Per piece' },
  forQuantity: { de: 'Für {quantity} Stück', fr: 'Pour {quantity} pièce(s)', en: 'For {quantity} piece(s)' },
  totalsTitle: { de: 'Total pro Material', fr: 'Total par matériau', en: 'Totals per material' },
  total: { de: 'Total', fr: 'Total', en: 'Total' },
  page: { de: 'Seite {page} von {pages}', fr: 'Page {page} sur {pages}', en: 'Page {page} of {pages}' },
  noPositions: { de: 'Keine Positionen.', fr: 'Aucune position.', en: 'No positions.' },
  yes: { de: 'Ja', fr: 'Oui', en: 'Yes' },
  no: { de: 'Nein', fr: 'Non', en: 'No' },
} as const;
type TextKey = keyof typeof TEXTS;

function t(key: TextKey, locale: Locale, params: Record<string, string | number> = {}): string {
  return TEXTS[key][languageOf(locale)].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

const PAGE = { width: 595.28, height: 841.89 };
const LEFT = 40;
const RIGHT = PAGE.width - 40;
const BOTTOM = PAGE.height - 50;
const GREY = '#555555';

/** Where the four views of a position page sit (points from the page's top left); tests crop them. */
export const VIEW_LAYOUT = { top: 118, size: 118, gap: 12, left: LEFT } as const;

/** The box of view `index` (0…3, in the order of `positionViews`) on a position's first page, in points. */
export function viewBox(index: number): { x: number; y: number; width: number; height: number } {
  return { x: VIEW_LAYOUT.left + index * (VIEW_LAYOUT.size + VIEW_LAYOUT.gap), y: VIEW_LAYOUT.top, width: VIEW_LAYOUT.size, height: VIEW_LAYOUT.size };
}

/** Fixed places, in the reader's decimal separator (decision 1165: '12.5000' / '12,5000'). */
export function formatDecimal(value: Decimal | number, places: number, locale: Locale = 'de-CH'): string {
  return new Decimal(value).toFixed(places, Decimal.ROUND_HALF_UP).replace('.', decimalSeparatorOf(locale));
}

/** L × W × H of a line as the PDF prints it. */
export function formatSize(line: { length: number; width: number; height: number }): string {
  return `${line.length} × ${line.width} × ${line.height}`;
}

function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en-US' ? 'en-GB' : locale, { timeZone: 'Europe/Zurich', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

/** Columns of the part list table: label, width, right-aligned. */
function columns(locale: Locale) {
  return [
    { label: t('colNo', locale), width: 18, right: true },
    { label: t('colArticle', locale), width: 82, right: false },
    { label: t('colNumber', locale), width: 60, right: false },
    { label: t('colCount', locale), width: 22, right: true },
    { label: t('colSize', locale), width: 70, right: true },
    { label: t('colMaterial', locale), width: 64, right: false },
    { label: t('colKey', locale), width: 84, right: false },
    { label: t('colAmount', locale), width: 40, right: true },
    { label: t('colWeight', locale), width: 34, right: true },
    { label: t('colCost', locale), width: 41, right: true },
  ];
}

export interface PartListPdfOptions {
  /** Place 512×512 PNG images of the views instead of vectors. */
  images?: boolean;
}

export async function renderPartListPdf(report: PartListReport, options: PartListPdfOptions = {}): Promise<Buffer> {
  const { locale } = report;
  const title = `${t('title', locale)} ${t(report.kind, locale)} ${report.reference}`;
  const doc = new PDFDocument({ size: 'A4', margins: { top: 40, bottom: 20, left: LEFT, right: 40 }, bufferPages: true, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const header = () => {
    doc.font('Helvetica-Bold').fontSize(15).fillColor('#000000').text(t('title', locale), LEFT, 36, { lineBreak: false });
    doc.font('Helvetica').fontSize(9).fillColor('#000000');
    doc.text(`${t(report.kind, locale)} ${report.reference}`, LEFT, 58, { lineBreak: false });
    const right = [report.customerName ? `${labelled(t('customer', locale), locale)} ${report.customerName}` : '', `${labelled(t('date', locale), locale)} ${formatDate(report.date, locale)}`].filter(Boolean);
    doc.text(right.join('   '), 250, 58, { width: RIGHT - 250, align: 'right', lineBreak: false });
    doc.moveTo(LEFT, 74).lineTo(RIGHT, 74).lineWidth(0.5).strokeColor('#999999').stroke();
  };

  let first = true;
  const newPage = () => {
    if (!first) doc.addPage();
    first = false;
    header();
    return 84;
  };

  if (report.positions.length === 0) {
    newPage();
    doc.font('Helvetica').fontSize(10).text(t('noPositions', locale), LEFT, 90);
  }
  for (const position of report.positions) drawPosition(doc, position, locale, newPage, options);
  drawMaterialTotals(doc, report, locale, newPage);

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(`${title}   ·   ${t('page', locale, { page: index + 1, pages: range.count })}`, LEFT, PAGE.height - 34, { width: RIGHT - LEFT, align: 'right', lineBreak: false });
  }
  doc.end();
  return finished;
}

function drawPosition(doc: PDFKit.PDFDocument, position: ReportPosition, locale: Locale, newPage: () => number, options: PartListPdfOptions): void {
  let y = newPage();
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#000000');
  doc.text(`${labelled(`${t('position', locale)} ${position.number}`, locale)} ${position.name}`, LEFT, y, { width: RIGHT - LEFT - 120, lineBreak: false, ellipsis: true });
  doc.text(`${position.quantity} ${t('pieces', locale)}`, RIGHT - 120, y, { width: 120, align: 'right', lineBreak: false });
  y += 15;
  doc.font('Helvetica').fontSize(8).fillColor(GREY);
  const shown = (value: string) => (value === 'true' ? t('yes', locale) : value === 'false' ? t('no', locale) : value);
  const details = [position.articleNumber ?? '', ...position.configuration.map((entry) => `${labelled(entry.name, locale)} ${shown(entry.value)}`)].filter(Boolean).join(' · ');
  doc.text(details, LEFT, y, { width: RIGHT - LEFT, height: 18, ellipsis: true });

  if (position.hardware) {
    doc.font('Helvetica').fontSize(9).fillColor('#000000').text(t('hardware', locale), LEFT, VIEW_LAYOUT.top);
    return;
  }
  if (position.problems.length > 0) {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#B00020').text(t('notBuilt', locale), LEFT, VIEW_LAYOUT.top);
    doc.font('Helvetica').text(position.problems.join('\n'), LEFT, doc.y + 2, { width: RIGHT - LEFT });
    return;
  }

  positionViews(position.boxes).forEach((view, index) => drawView(doc, view, index, locale, options));
  y = VIEW_LAYOUT.top + VIEW_LAYOUT.size + 18;

  for (const issue of position.issues) {
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(issue.level === 'ERROR' ? '#B00020' : '#8A5A00');
    doc.text(`${issue.level}: `, LEFT, y, { continued: true }).font('Helvetica').text(issueText(issue, locale), { width: RIGHT - LEFT });
    y = doc.y + 3;
  }
  y += 4;
  y = drawPartTable(doc, position, locale, y, newPage);
  drawPositionTotals(doc, position, locale, y, newPage);
}

function drawView(doc: PDFKit.PDFDocument, view: PositionView, index: number, locale: Locale, options: PartListPdfOptions): void {
  const box = viewBox(index);
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.4).strokeColor('#BBBBBB').stroke();
  if (options.images) {
    doc.image(renderPng(view.polygons, SCREENSHOT_MODES.configurator), box.x, box.y, { width: box.width, height: box.height });
  } else {
    for (const polygon of view.polygons) {
      const points = polygon.points.map(([x, y]) => [box.x + x * box.width, box.y + y * box.height] as [number, number]);
      doc.polygon(...points).lineWidth(0.25).lineJoin('round').fillAndStroke(polygon.fill, polygon.stroke);
    }
  }
  doc.restore();
  doc.font('Helvetica').fontSize(7.5).fillColor(GREY).text(t(view.name, locale), box.x, box.y + box.height + 3, { width: box.width, align: 'center', lineBreak: false });
}

function drawRow(doc: PDFKit.PDFDocument, cells: string[], locale: Locale, y: number, bold: boolean): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(6.8).fillColor('#000000');
  let x = LEFT;
  let height = 0;
  columns(locale).forEach((column, index) => {
    const text = cells[index] ?? '';
    doc.text(text, x + (column.right ? 1 : 4), y, { width: column.width - 5, align: column.right ? 'right' : 'left' });
    height = Math.max(height, doc.y - y);
    x += column.width;
  });
  return y + Math.max(height, 9) + 2;
}

function drawPartTable(doc: PDFKit.PDFDocument, position: ReportPosition, locale: Locale, start: number, newPage: () => number): number {
  const headerRow = (at: number) => {
    const next = drawRow(doc, columns(locale).map((column) => column.label), locale, at, true);
    doc.moveTo(LEFT, next - 1).lineTo(RIGHT, next - 1).lineWidth(0.4).strokeColor('#999999').stroke();
    return next + 1;
  };
  let y = headerRow(start);
  for (const line of position.parts) {
    if (y > BOTTOM - 20) y = headerRow(newPage());
    const unit = line.partInfo.partListKey.startsWith('BF') || line.partInfo.partListKey.startsWith('KB') ? 'm³' : line.partInfo.partListKey.startsWith('PL') ? 'm²' : '';
    y = drawRow(
      doc,
      [
        String(line.order),
        line.remark ? `${line.articleName} (${line.remark})` : line.articleName,
        line.articleNumber,
        String(line.count),
        formatSize(line),
        line.mat,
        line.partInfo.partListKey,
        `${formatDecimal(line.partInfo.amount, unit === '' ? 0 : 4, locale)}${unit ? ` ${unit}` : ''}`,
        formatDecimal(line.partInfo.weight, 2, locale),
        formatChf(partListLineCost(line)),
      ],
      locale,
      y,
      false,
    );
  }
  return y;
}

function drawPositionTotals(doc: PDFKit.PDFDocument, position: ReportPosition, locale: Locale, start: number, newPage: () => number): void {
  if (!position.totals) return;
  let y = start + 4;
  if (y > BOTTOM - 30) y = newPage();
  const totals = position.totals;
  const rows: [string, Decimal, Decimal, Decimal][] = [
    [t('perPiece', locale), new Decimal(totals.volume), new Decimal(totals.weight), new Decimal(totals.materialCost)],
  ];
  if (position.quantity !== 1) {
    rows.push([
      t('forQuantity', locale, { quantity: position.quantity }),
      new Decimal(totals.volume).times(position.quantity),
      new Decimal(totals.weight).times(position.quantity),
      new Decimal(totals.materialCost).times(position.quantity),
    ]);
  }
  doc.moveTo(LEFT, y - 2).lineTo(RIGHT, y - 2).lineWidth(0.4).strokeColor('#999999').stroke();
  for (const [label, volume, weight, cost] of rows) {
    doc.font('Helvetica-Bold').fontSize(7.5).fillColor('#000000');
    doc.text(label, LEFT, y, { width: 200, lineBreak: false });
    doc.font('Helvetica').text(`${formatDecimal(volume, 4, locale)} m³   ·   ${formatDecimal(weight, 2, locale)} kg   ·   CHF ${formatChf(cost)}`, 240, y, { width: RIGHT - 240, align: 'right', lineBreak: false });
    y += 11;
  }
}

function drawMaterialTotals(doc: PDFKit.PDFDocument, report: PartListReport, locale: Locale, newPage: () => number): void {
  if (report.materialTotals.length === 0) return;
  let y = doc.y + 24;
  if (report.positions.length > 0 || y > BOTTOM - 40 - report.materialTotals.length * 12) y = newPage();
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#000000').text(t('totalsTitle', locale), LEFT, y);
  y += 18;
  const cols = [
    { x: LEFT, width: 200, align: 'left' as const },
    { x: 260, width: 90, align: 'right' as const },
    { x: 360, width: 80, align: 'right' as const },
    { x: 450, width: RIGHT - 450, align: 'right' as const },
  ];
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5).fillColor('#000000');
    cells.forEach((cell, index) => doc.text(cell, cols[index]!.x, y, { width: cols[index]!.width, align: cols[index]!.align, lineBreak: false }));
    y += 13;
  };
  row([t('colMaterial', locale), 'm³', 'kg', 'CHF'], true);
  doc.moveTo(LEFT, y - 2).lineTo(RIGHT, y - 2).lineWidth(0.4).strokeColor('#999999').stroke();
  for (const entry of report.materialTotals) {
    if (y > BOTTOM - 14) y = newPage();
    row([entry.material, formatDecimal(entry.volume, 4, locale), formatDecimal(entry.weight, 2, locale), formatChf(entry.cost)], false);
  }
  doc.moveTo(LEFT, y - 2).lineTo(RIGHT, y - 2).lineWidth(0.4).strokeColor('#999999').stroke();
  row([t('total', locale), formatDecimal(report.total.volume, 4, locale), formatDecimal(report.total.weight, 2, locale), formatChf(report.total.cost)], true);
}

/** The views of a position as 512×512 PNGs (001 §9), none for hardware or unbuildable positions. */
export function positionImages(position: ReportPosition, size: number = SCREENSHOT_MODES.configurator): { view: ViewName; png: Buffer }[] {
  if (position.hardware || position.boxes.length === 0) return [];
  return positionViews(position.boxes).map((view) => ({ view: view.name, png: renderPng(view.polygons, size) }));
}

export { VIEW_NAMES };
