import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3311';
const SHOTS = '/work/wt/notes/shots';
const admin = { email: 'admin@holzwerk.example', password: process.env.ADMIN_PW };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const errors = [];
async function ctx(width, lang = 'de-CH') {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang });
  await context.addCookies([{ name: 'consent', value: 'denied', url: base }]);
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`); });
  return { context, page };
}
async function setLang(page, code) {
  if (code === 'de') return;
  const locale = { fr: 'fr-FR', en: 'en-US' }[code];
  await page.context().addCookies([{ name: 'lang', value: locale, url: base }]);
  await page.reload();
  await page.waitForLoadState('networkidle');
}
async function login(page, email, password) {
  await page.goto(`${base}/user/login`);
  await page.fill('[name="email"]', email);
  await page.fill('[name="password"]', password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}
const step = process.argv[2];
try {
  if (step === 'config') {
    for (const [width, lang] of [[1400, 'de'], [375, 'fr']]) {
      const { context, page } = await ctx(width);
      await page.goto(`${base}/products/KISTE_0001`);
      await setLang(page, lang);
      await page.locator('.product-page__image-link').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      if (lang === 'de') {
        await dialog.getByLabel('Innenlänge').fill('1200');
        await dialog.getByLabel('Innenbreite').fill('800');
      }
      await dialog.getByTestId('live-price-per-one').waitFor({ timeout: 30000 });
      await page.waitForTimeout(2500);
      console.log(lang, width, await dialog.getByTestId('live-price-per-one').textContent(), '|', await dialog.getByTestId('live-line-price').textContent());
      await page.screenshot({ path: `${SHOTS}/money-configurator-${lang}-${width}.png`, fullPage: false });
      await context.close();
    }
  }
  if (step === 'graduated') {
    for (const [width, lang] of [[1400, 'de'], [375, 'en']]) {
      const { context, page } = await ctx(width);
      await login(page, 'einkauf@muster-logistik.ch', 'Demo-Firma-2026!');
      await page.goto(`${base}/products/PAL_0001`);
      await setLang(page, lang);
      await page.waitForTimeout(1500);
      console.log(lang, width, (await page.locator('main').innerText()).replace(/\s+/g, ' ').slice(0, 600));
      await page.screenshot({ path: `${SHOTS}/money-product-graduated-muster-${lang}-${width}.png`, fullPage: true });
      await context.close();
    }
  }
  if (step === 'quote') {
    const token = (await (await fetch(`${base}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })).json()).token;
    const products = await (await fetch(`${base}/api/product?articleNumber=KISTE_0002`)).json();
    for (const [who, email, pw, width, lang] of [['anna', 'anna.muster@example.ch', 'Demo-Person-2026!', 1400, 'de'], ['muster', 'einkauf@muster-logistik.ch', 'Demo-Firma-2026!', 375, 'fr'], ['muster', 'einkauf@muster-logistik.ch', 'Demo-Firma-2026!', 1400, 'en']]) {
      const { context, page } = await ctx(width);
      await login(page, email, pw);
      const placed = await page.evaluate(async ({ productId, email }) => {
        const address = { name: 'Lager', street: 'Dorfstrasse 3', zipCode: '5013', city: 'Niedergösgen', country: 'CH' };
        const r = await fetch('/api/quote', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cartItems: [{ productId, quantity: 3, configuration: {} }], invoiceAddress: address, deliveryAddress: address, invoiceEmail: email, deliveryMode: 'PICKUP', paymentMethodId: 2, idempotencyKey: crypto.randomUUID() }) });
        return r.json();
      }, { productId: products.items[0].id, email });
      const sent = await (await fetch(`${base}/api/quote/${placed.quote.id}/notification`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } })).json();
      await page.goto(`${base}/checkout-quote/${placed.quote.uuid}`);
      await setLang(page, lang);
      await page.fill('[name="pin"]', sent.pin);
      await page.locator('button[name="intent"][value="pin"]').click();
      await page.locator('table.quote-positions').waitFor();
      const dates = await page.locator('#field-requestedDeliveryDate option').evaluateAll((o) => o.map((x) => x.value).filter(Boolean));
      await page.selectOption('#field-requestedDeliveryDate', dates[1]);
      await page.selectOption('#field-pickupSlot', '09:00');
      await page.screenshot({ path: `${SHOTS}/money-quote-checkout-${who}-${lang}-${width}.png`, fullPage: true });
      console.log(who, lang, width, 'checked payment:', await page.locator('input[name="paymentMethodId"]:checked').getAttribute('value'));
      if (who === 'anna') {
        await page.check('input[name="termsAccepted"]');
        await page.locator('button[name="intent"][value="order"]').click();
        await page.waitForURL(/completed/);
        await page.screenshot({ path: `${SHOTS}/money-quote-completed-${who}-${lang}-${width}.png`, fullPage: true });
        console.log((await page.locator('main').innerText()).replace(/\s+/g, ' ').slice(0, 400));
      }
      await context.close();
    }
  }
  if (step === 'pickup') {
    const { context, page } = await ctx(375);
    await page.goto(`${base}/products/KISTE_0002`);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByRole('status').filter({ hasText: 'im Warenkorb' }).waitFor();
    await page.goto(`${base}/checkout/`);
    await page.getByRole('button', { name: 'Zur Kasse' }).click();
    await page.waitForURL(/signin/);
    await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
    await page.waitForURL(/invoice/);
    await page.fill('[name="address.name"]', 'Gilles Hôte');
    await page.fill('[name="address.street"]', 'Rue 5');
    await page.fill('[name="address.zipCode"]', '4600');
    await page.fill('[name="address.city"]', 'Olten');
    await page.fill('[name="contact.firstName"]', 'Gilles');
    await page.fill('[name="contact.lastName"]', 'Hôte');
    await page.fill('[name="invoiceEmail"]', 'gilles@example.ch');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL(/delivery-address/);
    await setLang(page, 'fr');
    await page.getByLabel(/Retrait à/).check();
    await page.locator('form.checkout-form button[type="submit"]').click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${SHOTS}/money-pickup-step-errors-fr-375.png`, fullPage: true });
    console.log((await page.locator('main').innerText()).replace(/\s+/g, ' ').slice(0, 700));
    await context.close();
  }
} finally {
  console.log('errors:', JSON.stringify(errors));
  await browser.close();
}
