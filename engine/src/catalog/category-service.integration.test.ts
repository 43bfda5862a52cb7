import { beforeAll, describe, expect, it } from 'vitest';
import { asGuest, useTestDatabase } from '../../test/world';
import { EngineError } from '../errors';
import { Category } from './category.entity';
import { createCatalogService } from './category-service';
import { CategoryProduct, Product } from './product.entity';
import { ProductType } from './product-type.entity';

const em = useTestDatabase();
const ctx = asGuest();

beforeAll(async () => {
  const fork = em();
  // One root of shop type any: both modes' trees hang below it.
  const root = fork.create(Category, { name: 'Produkte', shopTypeId: 99 });
  const kisten = fork.create(Category, { name: 'Kisten', shopTypeId: 1, parent: root, order: 2 });
  const export_ = fork.create(Category, { name: 'Exportkisten', shopTypeId: 1, parent: kisten });
  const paletten = fork.create(Category, { name: 'Paletten', shopTypeId: 1, parent: root, order: 1 });
  const draft = fork.create(Category, { name: 'Entwürfe', shopTypeId: 1, parent: paletten, published: false });
  fork.create(Category, { name: 'Ratgeber', shopTypeId: 99, parent: root, order: 3, contentLink: '/-verpackung/dienstleistungen' });
  fork.create(Category, { name: 'Bänke', shopTypeId: 2, parent: root });
  const type = fork.create(ProductType, { name: 'Kiste' });
  const published = fork.create(Product, { name: 'Exportkiste', articleNumber: 'KISTE_0001', productType: type, published: true });
  const hidden = fork.create(Product, { name: 'Entwurf', articleNumber: 'KISTE_0002', productType: type, published: false });
  fork.create(CategoryProduct, { category: export_, product: published });
  fork.create(CategoryProduct, { category: kisten, product: hidden });
  // Linked to a category and its parent: counted once; in an unpublished category: not at all.
  fork.create(CategoryProduct, { category: kisten, product: published });
  fork.create(CategoryProduct, { category: draft, product: fork.create(Product, { name: 'Palette', articleNumber: 'PAL_DRAFT', productType: type, published: true }) });
  await fork.flush();
});

describe('catalogue: categories', () => {
  it('R000-3.02 R000-3.03 R000-2.24 R000-2.25 builds the tree of a mode with any-categories, ordered, with URLs', async () => {
    const tree = await createCatalogService({ em }).getCategoryTree(ctx, { shopMode: 'verpackung' });
    expect(tree.name).toBe('Produkte');
    expect(tree.url).toBe('/produkte');
    expect(tree.children.map((child) => [child.name, child.url])).toEqual([
      ['Paletten', '/produkte/paletten'],
      ['Kisten', '/produkte/kisten'],
      ['Ratgeber', '/-verpackung/dienstleistungen'],
    ]);
    expect(tree.children[1]?.children.map((child) => child.url)).toEqual(['/produkte/kisten/exportkisten']);
  });

  it('R000-3.01 R001-3.32 hands out the category fields; the parent as parentId, the image as imageFileName', async () => {
    const tree = await createCatalogService({ em }).getCategoryTree(ctx, { shopMode: 'verpackung' });
    const kisten = tree.children.find((child) => child.name === 'Kisten');
    expect(Object.keys(kisten ?? {}).sort()).toEqual(
      ['children', 'contentLink', 'description', 'id', 'imageFileName', 'name', 'order', 'parentId', 'productCount', 'published', 'shopTypeId', 'translations', 'url'].sort(),
    );
    expect(kisten).toMatchObject({ parentId: tree.id, order: 2, shopTypeId: 1, published: true, contentLink: null, imageFileName: null });
  });

  it('counts only published products of the subtree, each once, without unpublished categories (decision 918)', async () => {
    const tree = await createCatalogService({ em }).getCategoryTree(ctx, { shopMode: 'verpackung' });
    const kisten = tree.children.find((child) => child.name === 'Kisten');
    expect(kisten?.productCount).toBe(1);
    expect(kisten?.children[0]?.productCount).toBe(1);
    expect(tree.children.find((child) => child.name === 'Paletten')?.productCount).toBe(0);
    expect(tree.productCount).toBe(1);
  });

  it('names the product whose picture a category card shows: the nearest published one of its subtree (decision 919)', async () => {
    const service = createCatalogService({ em });
    const tree = await service.getCategoryTree(ctx, { shopMode: 'verpackung' });
    const pictures = await service.categoryPictureProducts(ctx);
    const kisten = tree.children.find((child) => child.name === 'Kisten');
    expect(kisten && pictures.get(kisten.id)).toBe('KISTE_0001');
    expect(pictures.get(tree.id)).toBe('KISTE_0001');
    // Paletten has a product only in an unpublished subcategory: no picture.
    expect(pictures.get(tree.children.find((child) => child.name === 'Paletten')?.id ?? 0)).toBeUndefined();
  });

  it('keeps the modes apart and lists categories flat', async () => {
    const service = createCatalogService({ em });
    const moebel = await service.listCategories(ctx, { shopMode: 'moebel' });
    expect(moebel.map((c) => c.name)).toEqual(['Produkte', 'Bänke', 'Ratgeber']);
    expect(moebel[1]?.url).toBe('/produkte/b%C3%A4nke');
    const all = await service.listCategories(ctx);
    expect(all).toHaveLength(7);
    expect(all.find((c) => c.name === 'Exportkisten')?.url).toBe('/produkte/kisten/exportkisten');
  });

  it("R000-8.01 throws 'not root element found in list' when a mode has two roots", async () => {
    const fork = em();
    fork.create(Category, { name: 'Zweite Wurzel', shopTypeId: 2 });
    await fork.flush();
    const failure = createCatalogService({ em }).getCategoryTree(ctx, { shopMode: 'moebel' });
    await expect(failure).rejects.toThrow(EngineError);
    await expect(failure).rejects.toThrow('not root element found in list');
  });
});
