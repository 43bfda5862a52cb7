import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asCustomer } from '../../test/world';
import { Permission } from '../auth/permissions';
import { createReadCache } from '../cache/read-cache';
import { EngineError } from '../errors';
import { createProductImages } from '../files/product-images';
import { createCatalogAdminService } from './catalog-admin-service';
import { createCatalogReadService } from './catalog-read-service';
import { configurationText, displayConfiguration } from './configuration-display';
import { createDiskFileStore } from '../files/disk-file-store';

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
const readCache = createReadCache();
const read = () => createCatalogReadService({ em, productImages: createProductImages({ store: createDiskFileStore('/nonexistent') }), readCache });
const admin = () => createCatalogAdminService({ em });
const metaAdmin = asCustomer(1, [Permission.ADMIN_PRODUCT_META]);

beforeAll(async () => {
  db = await createTestDatabase();
}, 60_000);
afterAll(async () => db?.close());

describe('attribute names and choice labels staff keep in French and English (decision 974)', () => {
  it('R001-7.092 R001-7.093 a staff-created attribute reads in fr and en; a missing text falls back to German', async () => {
    const created = await admin().createAttribute(metaAdmin, {
      name: 'Holzart',
      typeId: 7,
      visibility: 3,
      options: { values: ['Eiche', 'Buche'] },
      translations: { fr: { name: ' Essence ', values: { Eiche: 'Chêne', Buche: ' ' } }, en: { name: 'Wood', values: {} } },
    });
    // Blanks dropped; German stays the attribute's own name and values.
    expect(created).toMatchObject({ name: 'Holzart', options: { values: ['Eiche', 'Buche'] }, translations: { fr: { name: 'Essence', values: { Eiche: 'Chêne' } }, en: { name: 'Wood' } } });
    expect((await read().listAttributes(metaAdmin)).find((item) => item.id === created.id)?.translations).toEqual(created.translations);

    const texts = await read().attributeTexts();
    const configuration = { Holzart: 'Eiche', Deckel: 'true' };
    // The models' attributes first, the staff's after them (the display's order).
    expect(configurationText(configuration, 'fr-FR', [], texts)).toBe('Couvercle\u00a0: Oui, Essence\u00a0: Chêne');
    expect(configurationText({ Holzart: 'Buche' }, 'fr-FR', [], texts)).toBe('Essence\u00a0: Buche');
    expect(configurationText(configuration, 'en-US', [], texts)).toBe('Lid: Yes, Wood: Eiche');
    expect(configurationText(configuration, 'de-CH', [], texts)).toBe('Deckel: Ja, Holzart: Eiche');
    expect(displayConfiguration({ Holzart: 'eiche' }, 'fr-FR', [], texts)).toEqual([{ key: 'Holzart', name: 'Essence', value: 'Chêne' }]);

    // A change made through the admin is read on the next call (the cache follows the generation).
    await admin().updateAttribute(metaAdmin, created.id, { translations: { en: { name: 'Wood species', values: { Buche: 'Beech' } } } });
    const changed = await read().attributeTexts();
    expect(changed['Holzart']).toEqual({ en: { name: 'Wood species', values: { Buche: 'Beech' } }, typeId: 7 });
    expect(configurationText({ Holzart: 'Buche' }, 'en-US', [], changed)).toBe('Wood species: Beech');
    expect(configurationText({ Holzart: 'Buche' }, 'fr-FR', [], changed)).toBe('Holzart\u00a0: Buche');
  });

  it('R001-7.093 a label of a value the attribute does not have is refused with a field message; values taken away drop their labels', async () => {
    const created = await admin().createAttribute(metaAdmin, { name: 'Griff', typeId: 7, options: { values: ['Seil', 'Metall'] }, translations: { fr: { values: { Seil: 'Corde', Metall: 'Métal' } } } });
    const unknown = admin().updateAttribute(metaAdmin, created.id, { translations: { fr: { values: { Leder: 'Cuir' } } } });
    await expect(unknown).rejects.toBeInstanceOf(EngineError);
    await expect(unknown).rejects.toMatchObject({ kind: 'invalid', errors: [{ message: 'validation.choice', field: 'translations.fr.values' }] });
    // The schema's messages reach the form field by their path (as every zod refusal does).
    await expect(admin().createAttribute(metaAdmin, { name: 'Zu lang', typeId: 6, translations: { en: { name: 'x'.repeat(201) } } })).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ['translations', 'en', 'name'] })],
    });
    await expect(admin().createAttribute(metaAdmin, { name: 'Italienisch', typeId: 6, translations: { it: { name: 'Maniglia' } } } as never)).rejects.toThrow();

    const fewer = await admin().updateAttribute(metaAdmin, created.id, { options: { values: ['Seil'] } });
    expect(fewer.translations).toEqual({ fr: { values: { Seil: 'Corde' } } });
    const cleared = await admin().updateAttribute(metaAdmin, created.id, { translations: null });
    expect(cleared.translations).toBeNull();
    // The type stays known to the display: no texts, a type id.
    expect((await read().attributeTexts())['Griff']).toEqual({ typeId: 7 });
  });
});
