import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { anonymousContext, DEFAULT_COMPANY_PROFILE, Permission } from '@shop/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { Category } from '../../engine/src/catalog/category.entity';
import { ProductType } from '../../engine/src/catalog/product-type.entity';
import { CategoryProduct, Product } from '../../engine/src/catalog/product.entity';
import { Customer } from '../../engine/src/customers/customer.entity';
import { FixPriceRow, ProductPrice } from '../../engine/src/pricing/product-price.entity';
import { tokenFor } from '../../engine/test/sessions';
import { useHttpShop } from './http-shop';

/**
 * Search engines (decision 1094), through the real app: robots.txt, /sitemap.xml against the
 * sitemaps.org schema with every published product in every language, `?lang=` with the cookie
 * and the page memory, canonical and hreflang links, the schema.org data of product, category and
 * landing pages, Open Graph.
 */

const ORIGIN = 'https://www.holzwerk.example';
// PUBLIC_URL set, as in production: every public link is built on it, not on the request's host.
const shop = useHttpShop({ PUBLIC_URL: ORIGIN }, { pageCache: true });
const schemas = join(import.meta.dirname, 'sitemap-schemas');
let customerId = 0;

async function page(path: string, headers: Record<string, string> = {}): Promise<{ answer: Response; html: string }> {
  const answer = await fetch(`${shop.web.url}${path}`, { headers, redirect: 'manual' });
  return { answer, html: await answer.text() };
}

/** The schema.org objects of a page's `<script type="application/ld+json">` blocks. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

const linkHref = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, 'g'))].map((match) => match[0]);
const canonicalOf = (html: string) => linkHref(html, 'canonical').map((tag) => /href="([^"]*)"/.exec(tag)![1]!.replaceAll('&amp;', '&'));
const alternatesOf = (html: string) =>
  Object.fromEntries(linkHref(html, 'alternate').map((tag) => [/hrefLang="([^"]*)"|hreflang="([^"]*)"/i.exec(tag)!.slice(1).find(Boolean)!, /href="([^"]*)"/.exec(tag)![1]!.replaceAll('&amp;', '&')]));
const metaProperty = (html: string, property: string) => [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((match) => match[1]!.replaceAll('&amp;', '&'));
const setCookies = (answer: Response) => answer.headers.getSetCookie();
/** The page memory's ETag (web/page-cache.ts: the SHA-1 of the page, base64url); Express's own for an answer it did not keep is `W/"<length>-<hash>"`. */
const keptByMemory = (answer: Response) => /^W\/"[A-Za-z0-9_-]{27}"$/.test(answer.headers.get('etag') ?? '');

