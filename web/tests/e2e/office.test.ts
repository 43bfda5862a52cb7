import { writeFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserTests, useShopBrowser } from './browser';
import type { ShopPage } from './pages';
import { decodedMailsTo, waitUntil } from './shop-helpers';
import { shopUnderTest } from './shop-under-test';

/**
 * The back office's catalogue, price and customer screens in Chromium: a company
 * customer created with a login and a contact person, the login sets its password from the
 * mail and logs in. Screenshots at 1400 px in SHOTS_DIR (office-*.png).
 */

const { baseUrl } = shopUnderTest();
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';

describe.skipIf(skipBrowserTests)('back office: customers, products, prices, categories in Chromium', () => {
  const browser = useShopBrowser(baseUrl, { shotsDir: SHOTS_DIR, withoutProductPictures: true });

  const newPage = (width = 1400): Promise<{ page: Page; shop: ShopPage }> => browser.open(width);
  const login = (_page: Page, shop: ShopPage, email: string, password: string): Promise<void> => shop.login({ email, password });
  const staffPage = (): Promise<{ page: Page; shop: ShopPage }> => browser.staff();

  const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS_DIR}/office-${name}-1400.png`, fullPage: true });
  const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text }).first().waitFor();

  /** The product the product test creates (the media test gives it pictures). */
  const createdProduct = { articleNumber: '' };
  /** The customer the first test creates (its login sets a password), for the price tests. */
  const created = { customerId: 0, email: '', password: '' };

  test('R001-1.01 R001-2.07 R001-2.08 R001-2.09 R001-2.10 R001-2.11 R001-7.011 R001-7.026 R001-7.027 R001-7.034 R001-7.035 R001-7.036 a company customer with a login and a contact person; the login sets its password from the mail and logs in', async () => {
    const { page, shop } = await staffPage();
    const stamp = Date.now();
    const email = `einkauf-${stamp}@kistenbau-e2e.ch`;

    await shop.open('/admin/customer');
    await page.getByRole('table', { name: 'Kunden' }).waitFor();
    await page.getByRole('link', { name: 'Kunde erfassen' }).click();
    await page.getByRole('heading', { name: 'Kunde erfassen' }).waitFor();
    await page.getByLabel('Firmenkunde').check();
    await page.getByLabel('Firmenname').fill(`Kistenbau E2E ${stamp} AG`);
    await page.getByLabel('Kundennummer (ERP)').fill(`K-${stamp}`);
    await page.getByLabel('Rabatt %').fill('7.5');
    await page.getByLabel('Zahlungsbedingung').selectOption({ label: '30 Tage netto' });
    await page.getByLabel('Schnellbestellung', { exact: true }).check();
    await page.getByLabel('E-Mail des Logins').fill(email);
    const contact = page.getByRole('form', { name: 'Kunde erfassen' });
    await contact.getByLabel('Anrede').selectOption({ label: 'Frau' });
    await contact.getByLabel('Vorname').fill('Vera');
    await contact.getByLabel('Nachname').fill('Brett');
    await contact.getByLabel('Abteilung').fill('Einkauf');
    await contact.getByLabel('Werbemittel (mit Komma getrennt)').fill('Kalender, Kugelschreiber');
    await shot(page, 'customer-create');
    await page.getByRole('button', { name: 'Kunde anlegen' }).click();
    await page.waitForURL(/\/admin\/customer\/\d+\/edit\?created=1/);
    const customerId = Number(new URL(page.url()).pathname.split('/')[3]);
    await page.getByText('Kunde angelegt.').waitFor();
    await expect(page.getByLabel('Rabatt %').inputValue()).resolves.toBe('7.5');
    await expect(page.getByRole('form', { name: `Login ${email}` }).getByLabel('E-Mail').inputValue()).resolves.toBe(email);
    await page.getByRole('form', { name: 'Kontaktperson Vera Brett' }).waitFor();
    await shot(page, 'customer-edit');

    // The list finds the new customer by its code; the status filter 'inaktiv' does not.
    await shop.open(`/admin/customer?q=K-${stamp}`);
    const grid = page.getByRole('table', { name: 'Kunden' });
    await grid.getByRole('link', { name: String(customerId), exact: true }).waitFor();
    await shot(page, 'customers');
    await shop.open(`/admin/customer?q=K-${stamp}&status=inactive`);
    await page.getByText('Keine Kunden für diese Filter.').waitFor();

    // The contact overview lists the contact person.
    await shop.open('/admin/customer/customerContactOverview');
    await page.getByRole('table', { name: 'Kontakte' }).getByText('Frau Vera Brett').waitFor();
    await shot(page, 'customer-contacts');

    // An address for the customer.
    await shop.open(`/admin/customer/${customerId}/address`);
    const addressForm = page.getByRole('form', { name: 'Adresse hinzufügen' });
    await addressForm.getByLabel('Name').fill(`Kistenbau E2E ${stamp} AG`);
    await addressForm.getByLabel('Strasse').fill('Werkstrasse 3');
    await addressForm.getByLabel('PLZ').fill('4600');
    await addressForm.getByLabel('Ort').fill('Olten');
    await addressForm.getByLabel('Standard-Rechnungsadresse').check();
    await addressForm.getByRole('button', { name: 'Adresse hinzufügen' }).click();
    await toast(page, 'Adresse angelegt');
    await page.getByRole('table', { name: 'Adressen' }).getByText('Werkstrasse 3').waitFor();
    await shot(page, 'customer-addresses');

    // The login got the password mail; it sets a password and logs in.
    const mail = await waitUntil(() => decodedMailsTo(email).find((text) => text.includes('/user/reset-password?token=')), 'the password mail');
    const link = mail.match(/https?:\/\/\S+\/user\/reset-password\?token=[A-Za-z0-9_-]+/)![0];
    const customer = await newPage();
    await customer.shop.open(new URL(link).pathname + new URL(link).search);
    const password = 'Kisten-Brett-2026!';
    await customer.page.fill('[name="password"]', password);
    await customer.page.fill('[name="passwordRepeat"]', password);
    await customer.page.locator('form.account-form button[type="submit"]').click();
    await customer.page.locator('.account-page [role="status"]').waitFor();
    await login(customer.page, customer.shop, email, password);
    await expect(customer.page.locator('header.site-header').textContent()).resolves.toContain(email);
    Object.assign(created, { customerId, email, password });
  });

  test('R001-2.22 R001-2.32 R001-2.33 R001-3.14 FIX rows for the new customer on KISTE_0002: the shop shows it its price, others keep theirs', async () => {
    expect(created.customerId).toBeGreaterThan(0);
    const guest = await newPage();
    await guest.shop.open('/products/KISTE_0002');
    const guestPrice = await guest.page.getByTestId('live-price-per-one').textContent();
    expect(guestPrice).toMatch(/^CHF [\d'.]+ pro Stück/);

    const { page, shop } = await staffPage();
    await shop.open('/admin/product?q=KISTE_0002');
    await page.getByRole('table', { name: 'Produkte' }).getByRole('link', { name: 'Kundenpreise' }).click();
    await page.getByRole('heading', { name: /Kundenpreise/ }).waitFor();
    await page.getByLabel('Kunde (Nr., leer: Standard)').fill(String(created.customerId));
    await page.getByLabel('Vorschau bei Mengen').fill('1, 10');
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await page.waitForURL(new RegExp(`customer=${created.customerId}`));
    await page.getByRole('heading', { name: `Preise für Kunde ${created.customerId}` }).waitFor();
    const addRow = page.getByRole('form', { name: 'Fixpreis-Zeile hinzufügen' });
    await addRow.getByLabel('ab Menge').fill('1');
    await addRow.getByLabel('Preis/Stk. CHF').fill('77.70');
    await addRow.getByRole('button', { name: 'Zeile hinzufügen' }).click();
    await toast(page, 'Änderungen gespeichert');
    await addRow.getByLabel('ab Menge').fill('10');
    await addRow.getByLabel('Preis/Stk. CHF').fill('70.00');
    await addRow.getByRole('button', { name: 'Zeile hinzufügen' }).click();
    await page.getByRole('table', { name: 'Fixpreis-Zeilen' }).getByText('70.00').waitFor();
    // The record shows in the side-by-side table, highlighted as the customer's own; the preview differs from everyone's.
    await page.getByRole('table', { name: 'Preisdatensätze' }).locator('tr.admin-highlight', { hasText: `Kunde ${created.customerId}` }).getByText('Fixpreise (Staffel)').waitFor();
    await expect.poll(() => page.getByTestId('preview-customer-10').textContent()).toContain('70.00');
    expect(await page.getByTestId('preview-customer-10').textContent()).toContain('individuell');
    await shot(page, 'product-price2');

    // The customer sees its price in the shop; a guest still sees the list price.
    const customer = await newPage();
    await login(customer.page, customer.shop, created.email, created.password);
    await customer.shop.open('/products/KISTE_0002');
    await expect.poll(() => customer.page.getByTestId('live-price-per-one').textContent()).toBe('CHF 77.70 pro Stück, exkl. MWST');
    await customer.page.screenshot({ path: `${SHOTS_DIR}/office-shop-fix-price-1400.png`, fullPage: true });
    await guest.shop.open('/products/KISTE_0002');
    await expect(guest.page.getByTestId('live-price-per-one').textContent()).resolves.toBe(guestPrice);
  });

  test('R001-2.17 R001-2.19 R001-1.02 a product created with the next article number of its type and published appears in the shop', async () => {
    const { page, shop } = await staffPage();
    await shop.open('/admin/product');
    await page.getByRole('table', { name: 'Produkte' }).waitFor();
    await shot(page, 'products');
    await page.getByRole('link', { name: 'Produkt erfassen' }).click();
    await page.getByRole('heading', { name: 'Produkt erfassen' }).waitFor();
    // The board packaging type, chosen by name (other types may sort before it): its model needs the board configuration.
    await page.getByRole('form', { name: 'Produkt erfassen' }).getByLabel('Produkttyp').selectOption({ label: 'Brettverpackung' });
    await page.waitForURL(/type=\d+/);
    const form = page.getByRole('form', { name: 'Produkt erfassen' });
    await expect.poll(() => form.getByLabel('Produkttyp').evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('Brettverpackung');
    const next = await form.getByLabel('Artikelnummer').inputValue();
    expect(next).toMatch(/^[A-Z]+_\d{4}$/);
    await form.getByLabel('Name', { exact: true }).fill('Testkiste Office');
    await form.getByLabel('Listenpreis CHF (leer: nur Kundenpreise)').fill('45.50');
    await form.getByLabel('Brettkonfiguration').fill('1!OSB!60!60!18');
    await form.getByLabel('veröffentlicht').check();
    await shot(page, 'product-create');
    await page.getByRole('button', { name: 'Produkt anlegen' }).click();
    await page.waitForURL(/\/admin\/product\/\d+\/edit\?created=1/);
    await page.getByText(`Produkt ${next} angelegt.`).waitFor();
    createdProduct.articleNumber = next;
    await shot(page, 'product-edit');

    const guest = await newPage();
    const response = await guest.shop.open(`/products/${next}`);
    expect(response.status()).toBe(200);
    await guest.page.getByRole('heading', { name: 'Testkiste Office' }).waitFor();

    // Unpublished again: the shop no longer shows it.
    await page.getByLabel('veröffentlicht').uncheck();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Änderungen gespeichert');
    expect((await guest.shop.open(`/products/${next}`)).status()).toBe(404);
  });

  test('R001-2.03 R001-2.04 R001-2.05 R001-1.05 categories reordered with the keyboard and by mouse drag: the shop navigation follows at once; a product linked and unlinked', async () => {
    const { page, shop } = await staffPage();
    const guest = await newPage();
    const navNames = async () => {
      await guest.shop.open('/');
      return guest.page.locator('nav.main-nav .main-nav__list > li > a').allTextContents();
    };
    const before = await navNames();
    expect(before.slice(0, 2)).toEqual(['Kisten', 'Paletten']);

    await shop.open('/admin/Category');
    const list = page.getByRole('list', { name: 'Kategorien Verpackungen' });
    await list.waitFor();
    await shot(page, 'categories');
    // Keyboard: the handle of 'Paletten', space, arrow up, space.
    await page.getByRole('button', { name: 'Paletten verschieben', exact: true }).focus();
    // dnd-kit measures the list between the key presses: give each one a moment.
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await toast(page, 'Reihenfolge gespeichert');
    await expect.poll(() => list.locator(':scope > li > .admin-tree-row').first().textContent()).toContain('Paletten');
    expect((await navNames()).slice(0, 2)).toEqual(['Paletten', 'Kisten']);

    // Mouse: drag 'Kisten' back above 'Paletten'.
    const handle = page.getByRole('button', { name: 'Kisten verschieben', exact: true });
    const target = page.getByRole('button', { name: 'Paletten verschieben', exact: true });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => list.locator(':scope > li > .admin-tree-row').first().textContent()).toContain('Kisten');
    expect(await navNames()).toEqual(before);

    // AddCategoryProductModal: an existing product linked to 'Kisten', then removed.
    await list.locator(':scope > li', { hasText: 'Kisten' }).first().getByRole('link', { name: 'Produkte' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Produkte in Kisten' });
    await dialog.waitFor();
    await dialog.getByLabel('Artikelnummer eines bestehenden Produkts').fill('PAL_0001');
    await dialog.getByRole('button', { name: 'Produkt hinzufügen' }).click();
    await toast(page, 'PAL_0001 hinzugefügt');
    await dialog.getByRole('table', { name: 'Verknüpfte Produkte' }).getByText('PAL_0001').waitFor();
    await shot(page, 'category-products');
    await dialog.getByRole('button', { name: 'PAL_0001 entfernen' }).click();
    // Removing asks first, naming the product and the category (decision 1099).
    const confirm = page.getByRole('alertdialog', { name: 'Bitte bestätigen' });
    await confirm.getByText(/\(PAL_0001\) wird aus der Kategorie .+ entfernt; das Produkt selbst bleibt\./).waitFor();
    await confirm.getByRole('button', { name: 'Entfernen' }).click();
    await toast(page, 'Produkt entfernt');
    expect(await dialog.getByRole('table', { name: 'Verknüpfte Produkte' }).getByText('PAL_0001').count()).toBe(0);

    // EditCategoryModal of 'Kisten'.
    await shop.open('/admin/Category?edit=' + (await list.locator(':scope > li').first().getAttribute('data-category-id')));
    await page.getByRole('dialog', { name: 'Kategorie Kisten' }).waitFor();
    await shot(page, 'category-edit');
  });

  test('R001-2.02 R001-2.23 R001-1.03 R001-1.04 R001-8.39 product types with ordered attributes and the attribute grid', async () => {
    const { page, shop } = await staffPage();
    await shop.open('/admin/ProductType');
    const types = page.getByRole('table', { name: 'Produkttypen' });
    await types.getByRole('link', { name: 'Brettverpackung' }).click();
    await page.waitForURL(/type=\d+/);
    const linked = page.getByRole('table', { name: 'Attribute des Typs' });
    await linked.waitFor();
    const firstRow = linked.locator('tbody tr').first();
    await firstRow.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Änderungen gespeichert');
    await shot(page, 'product-types');

    await shop.open('/admin/Attribute');
    const grid = page.getByRole('table', { name: 'Attribute' });
    await grid.waitFor();
    await shot(page, 'attributes');
    const form = page.getByRole('form', { name: 'Attribut anlegen' });
    await form.getByLabel('Name', { exact: true }).fill(`Prüfattribut ${Date.now()}`);
    await form.getByRole('button', { name: 'Attribut anlegen' }).click();
    await toast(page, 'Attribut angelegt');
  });

  test('R001-2.14 R001-1.06 a zip of images uploaded in the file browser shows on the product page', async () => {
    expect(createdProduct.articleNumber).not.toBe('');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
    const zipPath = `${SHOTS_DIR}/../office-upload.zip`;
    writeFileSync(zipPath, Buffer.from(zipSync({ [`${createdProduct.articleNumber}/overview.png`]: png, [`${createdProduct.articleNumber}/seite.png`]: png })));
    const { page, shop } = await staffPage();
    await shop.open('/admin/Media');
    await page.getByRole('table', { name: 'Dateien' }).waitFor();
    await page.getByRole('form', { name: 'Hochladen' }).locator('input[type="file"]').setInputFiles(zipPath);
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await toast(page, '2 Datei(en) hochgeladen');
    await page.getByRole('table', { name: 'Dateien' }).getByRole('link', { name: new RegExp(createdProduct.articleNumber) }).click();
    await page.getByRole('table', { name: 'Dateien' }).getByText('overview.png').waitFor();
    await shot(page, 'media');

    // A hostile upload is refused with its reason, nothing written.
    const evilPath = `${SHOTS_DIR}/../office-evil.png`;
    writeFileSync(evilPath, '<html><script>alert(1)</script></html>');
    await page.getByRole('form', { name: 'Hochladen' }).locator('input[type="file"]').setInputFiles(evilPath);
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await page.locator('.toast.is-error').filter({ hasText: 'passt nicht zu ihrer Endung' }).waitFor();
    expect(await page.getByRole('table', { name: 'Dateien' }).getByText('office-evil.png').count()).toBe(0);

    // Publish it again so the product page shows (the product test unpublished it).
    await shop.open(`/admin/product?q=${createdProduct.articleNumber}`);
    await page.getByRole('table', { name: 'Produkte' }).getByRole('link', { name: createdProduct.articleNumber }).click();
    // The list's filter is labelled 'veröffentlicht' too: wait for the edit page.
    await page.waitForURL(/\/admin\/product\/\d+\/edit/);
    await page.getByRole('checkbox', { name: 'veröffentlicht' }).check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Änderungen gespeichert');
    // The shop serves the product's overview picture from the upload.
    const overview = await fetch(`${baseUrl}/api/media/product-overview/${createdProduct.articleNumber}`);
    expect(overview.status).toBe(200);
    expect(Buffer.from(await overview.arrayBuffer()).equals(png)).toBe(true);
    const { page: guestPage } = await browser.open(1400, 'de-CH', { withoutProductPictures: false });
    await guestPage.goto(`${baseUrl}/products/${createdProduct.articleNumber}`);
    const image = guestPage.locator(`img[src*="/api/media/product-overview/${createdProduct.articleNumber}"]`).first();
    await image.waitFor();
    // Loaded (not the placeholder). With srcset the natural width is the picture's pixels over the
    // chosen candidate's density, so the 2 px upload reads 1 or 2 here.
    await expect.poll(() => image.evaluate((element) => { const img = element as HTMLImageElement; return img.complete && img.naturalWidth > 0; })).toBe(true);
    expect(await guestPage.getByTestId('no-picture').count()).toBe(0);
    await guestPage.screenshot({ path: `${SHOTS_DIR}/office-product-picture-1400.png` });
  });

  test('R001-2.18 R001-2.20 R001-2.21 the product tabs: delivery and internal price saved, pictures reordered for the shop gallery', async () => {
    expect(createdProduct.articleNumber).not.toBe('');
    const { page, shop } = await staffPage();
    await shop.open(`/admin/product?q=${createdProduct.articleNumber}`);
    await page.getByRole('table', { name: 'Produkte' }).getByRole('link', { name: createdProduct.articleNumber }).click();
    await page.waitForURL(/\/admin\/product\/\d+\/edit/);
    const tabs = page.getByRole('navigation', { name: 'Produktseiten' });
    await tabs.getByRole('link', { name: 'Lieferung' }).click();
    await page.getByText('Noch keine eigene Anforderung').waitFor();
    await page.getByLabel('Stück pro Paket (höchstens)').fill('12');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Änderungen gespeichert');
    await tabs.getByRole('link', { name: 'Interner Preis' }).click();
    await page.getByLabel('Interner Preis pro Stück (CHF)').fill('zwölf');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.locator('.admin-error[role="alert"]', { hasText: 'Ungültiger Betrag' }).waitFor();
    await page.getByLabel('Interner Preis pro Stück (CHF)').fill('84,50');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText("CHF 84.50").waitFor();
    await tabs.getByRole('link', { name: 'Bilder' }).click();
    const gallery = page.getByRole('list', { name: 'Bilder' });
    await gallery.getByText('overview.png').waitFor();
    await page.getByRole('button', { name: 'seite.png nach vorne' }).click();
    await toast(page, 'Reihenfolge gespeichert');
    await gallery.getByText('01-seite.png').waitFor();
    await shot(page, 'product-media');
    const answer = (await (await fetch(`${baseUrl}/api/product/${page.url().split('/')[5]}/gallery-images`)).json()) as { items: { name: string }[] };
    expect(answer.items.map((item) => item.name)).toEqual(['01-seite.png', '02-overview.png']);
    // The overview picture stays the one named overview.
    expect((await fetch(`${baseUrl}/api/media/product-overview/${createdProduct.articleNumber}`)).status).toBe(200);
  });
});
