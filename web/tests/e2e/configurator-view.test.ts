import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserTests, useShopSessions } from './browser';
import type { ShopPage } from './pages';
import { shopUnderTest } from './shop-under-test';

const { baseUrl } = shopUnderTest();
const SHOTS = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';

/**
 * How many pixels of the outer frame (1.5 % of each side) of a drawn picture differ from its top
 * left corner, the background: 0 when the whole model is in view, many when it runs off the edge.
 */
async function frameHits(element: Locator): Promise<number> {
  return element.evaluate((source: HTMLCanvasElement | HTMLImageElement) => {
    const width = source instanceof HTMLImageElement ? source.naturalWidth : source.width;
    const height = source instanceof HTMLImageElement ? source.naturalHeight : source.height;
    const copy = document.createElement('canvas');
    copy.width = width;
    copy.height = height;
    const context = copy.getContext('2d');
    if (!context) return -1;
    context.drawImage(source, 0, 0);
    const data = context.getImageData(0, 0, width, height).data;
    const at = (x: number, y: number) => (y * width + x) * 4;
    const background = [data[at(1, 1)], data[at(1, 1) + 1], data[at(1, 1) + 2]] as number[];
    const band = Math.max(2, Math.round(Math.min(width, height) * 0.015));
    let hits = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (x >= band && x < width - band && y >= band && y < height - band) continue;
        const index = at(x, y);
        if ([0, 1, 2].some((channel) => Math.abs((data[index + channel] ?? 0) - (background[channel] ?? 0)) > 30)) hits++;
      }
    }
    return hits;
  });
}

async function openConfigurator(page: Page, shop: ShopPage, dialogName: string): Promise<Locator> {
  await shop.open('/products/KISTE_0001');
  await page.locator('.product-page__image-link').click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.locator('[data-testid="model-3d"] canvas').waitFor();
  await page.waitForTimeout(400);
  return dialog;
}

describe.skipIf(skipBrowserTests)('the configurator 3D view in Chromium', () => {
  const sessions = useShopSessions(baseUrl, SHOTS, 'threed-');

  test('R000-2.80 R000-2.82 the crate grown to 2400 mm stays whole in view, the view resets, and the cart picture shows the whole crate', async () => {
    const { page, shop } = await sessions.open(1400);
    const dialog = await openConfigurator(page, shop, 'Produkt Konfigurieren');
    const canvas = dialog.locator('[data-testid="model-3d"] canvas');
    expect(await frameHits(canvas)).toBe(0);
    await dialog.getByLabel('Innenlänge').fill('2400');
    await dialog.getByLabel('Innenbreite').fill('1200');
    await dialog.getByLabel('Innenhöhe').fill('1200');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/threed-2400-1400.png` });
    expect(await frameHits(canvas)).toBe(0);

    // Turned and zoomed in by the shopper, then back with 'Ansicht zurücksetzen'.
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 180, box.y + box.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    for (let step = 0; step < 6; step++) await page.mouse.wheel(0, -300);
    await page.waitForTimeout(300);
    expect(await frameHits(canvas)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Ansicht zurücksetzen' }).click();
    await page.waitForTimeout(300);
    expect(await frameHits(canvas)).toBe(0);

    // A still view draws no frames (decision 1074: not 60 a second on the shopper's battery); a turn draws.
    const view = dialog.locator('[data-testid="model-3d"]');
    const still = Number(await view.getAttribute('data-frames'));
    expect(still).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    expect(Number(await view.getAttribute('data-frames'))).toBe(still);

    // Zoomed in again (the pointer back over the view: it rests on the reset button): the cart picture is still of the whole crate.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let step = 0; step < 6; step++) await page.mouse.wheel(0, -300);
    await page.waitForTimeout(300);
    expect(Number(await view.getAttribute('data-frames'))).toBeGreaterThan(still);
    expect(await frameHits(canvas)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    await shop.open('/checkout/');
    const image = page.locator('.cart-item .cart-item__image img').first();
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([512, 512]);
    expect(await frameHits(image)).toBe(0);
    await sessions.shot(page, 'cart-1400');
  });

  test('R000-2.80 at 375 px in French the view fits the phone and offers "Réinitialiser la vue"', async () => {
    const { page, shop } = await sessions.open(375, 'fr-FR');
    await page.context().addCookies([{ name: 'lang', value: 'fr-FR', url: baseUrl }]);
    const dialog = await openConfigurator(page, shop, 'Configurer le produit');
    const canvas = dialog.locator('[data-testid="model-3d"] canvas');
    await dialog.getByLabel(/Innenlänge|longueur/i).first().fill('2400');
    await page.waitForTimeout(400);
    expect(await frameHits(canvas)).toBe(0);
    await dialog.getByRole('button', { name: 'Réinitialiser la vue' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/threed-2400-375-fr.png` });
  });

  test('R000-3.40 a bundle of N boards is drawn as N outlined boards, not one block', async () => {
    const { page, shop } = await sessions.open(1400);
    await shop.open('/products/BRETT_0001');
    await page.locator('.product-page__image-link').click();
    const dialog = page.getByRole('dialog', { name: 'Produkt Konfigurieren' });
    const view = dialog.locator('[data-testid="model-3d"]');
    await view.locator('canvas').waitFor();
    await dialog.getByLabel('Anzahl').fill('6');
    await expect.poll(() => view.getAttribute('data-box-count'), { timeout: 10_000 }).toBe('6');
    // Every box of the scene carries its own outline: six boards, six outlines.
    await expect.poll(() => view.getAttribute('data-outline-count'), { timeout: 10_000 }).toBe('6');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/buyer1-board-bundle-1400.png` });
  });
});
