import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoLogins } from '../../../fixtures/demo/customers';
import { skipBrowserTests, useShopBrowser } from './browser';
import { adminLogin, decodedMailsTo, waitUntil } from './shop-helpers';
import { shopUnderTest } from './shop-under-test';

/**
 * FedEx shipments in Chromium, against the local FedEx double the shop starts without credentials:
 * Anna orders to Germany choosing a FedEx service on the summary; staff rate, upload the ETD,
 * confirm the shipment, download the label and book a pickup up to 16:00 on the order page; Anna
 * then reads the tracking number on her order page.
 */

const { baseUrl } = shopUnderTest();
const SHOTS = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';

describe.skipIf(skipBrowserTests)('FedEx from the checkout and the back office', () => {
  const { open, shot } = useShopBrowser(baseUrl, { withoutProductPictures: true, shotsDir: SHOTS, shotPrefix: 'fedex-' });
  const next = (page: Page) => page.getByRole('button', { name: 'Weiter' }).click();

  let orderNumber = '';
  let orderId = 0;

  test('R000-3.46 R000-3.47 R001-1.13 Anna ships to Germany with FedEx: the summary offers the services with price and transit days, her choice is the freight of the order', async () => {
    const { page, shop } = await open();
    await shop.login(demoLogins.person);
    await shop.cartToCheckout('KISTE_0002');
    await page.waitForURL(/\/checkout\/invoice$/);
    await next(page);
    await page.waitForURL(/\/checkout\/delivery-address$/);
    await page.getByLabel('Versand mit FedEx').check();
    await page.getByLabel('Neue Adresse').check();
    await page.fill('[name="address.name"]', 'Anna Muster c/o Werkstatt Berlin');
    await page.fill('[name="address.street"]', 'Hauptstrasse 5');
    await page.fill('[name="address.zipCode"]', '10115');
    await page.fill('[name="address.city"]', 'Berlin');
    await page.locator('#field-address-country').selectOption('DE');
    await next(page);
    await page.waitForURL(/\/checkout\/payment$/);
    await page.getByLabel('Vorauskasse', { exact: true }).check();
    await next(page);
    await page.waitForURL(/\/checkout\/summary$/);

    const services = page.getByRole('region', { name: 'Versandart FedEx' });
    await services.waitFor();
    expect(await services.getByRole('radio').count()).toBe(3);
    const economy = page.getByTestId('carrier-INTERNATIONAL_ECONOMY');
    expect(await economy.textContent()).toMatch(/FedEx International Economy® ?CHF [\d']+\.\d{2}4 Werktage unterwegs/);
    const cheapest = (await page.getByTestId('summary-shipping').textContent())!;
    expect(cheapest).toMatch(/^CHF [\d']+\.\d{2}$/);
    expect(cheapest).not.toBe('CHF 0.00');
    await shot(page, 'summary-1400');

    // Choosing Priority Express re-prices the freight at once.
    await page.getByTestId('carrier-FEDEX_INTERNATIONAL_PRIORITY_EXPRESS').click();
    await expect.poll(() => page.getByTestId('summary-shipping').textContent(), { timeout: 15_000 }).not.toBe(cheapest);
    const express = (await page.getByTestId('summary-shipping').textContent())!;
    expect(Number(express.replace(/[^\d.]/g, ''))).toBeGreaterThan(Number(cheapest.replace(/[^\d.]/g, '')));
    expect(await page.getByTestId('carrier-FEDEX_INTERNATIONAL_PRIORITY_EXPRESS').locator('input').isChecked()).toBe(true);
    expect(await page.getByText('Versandkosten (FedEx International Priority® Express)').count()).toBe(1);
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'summary-375');
    await page.setViewportSize({ width: 1400, height: 900 });

    await page.getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.').check();
    await page.getByRole('button', { name: 'Bestellen' }).click();
    await page.waitForURL(/\/checkout\/completed$/);
    orderNumber = (await page.getByTestId('order-number').textContent())!.match(/B-\d{4}-\d{6}/)![0];
    orderId = Number(orderNumber.split('-').at(-1));
    const mail = await waitUntil(() => decodedMailsTo(demoLogins.person.email).find((text) => text.includes(orderNumber)), 'the confirmation mail');
    expect(mail).toContain(`Versand mit FedEx International Priority® Express, 1 Werktag, Fracht CHF ${express.replace('CHF ', '')}`);
  });

  test('R001-7.039 R001-7.042 R001-7.043 R001-7.044 R001-9.32 staff rate, upload the ETD, confirm, download the label and book a pickup up to 16:00; Anna sees the tracking number', async () => {
    expect(orderId).toBeGreaterThan(0);
    const { page, shop } = await open();
    await shop.login(adminLogin());
    await shop.open(`/admin/order/${orderId}`);
    const panel = page.getByRole('region', { name: 'FedEx-Versand' });
    await panel.getByText('Im Shop gewählt: FedEx International Priority® Express').waitFor();
    await panel.getByRole('button', { name: 'Tarife abfragen' }).click();
    await panel.getByText('Tarife von FedEx abgefragt.').waitFor();
    await panel.getByLabel('Versandart').selectOption('FEDEX_INTERNATIONAL_PRIORITY_EXPRESS');

    // A phone FedEx refuses is a sentence at the field, not a code.
    await panel.getByLabel('Telefon für FedEx').fill('12');
    await panel.getByRole('button', { name: 'Sendung prüfen' }).click();
    await panel.getByRole('alert').waitFor();
    expect(await panel.locator('.field-error').first().textContent()).toMatch(/Telefonnummer|Ziffern/);
    await panel.getByLabel('Telefon für FedEx').fill('+41 79 412 56 78');
    await panel.getByRole('button', { name: 'Sendung prüfen' }).click();
    await panel.getByText('FedEx hat die Sendung geprüft: die Angaben sind gültig.').waitFor();

    await panel.getByRole('button', { name: 'Handelsrechnung übermitteln (ETD)' }).click();
    await panel.getByText('Handelsrechnung an FedEx übermittelt (ETD).').waitFor();
    await panel.getByText(/Handelsrechnung übermittelt \(/).waitFor();
    await shot(page, 'admin-panel-1400');

    await panel.getByRole('button', { name: 'Sendung bestätigen' }).click();
    await panel.getByText('Sendung bei FedEx bestätigt; die Etiketten liegen bei der Bestellung.').waitFor();
    const shipment = page.getByTestId('fedex-shipment');
    const trackingNumber = (await shipment.getByRole('link').first().textContent())!.trim();
    expect(trackingNumber).toMatch(/^\d{12}$/);
    const [download] = await Promise.all([page.waitForEvent('download'), shipment.getByRole('link', { name: /Etikett herunterladen/ }).first().click()]);
    // Read through the connection: the suite's shared Chromium keeps no local file path (decision 978).
    const label = Buffer.concat(await (await download.createReadStream()).toArray());
    expect(label.subarray(0, 5).toString()).toBe('%PDF-');

    await shipment.getByRole('button', { name: 'Abholzeiten abfragen' }).click();
    await shipment.getByLabel('Bereit ab (bis 16:00)').waitFor();
    const times = await shipment.getByLabel('Bereit ab (bis 16:00)').locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time) => time <= '16:00')).toBe(true);
    await shipment.getByLabel('Bereit ab (bis 16:00)').selectOption(times.at(-1)!);
    await shipment.getByRole('button', { name: 'Abholung buchen' }).click();
    await panel.getByText('Abholung bei FedEx gebucht.').waitFor();
    await shipment.getByText(/Abholung .* ab 16:00 Uhr|Abholung .* ab \d\d:\d\d Uhr/).waitFor();
    await shot(page, 'admin-shipment-1400');
    await page.setViewportSize({ width: 375, height: 800 });
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'admin-shipment-375');

    // Anna reads the tracking number with FedEx's link on her order page (1400 and 375 px, German and French).
    for (const [width, locale, heading] of [
      [1400, 'de-CH', 'Sendungsverfolgung FedEx'],
      [375, 'fr-FR', 'Suivi de l’envoi FedEx'],
    ] as const) {
      const customer = await open(width, locale);
      await customer.shop.login(demoLogins.person);
      if (locale === 'fr-FR') await customer.shop.open('/fr/');
      await customer.shop.open(`/user/profile/bestellungen/${orderNumber}`);
      const tracking = customer.page.getByTestId('order-tracking');
      await tracking.getByText(heading).waitFor();
      const link = tracking.getByRole('link');
      expect(await link.getAttribute('href')).toBe(`https://www.fedex.com/fedextrack/?trknbr=${trackingNumber}`);
      expect(await tracking.textContent()).toContain(trackingNumber);
      await customer.page.getByTestId('order-tracking').scrollIntoViewIfNeeded();
      await shot(customer.page, `customer-tracking-${width}-${locale}`);
    }
  });
});
