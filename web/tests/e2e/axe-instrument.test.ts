import { describe, expect, test } from 'vitest';
import { checkAccessibility, takeAccessibilityViolations } from './axe';
import { skipBrowserTests, useShopBrowser } from './browser';
import { shopUnderTest } from './shop-under-test';

/**
 * The instrument itself (decision 1098 addendum): axe, put into a document once and run for
 * violations only, still finds what it is there to find — on a page served at the shop's address,
 * then again in a later state of the same document.
 */
const { baseUrl } = shopUnderTest();

const PROBE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Probe</title></head>
<body><main><h1>Probe</h1><img src="/favicon.ico"><p style="color:#bbb;background:#fff">kaum lesbar</p></main></body></html>`;

describe.skipIf(skipBrowserTests)('axe in the browser tests', () => {
  const browser = useShopBrowser(baseUrl, { errors: 'none' });

  test('finds a picture without text and grey on white; later a button without a name in the same document', async () => {
    const { page } = await browser.open(1400);
    await page.route(`${baseUrl}/axe-probe`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: PROBE }));
    await page.goto(`${baseUrl}/axe-probe`);
    await checkAccessibility(page);
    const rules = () => takeAccessibilityViolations().map((line) => /: [a-z]* ?([a-z-]+) ×\d+/.exec(line)?.[1]);
    expect(rules()).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
    await page.evaluate(() => {
      document.querySelector('img')!.alt = 'Logo';
      document.querySelector('p')!.style.color = '#000';
      document.querySelector('main')!.append(document.createElement('button'));
    });
    await checkAccessibility(page, 'with a button');
    expect(rules()).toEqual(['button-name']);
    await page.close();
  });
});
