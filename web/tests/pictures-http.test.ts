import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { Attribute } from '../../engine/src/catalog/attribute.entity';
import { Category } from '../../engine/src/catalog/category.entity';
import { AttributeTypeId } from '../../engine/src/catalog/enums';
import { ProductType, ProductTypeAttribute } from '../../engine/src/catalog/product-type.entity';
import { CategoryProduct, Product } from '../../engine/src/catalog/product.entity';
import { useHttpShop } from './http-shop';

/**
 * Pictures made for their slot (decision 1155) and the first visit's banner (decision 1156),
 * through the real app: /api/media/product-overview/* answers a WebP of the made width, kept a year
 * under the content hash the pages link; the category page's cards carry srcset, sizes and the
 * hashed addresses, the first one fetchpriority, a product without a picture the placeholder; the
 * cookie banner is in the server HTML exactly when the consent cookie names no choice.
 */

const shop = useHttpShop();

async function picture(path: string): Promise<{ answer: Response; body: Buffer }> {
  const answer = await fetch(`${shop.web.url}${path}`, { redirect: 'manual' });
  return { answer, body: Buffer.from(await answer.arrayBuffer()) };
}

async function page(path: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await fetch(`${shop.web.url}${path}`, { headers });
  expect(answer.status).toBe(200);
  return answer.text();
}

const decode = (text: string) => text.replaceAll('&amp;', '&');
const imgTags = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((match) => decode(match[0]));
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

