import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { ProductType } from '../catalog/product-type.entity';
import { Product } from '../catalog/product.entity';
import { asCustomer, asGuest } from '../../test/world';
import { Permission } from '../auth/permissions';
import { Customer } from '../customers/customer.entity';
import { formatChf } from '../money/money';
import { Order, OrderPosition, Quote } from '../requests/request.entity';
import { buildFromConfiguration, partListLineCost } from '../parts';
import { partListLineCostDecimal } from '../parts/part-list';
import { DEFAULT_REPORT_FILE_NAME, reportFileName } from './file-names';
import { formatDecimal, formatSize, viewBox } from './part-list-pdf';
import { rasterizePolygons } from './raster';
import { createReportService, REPORT_NOT_FOUND } from './report-service';
import { projectView } from './views';

let db: TestDatabase;
let work: string;
const em = () => db.orm.em.fork() as EntityManager;
const service = () => createReportService({ em });
const as = (permissions: number[], customerId?: number) => asCustomer(customerId, permissions);
const orderDesk = as([Permission.ADMIN_QUOTE]);
const ids = { order: 0, quote: 0, crate: 0 };

const crateConfiguration = { Innenlänge: '1200', Innenbreite: '800', Innenhöhe: '600', Material: 'Sägeroh Fichte/Tanne', Deckel: 'true', Kufen: '2 Kufen' };
const tallConfiguration = { Innenlänge: '400', Innenbreite: '300', Innenhöhe: '2000', Material: 'OSB' };
const bedConfiguration = { Möbeltyp: 'Bett' };

/** The engine's own part lists of the order's model positions, with their quantities. */
function engineParts() {
  const built = (family: 'crate' | 'furniture', configuration: Record<string, string>) => {
    const result = buildFromConfiguration(family, configuration, () => undefined);
    if (!result.ok) throw new Error('fixture does not build');
    return result.result;
  };
  return [
    { quantity: 2, model: built('crate', crateConfiguration) },
    { quantity: 1, model: built('furniture', bedConfiguration) },
    { quantity: 1, model: built('crate', tallConfiguration) },
  ];
}

/** Pixels of a region of a PDF page (points at 72 dpi) through Debian's pdftoppm. */
function pagePixels(pdf: string, page: number, box: { x: number; y: number; width: number; height: number }, scale = 1): Uint8Array {
  const at = (value: number) => String(Math.round(value * scale));
  const ppm = execFileSync('pdftoppm', ['-r', String(72 * scale), '-f', String(page), '-l', String(page), '-x', at(box.x), '-y', at(box.y), '-W', at(box.width), '-H', at(box.height), pdf]);
  // P6\n<w> <h>\n255\n then RGB bytes.
  let offset = 0;
  for (let newlines = 0; newlines < 3; offset += 1) if (ppm[offset] === 0x0a) newlines += 1;
  return new Uint8Array(ppm.subarray(offset));
}

/** Share of pixels that are not (near) white, inside a 4-point border (the frame is left out). */
function inkShare(pixels: Uint8Array): number {
  let ink = 0;
  for (let index = 0; index < pixels.length; index += 3) if (pixels[index]! + pixels[index + 1]! + pixels[index + 2]! < 700) ink += 1;
  return ink / (pixels.length / 3);
}

function differingShare(a: Uint8Array, b: Uint8Array): number {
  let differing = 0;
  for (let index = 0; index < a.length; index += 3) if (Math.abs(a[index]! - b[index]!) + Math.abs(a[index + 1]! - b[index + 1]!) + Math.abs(a[index + 2]! - b[index + 2]!) > 60) differing += 1;
  return differing / (a.length / 3);
}

const inner = (index: number) => {
  const box = viewBox(index);
  return { x: box.x + 4, y: box.y + 4, width: box.width - 8, height: box.height - 8 };
};

