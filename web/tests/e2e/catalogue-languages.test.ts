import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserTests, useShopSessions } from './browser';
import type { ShopPage } from './pages';
import { adminLogin } from './shop-helpers';
import { shopUnderTest } from './shop-under-test';

const { baseUrl } = shopUnderTest();
const SHOTS = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';

/** A configurable crate no other browser test reads the names of. */
const ARTICLE = 'KISTE_0008';
const GERMAN_NAME = 'Holzverschlag nach Mass';
const FRENCH_NAME = 'Cadre à claire-voie Atelier du Lac';
const ENGLISH_NAME = 'Lakeside workshop slatted crate';

async function openConfigurator(page: Page, shop: ShopPage, dialogName: string) {
  await shop.open(`/products/${ARTICLE}`);
  await page.locator('.product-page__image-link').click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.locator('[data-testid="model-3d"] canvas').waitFor();
  return dialog;
}

/**
 * Staff type a product's French and English names in the back office (decision 967)
 * and an attribute's (decision 974),
 * and the French and English shop show them and a configurator whose labels, choices and part
 * list speak the reader's language.
 */
describe.skipIf(skipBrowserTests)('the catalogue in French and English (decision 967)', () => {
  const { open, shot } = useShopSessions(baseUrl, SHOTS, 'catalog-');
  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  test('R000-1.05 R001-2.19 staff type a French and an English product name; the French configurator has French labels', async () => {
    const products = (await (await fetch(`${baseUrl}/api/product?articleNumber=${ARTICLE}`)).json()) as { items: { id: number }[] };
    const productId = products.items[0]!.id;

    const { page: staff, shop: desk } = await open(1400);
    await desk.login(adminLogin());
    await desk.open(`/admin/product/${productId}/edit`);
    const form = staff.getByRole('form', { name: 'Produkt bearbeiten' });
    const french = form.getByRole('group', { name: 'Französisch' });
    const frenchName = french.getByLabel('Name französisch');
    expect(await frenchName.getAttribute('placeholder')).toBe(GERMAN_NAME);
    await frenchName.fill(FRENCH_NAME);
    await form.getByRole('group', { name: 'Englisch' }).getByLabel('Name englisch').fill(ENGLISH_NAME);
    await shot(staff, 'admin-product-languages-1400');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await staff.locator('.toast').filter({ hasText: 'Änderungen gespeichert' }).first().waitFor();
    await desk.open(`/admin/product/${productId}/edit`);
    expect(await staff.getByLabel('Name französisch').inputValue()).toBe(FRENCH_NAME);
    // The German name stays what the back office, the /api and the feeds show.
    expect(await staff.locator('input[name="name"]').inputValue()).toBe(GERMAN_NAME);

    const { page, shop } = await open(1400, 'fr-FR');
    const dialog = await openConfigurator(page, shop, 'Configurer le produit');
    expect(await page.locator('h1').first().innerText()).toContain(FRENCH_NAME);
    expect(await dialog.innerText()).toContain(FRENCH_NAME);
    // Dimensions carry their unit: 'Longueur intérieure (mm)'.
    for (const label of ['Longueur intérieure', 'Largeur intérieure', 'Hauteur intérieure', 'Matériau']) await dialog.getByLabel(label).waitFor();
    await dialog.getByText('Couvercle', { exact: true }).waitFor();
    const skids = dialog.getByLabel('Patins', { exact: true });
    expect(await skids.locator('option:checked').innerText()).toBe('2 patins');
    const text = await dialog.innerText();
    for (const german of ['Innenlänge', 'Innenbreite', 'Deckel', 'Kufen']) expect(text).not.toContain(german);
    await dialog.getByLabel('Longueur intérieure').fill('1500');
    await shot(page, 'configurator-fr-1400');

    const { page: narrow, shop: narrowShop } = await open(375, 'en-US');
    const englishDialog = await openConfigurator(narrow, narrowShop, 'Configure product');
    expect(await englishDialog.innerText()).toContain(ENGLISH_NAME);
    await englishDialog.getByLabel('Inner length').waitFor();
    await englishDialog.getByLabel('Skids', { exact: true }).waitFor();
    expect(await pageWidth(narrow)).toBeLessThanOrEqual(375);
    await shot(narrow, 'configurator-en-375');
  });

  test('R001-2.05 staff give a category a French description in its dialog; the French category page shows it, the German one keeps German', async () => {
    const categories = (await (await fetch(`${baseUrl}/api/categories?shopMode=verpackung`)).json()) as { items: { id: number; name: string; url: string; description: string | null }[] };
    const category = categories.items.find((item) => item.name === 'Verschläge und Gitterboxen')!;
    const frenchDescription = 'Cadres ouverts pour marchandises encombrantes, faits par l’Atelier du Lac.';

    const { page: staff, shop: desk } = await open(1400);
    await desk.login(adminLogin());
    await desk.open(`/admin/Category?mode=verpackung&edit=${category.id}`);
    const dialog = staff.getByRole('form', { name: 'Kategorie bearbeiten' });
    const description = dialog.getByRole('group', { name: 'Französisch' }).getByLabel('Beschreibung französisch');
    expect(await description.getAttribute('placeholder')).toBe(category.description);
    // The demo's French name is there to edit.
    expect(await dialog.getByLabel('Name französisch').inputValue()).toBe('Cadres à claire-voie et caisses-palettes');
    await description.fill(frenchDescription);
    await shot(staff, 'admin-category-languages-1400');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await staff.locator('.toast').filter({ hasText: 'Änderungen gespeichert' }).first().waitFor();

    const { page, shop } = await open(375, 'fr-FR');
    await shop.open(category.url);
    await page.getByText(frenchDescription).first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await shot(page, 'category-fr-375');
    const { page: german, shop: germanShop } = await open(1400);
    await germanShop.open(category.url);
    await german.getByText(category.description!).first().waitFor();
  });

  test('R001-2.02 R001-7.092 staff create an attribute with a French name and choice label, add it to a type; the French product page shows them (decision 974)', async () => {
    const products = (await (await fetch(`${baseUrl}/api/product?articleNumber=${ARTICLE}`)).json()) as { items: { id: number; typeId: number }[] };
    const { id: productId, typeId } = products.items[0]!;
    const attributeName = 'Holzart Atelier';

    const { page: staff, shop: desk } = await open(1400);
    await desk.login(adminLogin());
    await desk.open('/admin/Attribute');
    const create = staff.getByRole('form', { name: 'Attribut anlegen' });
    await create.getByLabel('Name', { exact: true }).fill(attributeName);
    await create.getByLabel('Typ').selectOption({ label: 'Auswahl' });
    await create.getByRole('group', { name: 'Sichtbarkeit neues Attribut' }).getByLabel('Positionen').check();
    await create.getByLabel('Auswahlwerte (einer je Zeile)').fill('Eiche\nBuche');
    const french = create.getByRole('group', { name: 'Französisch' });
    await french.getByLabel('Name französisch').fill('Essence de l’atelier');
    // One label too many: the group names the problem, nothing is created.
    await french.getByLabel(/Auswahlwerte französisch/).fill('Chêne du lac\nHêtre\nÉrable');
    await create.getByRole('button', { name: 'Attribut anlegen' }).click();
    await french.getByText('Ungültige Auswahl').waitFor();
    await french.getByLabel(/Auswahlwerte französisch/).fill('Chêne du lac');
    await create.getByRole('group', { name: 'Englisch' }).getByLabel('Name englisch').fill('Workshop wood');
    await shot(staff, 'admin-attribute-languages-1400');
    await create.screenshot({ path: `${SHOTS}/attrlang-admin-attribute-create-1400.png` });
    await create.getByRole('button', { name: 'Attribut anlegen' }).click();
    await staff.locator('.toast').filter({ hasText: 'Attribut angelegt' }).first().waitFor();
    // The /api keeps German beside the translations.
    const attributes = (await (await fetch(`${baseUrl}/api/attribute`)).json()) as { items: { id: number; name: string; options: { values?: string[] } | null; translations: unknown }[] };
    const created = attributes.items.find((item) => item.name === attributeName);
    expect(created).toMatchObject({
      options: { values: ['Eiche', 'Buche'] },
      translations: { fr: { name: 'Essence de l’atelier', values: { Eiche: 'Chêne du lac' } }, en: { name: 'Workshop wood' } },
    });

    await desk.open(`/admin/ProductType?type=${typeId}`);
    const add = staff.getByRole('form', { name: 'Attribut hinzufügen' });
    await add.getByLabel('Attribut hinzufügen').selectOption({ label: attributeName });
    await add.getByRole('button', { name: 'Hinzufügen' }).click();
    await staff.getByRole('table', { name: 'Attribute des Typs' }).getByText(attributeName).waitFor();
    await desk.open(`/admin/product/${productId}/edit`);
    const form = staff.getByRole('form', { name: 'Produkt bearbeiten' });
    await form.locator(`select[name="value.${created!.id}"]`).selectOption('Eiche');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await staff.locator('.toast').filter({ hasText: 'Änderungen gespeichert' }).first().waitFor();

    const { page, shop } = await open(1400, 'fr-FR');
    await shop.open(`/products/${ARTICLE}`);
    const properties = page.locator('.property-list');
    await properties.getByText('Essence de l’atelier').waitFor();
    await properties.getByText('Chêne du lac').waitFor();
    expect(await properties.innerText()).not.toContain(attributeName);
    await shot(page, 'product-attribute-fr-1400');
    await page.locator('.product-page__info').screenshot({ path: `${SHOTS}/attrlang-product-fr-1400.png` });

    // English has a name but no label: the label falls back to German; German keeps German.
    const { page: narrow, shop: narrowShop } = await open(375, 'en-US');
    await narrowShop.open(`/products/${ARTICLE}`);
    const row = narrow.locator('.property-list__row').filter({ hasText: 'Workshop wood' });
    expect(await row.locator('dd').innerText()).toBe('Eiche');
    expect(await pageWidth(narrow)).toBeLessThanOrEqual(375);
    await shot(narrow, 'product-attribute-en-375');
    const { page: german, shop: germanShop } = await open(1400);
    await germanShop.open(`/products/${ARTICLE}`);
    await german.locator('.property-list').getByText(attributeName).waitFor();
  });

  test('R000-2.03 R000-2.04 the galleries show pictures, not icons, in French at 1400 and 375 px (decision 968)', async () => {
    for (const [path, width, locale] of [
      ['/-verpackung/galerie', 1400, 'fr-FR'],
      ['/-moebel/gallerie', 375, 'en-US'],
    ] as const) {
      const { page, shop } = await open(width, locale);
      await shop.open(path);
      const pictures = page.locator('.gallery img.tile__picture');
      await pictures.first().waitFor();
      expect(await pictures.count()).toBeGreaterThan(0);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await shot(page, `gallery-${locale.slice(0, 2)}-${width}`);
    }
  });
});
