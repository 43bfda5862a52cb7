import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asCustomer, asGuest } from '../../test/world';
import { Permission } from '../auth/permissions';
import { createCatalogAdminService } from './catalog-admin-service';
import { localizedText } from './catalogue-translations';
import { createCatalogService } from './category-service';
import { Category } from './category.entity';
import { createProductService } from './product-service';
import { ProductType } from './product-type.entity';

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
const staff = asCustomer(1, [Permission.ADMIN_CATEGORY, Permission.ADMIN_PRODUCT]);
const shopper = asGuest();
const admin = () => createCatalogAdminService({ em });
let typeId = 0;
let rootId = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  const fork = em();
  const root = fork.create(Category, { name: 'Produkte', order: 0, shopTypeId: 1 });
  const type = fork.create(ProductType, { name: 'Kiste' });
  await fork.flush();
  typeId = type.id;
  rootId = root.id;
}, 60_000);
afterAll(async () => db?.close());

describe('catalogue texts in French and English edited by staff (decision 967)', () => {
  it('R001-7.013 R001-7.015 a category keeps the French and English name and description staff send; blanks fall back to German', async () => {
    const created = await admin().createCategory(staff, {
      name: 'Holzkisten',
      description: 'Kisten aus Holz',
      parentId: rootId,
      shopTypeId: 1,
      translations: { fr: { name: ' Caisses en bois ', description: '' }, en: { name: '', description: '' } },
    });
    expect(created.translations).toEqual({ fr: { name: 'Caisses en bois' } });

    const updated = await admin().updateCategory(staff, created.id, { translations: { fr: { name: 'Caisses en bois' }, en: { name: 'Wooden crates', description: 'Crates made of wood' } } });
    expect(updated.translations).toEqual({ fr: { name: 'Caisses en bois' }, en: { name: 'Wooden crates', description: 'Crates made of wood' } });

    const tree = await createCatalogService({ em }).getCategoryTree(shopper, { shopMode: 'verpackung' });
    const node = tree.children.find((child) => child.id === created.id);
    expect(node?.name).toBe('Holzkisten');
    expect(localizedText(node!.name, node!.translations, 'fr-FR', 'name')).toBe('Caisses en bois');
    expect(localizedText(node!.description, node!.translations, 'fr-FR', 'description')).toBe('Kisten aus Holz');
    expect(localizedText(node!.description, node!.translations, 'en-US', 'description')).toBe('Crates made of wood');

    const cleared = await admin().updateCategory(staff, created.id, { translations: { fr: { name: ' ' } } });
    expect(cleared.translations).toBeNull();
    expect((await admin().updateCategory(staff, created.id, { name: 'Holzkisten' })).translations).toBeNull();
  });

  it('R001-7.015 a product created and changed with translations hands them out beside its German name; an unknown language is refused', async () => {
    const product = await admin().createProduct(staff, {
      name: 'Kiste Eiche',
      typeId,
      articleNumber: 'I18N_1',
      description: 'Robuste Kiste',
      published: true,
      translations: { fr: { name: 'Caisse chêne' } },
    });
    expect(product.name).toBe('Kiste Eiche');
    expect(product.translations).toEqual({ fr: { name: 'Caisse chêne' } });

    await admin().updateProduct(staff, product.id, { translations: { fr: { name: 'Caisse en chêne', description: 'Caisse robuste' }, en: { name: 'Oak crate' } } });
    const [read] = (await createProductService({ em }).listProducts(shopper, { articleNumber: 'I18N_1' })).items;
    expect(read?.name).toBe('Kiste Eiche');
    expect(read?.translations).toEqual({ fr: { name: 'Caisse en chêne', description: 'Caisse robuste' }, en: { name: 'Oak crate' } });
    expect(localizedText(read!.description, read!.translations, 'en-US', 'description')).toBe('Robuste Kiste');

    // Other fields sent alone leave the translations as they are.
    const renamed = await admin().updateProduct(staff, product.id, { name: 'Kiste aus Eiche' });
    expect(renamed.translations?.en?.name).toBe('Oak crate');

    await expect(admin().updateProduct(staff, product.id, { translations: { it: { name: 'Cassa' } } } as never)).rejects.toThrow();
    await expect(admin().updateProduct(staff, product.id, { translations: { fr: { name: 'x'.repeat(301) } } })).rejects.toThrow();
    expect((await admin().updateProduct(staff, product.id, {})).translations?.fr?.name).toBe('Caisse en chêne');
  });
});