beforeAll(async () => {
  const em = shop.em();
  const crateType = em.create(ProductType, { name: 'Holzkiste', modelFamily: 'crate', modelMode: '3D-Configurator' });
  const dimension = (name: string, defaultValue: string) => em.create(Attribute, { name, typeId: AttributeTypeId.DIMENSION, visibility: 1, options: { unit: 'mm', defaultValue } });
  [dimension('Innenlänge', '1200'), dimension('Innenbreite', '800'), dimension('Innenhöhe', '600')].forEach((attribute, order) =>
    em.create(ProductTypeAttribute, { productType: crateType, attribute, visibility: 1, order }),
  );
  const plainType = em.create(ProductType, { name: 'Zubehör' });
  const root = em.create(Category, { name: 'Produkte', shopTypeId: 1 });
  const crates = em.create(Category, { name: 'Kisten', shopTypeId: 1, parent: root });
  const drawn = em.create(Product, { name: 'Bildkiste', articleNumber: 'PIC_KISTE_1', productType: crateType, published: true, canBeConfigured: true, listPrice: '100.00' });
  const uploaded = em.create(Product, { name: 'Fotokiste', articleNumber: 'PIC_FOTO_1', productType: plainType, published: true, listPrice: '90.00' });
  const bare = em.create(Product, { name: 'Schraubensatz', articleNumber: 'PIC_OHNE_1', productType: plainType, published: true, listPrice: '5.00' });
  // In no category: the cards below stay these three.
  em.create(Product, { name: 'Altkiste', articleNumber: 'PIC_DEFEKT_1', productType: plainType, published: true, listPrice: '7.00' });
  for (const product of [drawn, uploaded, bare]) em.create(CategoryProduct, { category: crates, product });
  await em.flush();
  // An uploaded photo of 800 × 600 px: it wins over a drawing and is never enlarged.
  // Written through the product-images store: a folder on PGlite, PostgreSQL's stored_file else (decision 1174).
  const images = shop.engine.files.productImages;
  await images.write('PIC_FOTO_1/overview.png', await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b08050' } }).png().toBuffer());
  // A PNG with a wrong checksum, as old cameras and some tools write them: browsers show it, libvips refuses it.
  await images.write('PIC_DEFEKT_1/overview.png', DAMAGED_PNG);
});

const DAMAGED_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

describe('GET /api/media/product-overview/:articleNumber?w= (decision 1155)', () => {
  it('answers a WebP of the made width; without the content hash for minutes only', async () => {
    const { answer, body } = await picture('/api/media/product-overview/PIC_KISTE_1?w=256');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    // Far smaller than the 1024 px PNG it is made from.
    const original = await picture('/api/media/product-overview/PIC_KISTE_1');
    expect(original.answer.headers.get('content-type')).toBe('image/png');
    expect(body.length).toBeLessThan(original.body.length / 3);
  });

  it('a picture libvips cannot decode is served as it is (the browser may still show it), never a server error', async () => {
    await expect(sharp(DAMAGED_PNG).resize({ width: 128 }).webp().toBuffer()).rejects.toThrow();
    const { answer, body } = await picture('/api/media/product-overview/PIC_DEFEKT_1?w=512');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(body.equals(DAMAGED_PNG)).toBe(true);
  });

  it('rounds a width up to the next made one, never enlarges, and refuses a width that is no number', async () => {
    const rounded = await picture('/api/media/product-overview/PIC_KISTE_1?w=200');
    expect((await sharp(rounded.body).metadata()).width).toBe(256);
    const widest = await picture('/api/media/product-overview/PIC_KISTE_1?w=5000');
    expect((await sharp(widest.body).metadata()).width).toBe(1024);
    const photo = await picture('/api/media/product-overview/PIC_FOTO_1?w=1024');
    expect(photo.answer.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(photo.body).metadata()).toMatchObject({ width: 800, height: 600 });
    const bad = await fetch(`${shop.web.url}/api/media/product-overview/PIC_KISTE_1?w=abc`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: [{ message: 'Die Eingaben sind ungültig.', params: { w: 'abc' } }] });
    // A product without a picture still leads to the placeholder.
    const none = await picture('/api/media/product-overview/PIC_OHNE_1?w=256');
    expect([none.answer.status, none.answer.headers.get('location')]).toEqual([302, '/images/no-image.png']);
  });

  it('the category page links each picture at its content hash (immutable), in srcset with sizes; the first card fetched first; no picture → the placeholder', async () => {
    const html = await page('/produkte/kisten');
    const cards = imgTags(html).filter((tag) => tag.includes('/api/media/product-overview/'));
    expect(cards.map((tag) => /product-overview\/([^?]+)/.exec(tag)![1])).toEqual(['PIC_KISTE_1', 'PIC_FOTO_1']);
    const [first, second] = cards as [string, string];
    expect(attribute(first, 'fetchpriority')).toBe('high');
    expect(attribute(first, 'loading')).toBeUndefined();
    expect(attribute(first, 'sizes')).toMatch(/px$/);
    const srcset = attribute(first, 'srcset')!.split(', ').map((entry) => entry.split(' '));
    expect(srcset.map(([, width]) => width)).toEqual(['128w', '256w', '384w', '512w', '768w']);
    const [url] = srcset[2]!;
    expect(url).toMatch(/^\/api\/media\/product-overview\/PIC_KISTE_1\?w=384&v=[A-Za-z0-9_-]{16}$/);
    const hashed = await picture(url!);
    expect(hashed.answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(hashed.body).metadata()).width).toBe(384);
    // The same bytes again (kept in memory), and another version is not immutable.
    expect((await picture(url!)).body.equals(hashed.body)).toBe(true);
    expect((await picture(url!.replace(/v=.*/, 'v=AAAAAAAAAAAAAAAA'))).answer.headers.get('cache-control')).toBe('public, max-age=300');
    // The uploaded photo has a hash of its own, and a product without a picture shows the placeholder.
    expect(attribute(second, 'src')).toMatch(/PIC_FOTO_1\?w=512&v=[A-Za-z0-9_-]{16}$/);
    expect(attribute(second, 'src')!.split('v=')[1]).not.toBe(url!.split('v=')[1]);
    const bare = /<li class="product-card" data-article-number="PIC_OHNE_1">[\s\S]*?<\/li>/.exec(html)?.[0] ?? '';
    expect(bare).toContain('data-testid="no-picture"');
    expect(bare).toContain('Kein Bild');
    expect(bare).not.toContain('<img');
  });

  it('the product page fetches its main picture first', async () => {
    const html = await page('/products/PIC_KISTE_1');
    const main = imgTags(html).find((tag) => tag.includes('product-page__image'))!;
    expect(attribute(main, 'fetchpriority')).toBe('high');
    expect(attribute(main, 'srcset')).toContain('1024w');
  });
});

describe('the cookie banner on a first visit (decision 1156)', () => {
  it('is in the server HTML without a consent cookie, not with one; the boot script carries the page nonce', async () => {
    const first = await fetch(`${shop.web.url}/produkte/kisten`);
    const html = await first.text();
    expect(html).toContain('data-testid="cookie-banner"');
    expect(html).toContain('data-consent-choice="false"');
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">(function(){try{var d=document.documentElement,k="cookie:accepted"`);
    for (const choice of ['true', 'false']) {
      expect(await page('/produkte/kisten', { cookie: `cookieConsent=${choice}` })).not.toContain('data-testid="cookie-banner"');
    }
    expect(await page('/produkte/kisten', { cookie: 'cookieConsent=maybe' })).toContain('data-testid="cookie-banner"');
  });
});