beforeAll(async () => {
  const em = shop.em();
  const type = em.create(ProductType, { name: 'Holzkiste' });
  const packagingRoot = em.create(Category, { name: 'Produkte', shopTypeId: 1 });
  const crates = em.create(Category, { name: 'Kisten', shopTypeId: 1, parent: packagingRoot, translations: { fr: { name: 'Caisses' }, en: { name: 'Crates' } } });
  const hidden = em.create(Category, { name: 'Kartonagen', shopTypeId: 1, parent: packagingRoot, published: false });
  em.create(Category, { name: 'Beratung', shopTypeId: 1, parent: packagingRoot, contentLink: '/-verpackung/dienstleistungen/beratung' });
  const furnitureRoot = em.create(Category, { name: 'Produkte', shopTypeId: 2 });
  const benches = em.create(Category, { name: 'Bänke', shopTypeId: 2, parent: furnitureRoot });
  const crate = em.create(Product, {
    name: 'Holzkiste Suchmaschine',
    articleNumber: 'SEO_KISTE_1',
    productType: type,
    published: true,
    listPrice: '100.00',
    description: 'Eine stabile Kiste.',
    translations: { fr: { name: 'Caisse moteur de recherche', description: 'Une caisse solide.' }, en: { name: 'Search engine crate' } },
  });
  const bench = em.create(Product, { name: 'Palettenbank', articleNumber: 'SEO_BANK_1', productType: type, kindCode: 2, published: true, listPrice: '450.00' });
  const draft = em.create(Product, { name: 'Entwurf', articleNumber: 'SEO_ENTWURF', productType: type, published: false, listPrice: '1.00' });
  const own = em.create(Product, { name: 'Kundenkiste', articleNumber: 'SEO_KUNDE', productType: type, published: true, publiclyAvailable: false, listPrice: '1.00' });
  const gone = em.create(Product, { name: 'Gelöscht', articleNumber: 'SEO_WEG', productType: type, published: true, deletedAt: new Date(), listPrice: '1.00' });
  em.create(CategoryProduct, { category: crates, product: crate });
  em.create(CategoryProduct, { category: hidden, product: crate });
  em.create(CategoryProduct, { category: benches, product: bench });
  for (const product of [draft, own, gone]) em.create(CategoryProduct, { category: crates, product });
  const customer = em.create(Customer, {});
  // The customer's own FIX price: never what search engines are told.
  const record = em.create(ProductPrice, { customer, product: crate, activeStrategy: 3 });
  em.create(FixPriceRow, { productPrice: record, quantity: 1, price: '11.00' });
  await em.flush();
  customerId = customer.id;
});

describe('robots.txt (decision 1094)', () => {
  it('allows the shop and the pictures, closes the back office, the API, account, cart and checkout, and names the sitemap on PUBLIC_URL', async () => {
    const { answer, html: text } = await page('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = text.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Allow: /api/media/', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /checkout', 'Disallow: /user/', 'Disallow: /favoriten']));
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).not.toContain(shop.web.url);
  });
});

describe('/sitemap.xml (decision 1094)', () => {
  it('is valid against the sitemaps.org schema (with the XHTML alternates) and lists every published public product in every language', async () => {
    const { answer, html: xml } = await page('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
    const file = (name: string) => ({ fileName: name, contents: readFileSync(join(schemas, name), 'utf8') });
    const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [file('sitemap-hreflang.xsd')], preload: [file('sitemap.xsd'), file('xhtml-link.xsd')] });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);

    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
    const published = await shop.em().find(Product, { published: true, publiclyAvailable: true, deletedAt: null });
    expect(published.map((product) => product.articleNumber).sort()).toEqual(['SEO_BANK_1', 'SEO_KISTE_1']);
    for (const product of published) {
      const mode = product.kindCode === 2 ? 'modus=moebel&' : '';
      for (const lang of ['de', 'fr', 'en']) expect(locs).toContain(`${ORIGIN}/products/${product.articleNumber}?${mode}lang=${lang}`);
    }
    for (const hidden of ['SEO_ENTWURF', 'SEO_KUNDE', 'SEO_WEG']) expect(xml).not.toContain(hidden);
    // Both modes: landing pages and category trees; no unpublished category, no content link.
    for (const lang of ['de', 'fr', 'en']) {
      expect(locs).toContain(`${ORIGIN}/-verpackung?lang=${lang}`);
      expect(locs).toContain(`${ORIGIN}/-moebel?lang=${lang}`);
      expect(locs).toContain(`${ORIGIN}/produkte/kisten?lang=${lang}`);
      expect(locs).toContain(`${ORIGIN}/produkte/b%C3%A4nke?modus=moebel&lang=${lang}`);
      expect(locs).toContain(`${ORIGIN}/produkte?modus=moebel&lang=${lang}`);
    }
    expect(xml).not.toContain('kartonagen');
    expect(locs.filter((loc) => loc.includes('/dienstleistungen/beratung'))).toHaveLength(3);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('names each language and x-default as alternates of every entry, with the last change as lastmod', async () => {
    const { html: xml } = await page('/sitemap.xml');
    const entry = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!).find((body) => body.includes(`<loc>${ORIGIN}/products/SEO_KISTE_1?lang=fr</loc>`))!;
    expect(entry).toBeDefined();
    const product = await shop.em().findOneOrFail(Product, { articleNumber: 'SEO_KISTE_1' });
    expect(entry).toContain(`<lastmod>${product.updatedAt.toISOString()}</lastmod>`);
    const alternates = Object.fromEntries([...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]]));
    expect(alternates).toEqual({
      'de-CH': `${ORIGIN}/products/SEO_KISTE_1?lang=de`,
      'fr-FR': `${ORIGIN}/products/SEO_KISTE_1?lang=fr`,
      'en-US': `${ORIGIN}/products/SEO_KISTE_1?lang=en`,
      'x-default': `${ORIGIN}/products/SEO_KISTE_1`,
    });
  });
});