beforeAll(async () => {
  db = await createTestDatabase();
  work = mkdtempSync(join(tmpdir(), 'reports-'));
  const fork = em();
  const crateType = fork.create(ProductType, { name: 'Holzkiste', modelFamily: 'crate' });
  const furnitureType = fork.create(ProductType, { name: 'Palettenbett', modelFamily: 'furniture' });
  const accessoryType = fork.create(ProductType, { name: 'Möbelzubehör', modelFamily: null });
  const crate = fork.create(Product, { name: 'Holzkiste nach Mass', articleNumber: 'REP_KISTE_1', productType: crateType, published: true, canBeConfigured: true });
  const bed = fork.create(Product, { name: 'Palettenbett', articleNumber: 'REP_BETT_1', productType: furnitureType, published: true, canBeConfigured: true });
  const castor = fork.create(Product, { name: 'Lenkrolle', articleNumber: 'REP_ROLLE_1', productType: accessoryType, published: true });
  const customer = fork.create(Customer, {});
  const address = { name: 'Muster Logistik AG', street: 'Hafenstrasse 5', zipCode: '4057', city: 'Basel', country: 'CH' };
  const order = fork.create(Order, { formattedId: 'B-2026-REP01', customer, invoiceAddress: address, deliveryAddress: address });
  const position = (values: Record<string, unknown>) => fork.create(OrderPosition, { order, ...values } as never);
  position({ product: crate, name: 'Holzkiste nach Mass', quantity: 2, configuration: crateConfiguration, sortOrder: 1 });
  position({ product: bed, name: 'Palettenbett', quantity: 1, configuration: bedConfiguration, sortOrder: 2 });
  position({ product: castor, name: 'Lenkrolle', quantity: 4, configuration: {}, sortOrder: 3 });
  position({ product: crate, name: 'Kiste hoch', quantity: 1, configuration: tallConfiguration, sortOrder: 4 });
  position({ product: crate, name: 'Storniert', quantity: 9, configuration: crateConfiguration, sortOrder: 5, storno: true });
  const quote = fork.create(Quote, { formattedId: 'O-2026-REP01', customer, invoiceAddress: address });
  fork.create(OrderPosition, { quote, product: crate, name: 'Holzkiste Offerte', quantity: 3, configuration: crateConfiguration } as never);
  await fork.flush();
  Object.assign(ids, { order: order.id, quote: quote.id, crate: crate.id });
}, 120_000);

