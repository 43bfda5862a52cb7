import { describe, expect, it } from 'vitest';
import { WEB_MESSAGES } from '../app/i18n/i18n-catalogue';
import { useHttpShop } from './http-shop';

/**
 * What a client navigation asks: React Router's data URL of a page (`/x.data?_routes=…`), handed
 * to loaders unchanged. A redirect back to "this page" names the page, never its data URL, which
 * the browser would show raw (decision 1079). And a page preloads the shared texts of its
 * language only.
 */
const shop = useHttpShop();

/** The redirect of a data request: React Router's turbo-stream `SingleFetchRedirect` names its target after "redirect". */
async function dataRedirect(path: string, headers: Record<string, string> = {}): Promise<{ target: string; setCookie: string | null }> {
  const response = await fetch(shop.web.url + path, { headers, redirect: 'manual' });
  const body = await response.text();
  expect(body, path).toContain('SingleFetchRedirect');
  const stream = JSON.parse(body) as unknown[];
  return { target: String(stream[stream.indexOf('redirect') + 1]), setCookie: response.headers.get('set-cookie') };
}

describe('redirects of client navigations name the page (decision 1079)', () => {
  it('R001-1.24 R001-1.25 /fr/… asked by a client navigation sets French and goes to the page, not to its data URL', async () => {
    const { target, setCookie } = await dataRedirect('/fr/produkte/kisten/holzkisten.data?_routes=root,locale-prefix-fr');
    expect(target).toBe('/produkte/kisten/holzkisten');
    expect(setCookie).toMatch(/^lang=fr-FR/);
    expect((await dataRedirect('/en/_.data')).target).toBe('/');
  });

  it('R001-2.01 a guest client-navigating to the back office is sent to the login, back to the page afterwards', async () => {
    expect((await dataRedirect('/admin/Orders.data?status=1&_routes=root,admin/layout,admin/orders/orders')).target).toBe(
      `/user/login?redirectTo=${encodeURIComponent('/admin/Orders?status=1')}`,
    );
  });

  it('the old services address redirects without the data request parameters', async () => {
    expect((await dataRedirect('/dienstleistungen/lagern.data?_routes=root,shop/services/base-redirect')).target).toBe('/-verpackung/dienstleistungen/lagern');
  });
});

describe('a page loads the shared texts of its language only (decision 1079)', () => {
  it('R000-1.04 a French page preloads the French text chunk (with the CSP nonce, at low priority: decision 1184); it holds no German text', async () => {
    const response = await fetch(`${shop.web.url}/-verpackung/dienstleistungen`, { headers: { cookie: 'lang=fr-FR' } });
    const html = await response.text();
    const link = /<link rel="modulepreload" fetchpriority="low" href="(\/assets\/[^"]+\.js)" nonce="([^"]+)"\/>/.exec(html);
    expect(link, 'the text chunk is preloaded first').not.toBeNull();
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${link![2]}'`);
    const chunk = await (await fetch(shop.web.url + link![1])).text();
    expect(chunk).toContain(WEB_MESSAGES['footer.privacy'].fr);
    expect(chunk).not.toContain(WEB_MESSAGES['footer.privacy'].de);
    expect(chunk).not.toContain(WEB_MESSAGES['footer.privacy'].en);
  });
});
