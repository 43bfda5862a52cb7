import type { EntityManager } from '@mikro-orm/postgresql';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asGuest } from '../../test/world';
import { FILE_STORE_KINDS, fileStoresFor } from '../../test/file-stores';
import { Attribute } from '../catalog/attribute.entity';
import { createCatalogReadService } from '../catalog/catalog-read-service';
import { AttributeTypeId } from '../catalog/enums';
import { ProductType, ProductTypeAttribute } from '../catalog/product-type.entity';
import { Product, ProductAttributeValue } from '../catalog/product.entity';
import { createProductImages } from '../files/product-images';
import { createProductPictures, RENDERED_DIR } from './product-pictures';

let db: TestDatabase;
let dir: string;
const em = () => db.orm.em.fork() as EntityManager;
const ids = { crate: 0, lengthValue: 0 };

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

beforeAll(async () => {
  db = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'pictures-'));
  const fork = em();
  const crateType = fork.create(ProductType, { name: 'Holzkiste', modelFamily: 'crate', modelMode: '3D-Configurator' });
  const accessoryType = fork.create(ProductType, { name: 'Zubehör', modelFamily: null });
  const dimension = (name: string, defaultValue: string) => fork.create(Attribute, { name, typeId: AttributeTypeId.DIMENSION, visibility: 1, options: { unit: 'mm', defaultValue } });
  const attributes = [dimension('Innenlänge', '800'), dimension('Innenbreite', '600'), dimension('Innenhöhe', '500')];
  attributes.forEach((attribute, order) => fork.create(ProductTypeAttribute, { productType: crateType, attribute, visibility: 1, order }));
  const crate = fork.create(Product, { name: 'Holzkiste Standard', articleNumber: 'PIC_KISTE_1', productType: crateType, published: true, canBeConfigured: true });
  const value = fork.create(ProductAttributeValue, { product: crate, attribute: attributes[0]!, value: '1200' });
  fork.create(Product, { name: 'Lenkrolle', articleNumber: 'PIC_ROLLE_1', productType: accessoryType, published: true });
  await fork.flush();
  Object.assign(ids, { crate: crate.id, lengthValue: value.id });
}, 120_000);

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(FILE_STORE_KINDS)('product pictures drawn from the models, kept on %s (decision 1174)', (kind) => {
  const store = () => fileStoresFor(kind, em, join(dir, kind)).productImages;
  const drawn = async () => ((await store().list(`${RENDERED_DIR}/PIC_KISTE_1`)) ?? []).map((file) => file.name).sort();
  const bytesOf = async (name: string) => (await store().read(`${RENDERED_DIR}/PIC_KISTE_1/${name}`))!;

  it('R000-9.28 R000-9.27 R000-9.25 R000-9.26 renders 1024 and 512 px overviews of model-backed products, named with underscores and .png', async () => {
    const pictures = createProductPictures({ em, store: store() });
    const summary = await pictures.renderAll();
    expect(summary).toMatchObject({ rendered: 1, unchanged: 0, withoutModel: 1, failed: [] });
    const files = await drawn();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^PIC_KISTE_1_overview_(1024|512)_[0-9a-f]{8}\.png$/);
    const sizes = await Promise.all(files.map(async (file) => pngSize(await bytesOf(file))));
    expect(sizes).toEqual(expect.arrayContaining([[1024, 1024], [512, 512]]));
    // A second run keeps what is drawn.
    expect(await pictures.renderAll()).toMatchObject({ rendered: 0, unchanged: 1 });
  });

  it('R000-7.36 the overview call serves the drawn picture; a changed default draws a new one; an uploaded picture wins', async () => {
    const pictures = createProductPictures({ em, store: store() });
    const catalog = createCatalogReadService({ em, productImages: createProductImages({ store: store() }), renderedOverview: (articleNumber) => pictures.overviewFor(articleNumber) });
    const first = await catalog.productOverviewImage(asGuest(), 'PIC_KISTE_1');
    expect(first?.name).toMatch(/^PIC_KISTE_1_overview_1024_[0-9a-f]{8}\.png$/);
    expect(first?.contentType).toBe('image/png');
    // No model, no picture: the shop shows its placeholder.
    expect(await catalog.productOverviewImage(asGuest(), 'PIC_ROLLE_1')).toBeUndefined();

    const fork = em();
    const value = await fork.findOneOrFail(ProductAttributeValue, { id: ids.lengthValue });
    value.value = kind === 'disk' ? '2400' : '2600';
    await fork.flush();
    const second = await catalog.productOverviewImage(asGuest(), 'PIC_KISTE_1');
    expect(second?.name).not.toBe(first?.name);
    expect(second!.path).toBe(`${RENDERED_DIR}/PIC_KISTE_1/${second!.name}`);
    expect((await bytesOf(second!.name)).subarray(1, 4).toString()).toBe('PNG');
    // The picture of the old defaults is gone.
    expect(await drawn()).not.toContain(first?.name);

    await store().write('PIC_KISTE_1/overview.jpg', Buffer.from('uploaded'));
    expect((await catalog.productOverviewImage(asGuest(), 'PIC_KISTE_1'))?.name).toBe('overview.jpg');
  });
});