afterAll(async () => {
  await db?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('report declaration', () => {
  it('R001-7.126 lists the part list reports with their parameters and whether the caller may run them', () => {
    const { items } = service().declaration(orderDesk);
    const partList = items.find((item) => item.reportId === 'partList');
    expect(partList).toMatchObject({ name: 'Stückliste', allowed: true, contentType: 'application/pdf', defaultFileName: 'stueckliste.pdf', permissions: [5] });
    expect(partList!.params.map((param) => param.name)).toEqual(['id', 'customerRequestKind', 'images']);
    expect(partList!.params.find((param) => param.name === 'customerRequestKind')?.values).toEqual(['ORDER', 'QUOTE']);
    expect(items.find((item) => item.reportId === 'productPartList')?.allowed).toBe(true);
    // A product admin may run the product's part list, not an order's.
    const forProductAdmin = service().declaration(as([Permission.ADMIN_PRODUCT])).items;
    expect(forProductAdmin.map((item) => [item.reportId, item.allowed])).toEqual([
      ['partList', false],
      ['productPartList', true],
    ]);
    expect(() => service().declaration(asGuest())).toThrow(expect.objectContaining({ kind: 'unauthenticated' }));
  });
});

describe('part list PDF of an order', () => {
  let pdfFile: string;
  let text: string;

  beforeAll(async () => {
    const report = await service().generate(orderDesk, { reportId: 'partList', params: { id: ids.order }, customerRequestKind: 'order' });
    pdfFile = join(work, report.fileName);
    writeFileSync(pdfFile, report.body);
    expect(report.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(report.fileName).toBe('stueckliste-B-2026-REP01.pdf');
    text = execFileSync('pdftotext', ['-layout', pdfFile, '-']).toString();
  }, 60_000);

  it('R001-1.17 R001-7.127 prints header, every merged line of the engine part list per position, and page numbers', () => {
    expect(text).toContain('Stückliste');
    expect(text).toContain('Bestellung B-2026-REP01');
    expect(text).toContain('Kunde: Muster Logistik AG');
    // Four positions (the cancelled one left out) and the totals page: five pages, numbered.
    expect(text).toContain('Seite 1 von 5');
    expect(text).toContain('Seite 5 von 5');
    expect(text).not.toContain('Storniert');
    expect(text).toMatch(/Position 1: Holzkiste nach Mass\s+2 Stück/);
    expect(text).toContain('Innenlänge: 1200 · Innenbreite: 800 · Innenhöhe: 600 · Material: Sägeroh Fichte/Tanne · Deckel: Ja · Kufen: 2 Kufen');
    const pages = text.split('\f');
    const positionPages = [pages[0]!, pages[1]!, pages[3]!];
    engineParts().forEach(({ model }, index) => {
      const page = positionPages[index]!;
      for (const line of model.parts) {
        // One table row per merged line: count, size, key, weight and cost as the engine has them.
        const row = page.split('\n').find((candidate) => candidate.includes(formatSize(line)) && candidate.includes(line.partInfo.partListKey) && candidate.includes(formatChf(partListLineCost(line))));
        expect(row, `${line.articleName} ${formatSize(line)}`).toBeDefined();
        expect(row).toMatch(new RegExp(`\\s${line.count}\\s`));
        expect(row).toContain(formatDecimal(line.partInfo.weight, 2));
      }
      expect(page).toContain(`CHF ${formatChf(model.totals.materialCost)}`);
    });
  });

  it('R001-1.18 the WARNING and ERROR issues of a position are printed with their text', () => {
    const tall = engineParts()[2]!.model;
    expect(tall.issues.map((issue) => issue.level)).toContain('WARNING');
    expect(text.split('\f')[3]).toContain('WARNING: Die Kiste ist mehr als doppelt so hoch (2000 mm) wie breit (300 mm): Kippgefahr.');
  });

  it('R001-9.10 a hardware product (no model) gets no part list and no views', () => {
    const page = text.split('\f')[2]!;
    expect(page).toContain('Position 3: Lenkrolle');
    expect(page).toContain('Handelsware ohne Modell');
    // Below the note: where the views would be, nothing is drawn.
    for (let index = 0; index < 4; index += 1) expect(inkShare(pagePixels(pdfFile, 3, { ...inner(index), y: inner(index).y + 16, height: inner(index).height - 16 }))).toBe(0);
  });

  it('R001-1.18 R001-9.09 R001-9.34 four views per position, drawn and different from each other; the fourth is the explosion drawing', () => {
    const pages = text.split('\f');
    for (const page of [1, 2, 4]) {
      // Labels under the views: front, top, isometric and the explosion drawing (decision 854).
      expect(pages[page - 1]).toMatch(/Vorderansicht\s+Draufsicht\s+Isometrie\s+Explosionszeichnung/);
      expect(pages[page - 1]).not.toContain('Seitenansicht');
      const views = [0, 1, 2, 3].map((index) => pagePixels(pdfFile, page, inner(index)));
      for (const view of views) expect(inkShare(view)).toBeGreaterThan(0.03);
      for (let a = 0; a < 4; a += 1) for (let b = a + 1; b < 4; b += 1) expect(differingShare(views[a]!, views[b]!), `page ${page}: views ${a} and ${b}`).toBeGreaterThan(0.05);
    }
  });

  it('R001-9.34 the explosion drawing in the PDF is the engine\'s exploded geometry, not a second model', () => {
    // The exploded view of position 1 drawn from the engine's own boxes, rasterised by us, matches
    // the PDF's drawing (pdftoppm) far better than the assembled isometric view does.
    const { model } = engineParts()[0]!;
    // At 4× (472 px for the 118-point square) the outlines cover few pixels.
    const scale = 4;
    const fromPdf = pagePixels(pdfFile, 1, viewBox(3), scale);
    const size = Math.round(viewBox(3).width * scale);
    expect(fromPdf.length).toBe(size * size * 3);
    const drawn = (name: 'iso' | 'exploded') => rasterizePolygons(projectView(model.boxes, name).polygons, size);
    const exploded = differingShare(fromPdf, drawn('exploded'));
    const assembled = differingShare(fromPdf, drawn('iso'));
    expect(exploded, 'exploded view matches the engine').toBeLessThan(0.08);
    expect(assembled).toBeGreaterThan(exploded * 3);
  });

  it('R001-7.127 totals per material match the engine part lists times the quantities', () => {
    const totals = new Map<string, { volume: Decimal; weight: Decimal; cost: Decimal }>();
    for (const { quantity, model } of engineParts()) {
      for (const line of model.parts) {
        const entry = totals.get(line.mat) ?? { volume: new Decimal(0), weight: new Decimal(0), cost: new Decimal(0) };
        entry.volume = entry.volume.plus(new Decimal(line.partInfo.amountInCubic).times(quantity));
        entry.weight = entry.weight.plus(new Decimal(line.partInfo.weight).times(quantity));
        entry.cost = entry.cost.plus(partListLineCostDecimal(line).times(quantity));
        totals.set(line.mat, entry);
      }
    }
    const last = text.split('\f')[4]!;
    expect(last).toContain('Total pro Material');
    let cost = new Decimal(0);
    for (const [material, entry] of totals) {
      expect(last).toMatch(new RegExp(`${material.replace('/', '\\/')}\\s+${formatDecimal(entry.volume, 4)}\\s+${formatDecimal(entry.weight, 2)}\\s+${formatChf(entry.cost).replace('.', '\\.')}`));
      cost = cost.plus(entry.cost);
    }
    expect(last).toMatch(new RegExp(`Total\\s+[\\d.]+\\s+[\\d.]+\\s+${formatChf(cost).replace('.', '\\.')}`));
  });
});

describe('generation', () => {
  it('R001-7.127 R001-9.08 with images the views are 512×512 raster images, for a quote as well', async () => {
    const report = await service().generate(orderDesk, { reportId: 'partList', params: { id: ids.quote, images: true, customerRequestKind: 'QUOTE' } });
    expect(report.fileName).toBe('stueckliste-O-2026-REP01.pdf');
    const file = join(work, 'quote.pdf');
    writeFileSync(file, report.body);
    const images = execFileSync('pdfimages', ['-list', file]).toString().trim().split('\n').slice(2);
    expect(images).toHaveLength(4);
    for (const image of images) expect(image).toMatch(/^\s*1\s+\d+\s+image\s+512\s+512\s/);
    expect(execFileSync('pdftotext', [file, '-']).toString()).toContain('Offerte O-2026-REP01');
  });

  it('R001-9.08 R000-9.25 R000-9.26 position images: four 512×512 PNGs per model position, named with underscores and .png', async () => {
    const images = await service().positionImages(orderDesk, { reportId: 'partList', params: { id: ids.order } });
    expect(images).toHaveLength(12);
    for (const image of images) {
      expect(image.fileName).toMatch(/^B-2026-REP01_Pos_\d_[^ ]+_(front|side|top|iso|exploded)\.png$/);
      expect(image.png.subarray(1, 4).toString()).toBe('PNG');
      expect([image.png.readUInt32BE(16), image.png.readUInt32BE(20)]).toEqual([512, 512]);
    }
    expect(images.map((image) => image.fileName)).toContain('B-2026-REP01_Pos_1_Holzkiste_nach_Mass_iso.png');
    expect(images.map((image) => image.fileName)).toContain('B-2026-REP01_Pos_1_Holzkiste_nach_Mass_exploded.png');
    expect(images.some((image) => image.fileName.includes('Lenkrolle'))).toBe(false);
  });

  it('R001-8.19 an unknown report is "Report not found"; an unknown order not found; a product admin may not print an order', async () => {
    await expect(service().generate(orderDesk, { reportId: 'invoice', params: { id: ids.order } })).rejects.toMatchObject({ kind: 'not_found', errors: [{ message: REPORT_NOT_FOUND }] });
    expect(REPORT_NOT_FOUND).toBe('Report not found');
    await expect(service().generate(orderDesk, { reportId: 'partList', params: { id: 999_999 } })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(service().generate(as([Permission.ADMIN_PRODUCT]), { reportId: 'partList', params: { id: ids.order } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(service().generate(orderDesk, { reportId: 'partList', params: { id: ids.order }, customerRequestKind: 'INVOICE' })).rejects.toMatchObject({ name: 'ZodError' });
  });

  it('R001-7.130 R000-7.41 the file name comes from the reference; without one it is stueckliste.pdf', async () => {
    expect(reportFileName('B-2026-000042')).toBe('stueckliste-B-2026-000042.pdf');
    expect(reportFileName('Kiste ä/ö')).toBe('stueckliste-Kiste_a_o.pdf');
    expect(reportFileName('')).toBe(DEFAULT_REPORT_FILE_NAME);
    expect(DEFAULT_REPORT_FILE_NAME).toBe('stueckliste.pdf');
    const product = await service().generate(as([Permission.ADMIN_PRODUCT]), { reportId: 'productPartList', params: { id: ids.crate, configuration: crateConfiguration } });
    expect(product.fileName).toBe('stueckliste-REP_KISTE_1.pdf');
  });
});