describe('?lang= shows the language and stores it in the cookie (decision 1094)', () => {
  it('R000-1.04 R000-1.05 R000-1.06 ?lang=fr without a cookie: French page, the lang cookie set for a year; an unknown value is ignored', async () => {
    const { answer, html } = await page('/products/SEO_KISTE_1?lang=fr');
    expect(answer.status).toBe(200);
    expect(html).toContain('<html lang="fr-FR"');
    expect(html).toContain('Caisse moteur de recherche');
    expect(setCookies(answer)).toContainEqual(expect.stringMatching(/^lang=fr-FR; Path=\/; Max-Age=31536000; SameSite=Lax/));
    const unknown = await page('/products/SEO_KISTE_1?lang=xx');
    expect(unknown.html).toContain('<html lang="de-CH"');
    expect(setCookies(unknown.answer).some((cookie) => cookie.startsWith('lang='))).toBe(false);
    // The parameter wins over the cookie, and sets the new choice.
    const switched = await page('/produkte/kisten?lang=en', { cookie: 'lang=de-CH' });
    expect(switched.html).toContain('<html lang="en-US"');
    expect(switched.html).toContain('Crates');
    expect(setCookies(switched.answer)).toContainEqual(expect.stringMatching(/^lang=en-US;/));
    // A visitor whose cookie names the language already gets no cookie again.
    const same = await page('/produkte/kisten?lang=en', { cookie: 'lang=en-US' });
    expect(setCookies(same.answer).some((cookie) => cookie.startsWith('lang='))).toBe(false);
  });

  it('R000-1.05 the language switch on a ?lang= page goes back without it, so the new choice holds', async () => {
    const answer = await fetch(`${shop.web.url}/sprache`, {
      method: 'POST',
      body: new URLSearchParams({ locale: 'de-CH', redirectTo: '/produkte/kisten?lang=fr&sort=name' }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/produkte/kisten?sort=name');
    expect(setCookies(answer)).toContainEqual(expect.stringMatching(/^lang=de-CH;/));
  });

  it('R000-1.05 R000-1.06 the page memory keeps a ?lang=fr answer with its cookie for that URL only, never for someone asking for German', async () => {
    // The cookie ?lang= sets follows from the URL and the Cookie header (both in the key): the
    // answer is kept and sent again with the same Set-Cookie.
    const first = await page('/products/SEO_KISTE_1?lang=fr');
    const second = await page('/products/SEO_KISTE_1?lang=fr');
    expect(keptByMemory(second.answer)).toBe(true);
    expect(second.answer.headers.get('etag')).toBe(first.answer.headers.get('etag'));
    for (const answer of [first.answer, second.answer]) expect(setCookies(answer)).toContainEqual(expect.stringMatching(/^lang=fr-FR;/));
    expect(second.html).toContain('<html lang="fr-FR"');
    // A French visitor's own answer (cookie already fr) is kept under its own key, without a cookie.
    const kept = await page('/products/SEO_KISTE_1?lang=fr', { cookie: 'lang=fr-FR' });
    const again = await page('/products/SEO_KISTE_1?lang=fr', { cookie: 'lang=fr-FR' });
    expect(keptByMemory(again.answer)).toBe(true);
    expect(again.answer.headers.get('etag')).toBe(kept.answer.headers.get('etag'));
    expect(setCookies(again.answer)).toEqual([]);
    expect(again.html).toContain('<html lang="fr-FR"');
    // German by cookie, by Accept-Language, by nothing, and by ?lang=de over a French cookie: German every time.
    const german: [string, Record<string, string>][] = [
      ['/products/SEO_KISTE_1', { cookie: 'lang=de-CH' }],
      ['/products/SEO_KISTE_1', { 'accept-language': 'de-CH' }],
      ['/products/SEO_KISTE_1', {}],
      ['/products/SEO_KISTE_1?lang=de', { cookie: 'lang=fr-FR' }],
    ];
    for (const [path, headers] of german) {
      const { html } = await page(path, headers);
      expect(html).toContain('<html lang="de-CH"');
      expect(html).toContain('Holzkiste Suchmaschine');
      expect(html).not.toContain('Caisse moteur de recherche');
    }
  });
});

describe('canonical and hreflang links, Open Graph (decision 1094)', () => {
  it('a public page names itself in its language as canonical, its alternates de-CH, fr-FR, en-US, x-default, and og:url/og:locale', async () => {
    const { html } = await page('/produkte/kisten?lang=en&utm_source=newsletter');
    expect(canonicalOf(html)).toEqual([`${ORIGIN}/produkte/kisten?lang=en`]);
    expect(alternatesOf(html)).toEqual({
      'de-CH': `${ORIGIN}/produkte/kisten?lang=de`,
      'fr-FR': `${ORIGIN}/produkte/kisten?lang=fr`,
      'en-US': `${ORIGIN}/produkte/kisten?lang=en`,
      'x-default': `${ORIGIN}/produkte/kisten`,
    });
    expect(metaProperty(html, 'og:url')).toEqual([`${ORIGIN}/produkte/kisten?lang=en`]);
    expect(metaProperty(html, 'og:locale')).toEqual(['en_US']);
    expect(metaProperty(html, 'og:locale:alternate').sort()).toEqual(['de_CH', 'fr_FR']);
    expect(metaProperty(html, 'og:title')).toEqual(['Crates | Holzwerk Shop']);
    // Without ?lang= the page is its x-default alternate, whatever language the cookie or
    // Accept-Language chose (decision 1178: the canonical URL is the address itself among its alternates).
    const byCookie = await page('/agb', { cookie: 'lang=fr-FR' });
    expect(canonicalOf(byCookie.html)).toEqual([`${ORIGIN}/agb`]);
    expect(alternatesOf(byCookie.html)['x-default']).toBe(`${ORIGIN}/agb`);
    expect(byCookie.html).toContain('<html lang="fr-FR"');
    expect(Object.keys(alternatesOf(byCookie.html)).sort()).toEqual(['de-CH', 'en-US', 'fr-FR', 'x-default']);
  });

  it('a furniture page names its mode; a furniture product opened without it goes to the URL that does', async () => {
    const bench = await page('/products/SEO_BANK_1');
    expect(bench.answer.status).toBe(302);
    expect(bench.answer.headers.get('location')).toBe('/products/SEO_BANK_1?modus=moebel');
    const shown = await page('/products/SEO_BANK_1?modus=moebel&lang=de');
    expect(canonicalOf(shown.html)).toEqual([`${ORIGIN}/products/SEO_BANK_1?modus=moebel&lang=de`]);
    expect(alternatesOf(shown.html)['x-default']).toBe(`${ORIGIN}/products/SEO_BANK_1?modus=moebel`);
    const shownByDefault = await page('/products/SEO_BANK_1?modus=moebel');
    expect(canonicalOf(shownByDefault.html)).toEqual([`${ORIGIN}/products/SEO_BANK_1?modus=moebel`]);
    const landing = await page('/-moebel?lang=fr');
    expect(canonicalOf(landing.html)).toEqual([`${ORIGIN}/-moebel?lang=fr`]);
  });

  it('the cart, checkout, account, back office and error pages name no canonical URL', async () => {
    for (const path of ['/checkout/', '/user/login', '/produkte/gibt-es-nicht', '/products/SEO_ENTWURF']) {
      const { html } = await page(path);
      expect(canonicalOf(html), path).toEqual([]);
      expect(alternatesOf(html), path).toEqual({});
    }
  });
});

describe('schema.org data (decision 1094)', () => {
  it('a product page: Product with name, sku, description, image, url and an Offer in CHF at the public price with availability; BreadcrumbList', async () => {
    const { html } = await page('/products/SEO_KISTE_1?lang=fr');
    const objects = jsonLdOf(html);
    const product = objects.find((object) => object['@type'] === 'Product')!;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Caisse moteur de recherche',
      sku: 'SEO_KISTE_1',
      description: 'Une caisse solide.',
      url: `${ORIGIN}/products/SEO_KISTE_1?lang=fr`,
      image: [`${ORIGIN}/api/media/product-overview/SEO_KISTE_1`],
      brand: { '@type': 'Brand', name: 'Holzwerk Shop' },
      offers: { '@type': 'Offer', price: '100.00', priceCurrency: 'CHF', availability: 'https://schema.org/InStock', url: `${ORIGIN}/products/SEO_KISTE_1?lang=fr` },
    });
    expect(metaProperty(html, 'og:image')).toEqual([`${ORIGIN}/api/media/product-overview/SEO_KISTE_1`]);
    const crumbs = objects.find((object) => object['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Emballages', item: `${ORIGIN}/-verpackung?lang=fr` },
      { '@type': 'ListItem', position: 2, name: 'Caisses', item: `${ORIGIN}/produkte/kisten?lang=fr` },
      { '@type': 'ListItem', position: 3, name: 'Caisse moteur de recherche', item: `${ORIGIN}/products/SEO_KISTE_1?lang=fr` },
    ]);
  });

  it('a signed-in customer with an own price sees it on the page, while the Offer stays the public price', async () => {
    const token = await tokenFor(shop.engine, { customerId, perm: [], email: 'kunde@example.ch', isCompanyCustomer: false, hasQuickOrder: false });
    const { html } = await page('/products/SEO_KISTE_1', { cookie: `session=${token}` });
    expect(html).toContain('11.00');
    const product = jsonLdOf(html).find((object) => object['@type'] === 'Product')!;
    expect(product.offers).toMatchObject({ price: '100.00', priceCurrency: 'CHF' });
  });

  it('a category page has its BreadcrumbList; the landing page the Organization with the address staff saved', async () => {
    const category = jsonLdOf((await page('/produkte/kisten?lang=de')).html);
    expect(category.find((object) => object['@type'] === 'BreadcrumbList')!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Verpackungen', item: `${ORIGIN}/-verpackung?lang=de` },
      { '@type': 'ListItem', position: 2, name: 'Kisten', item: `${ORIGIN}/produkte/kisten?lang=de` },
    ]);
    const staff = anonymousContext({ permissions: [Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER] });
    await shop.engine.settings.desk.saveCompanyProfile(staff, { ...DEFAULT_COMPANY_PROFILE, street: 'Werkstrasse 7', zipCode: '5012', city: 'Schönenwerd' });
    const organization = jsonLdOf((await page('/-verpackung')).html).find((object) => object['@type'] === 'Organization')!;
    expect(organization).toMatchObject({
      name: DEFAULT_COMPANY_PROFILE.name,
      url: `${ORIGIN}/-verpackung?lang=de`,
      address: { '@type': 'PostalAddress', streetAddress: 'Werkstrasse 7', postalCode: '5012', addressLocality: 'Schönenwerd', addressCountry: 'CH' },
    });
  });
});
