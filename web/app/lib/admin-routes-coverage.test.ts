import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { adminScreens } from './admin-screens.server';

/**
 * The authorization matrix (web/tests/admin-desk-http.test.ts) walks `adminScreens`; a route of
 * web/app/routes.ts below /admin that is neither a screen nor one of these downloads would go
 * unchecked. Each download names the test that proves its guard.
 */
const ADMIN_DOWNLOAD_ROUTES: Readonly<Record<string, string>> = {
  '/admin/order/:id/pdf': 'admin-desk-http.test.ts: every admin page (the order PDF is in its pages)',
  '/admin/quote/:id/pdf': 'admin-desk-http.test.ts: every admin page (the quote PDF is in its pages)',
  '/admin/order/:id/fedex': 'fedex-http.test.ts: 401 anonymous, 403 without ADMIN_QUOTE',
  '/admin/order/:id/stueckliste': 'admin-desk-http.test.ts: the download routes of the back office',
  '/admin/quote/:id/stueckliste': 'admin-desk-http.test.ts: the download routes of the back office',
  '/admin/Imports/:id/file': 'admin-desk-http.test.ts: the download routes of the back office',
  '/admin/Imports/work/:id': 'admin-desk-http.test.ts: the download routes of the back office',
  '/admin/dev/attachment/:id': 'admin-desk-http.test.ts: R001-2.13 /admin/dev …',
  '/admin/customer/:id/media/:name': "admin-desk-http.test.ts: a customer's files and logo",
  '/admin/product/:id/price2/workbook': 'admin-desk-http.test.ts: a price record’s own workbook',
  '/admin/category/:dialog': 'admin-desk-http.test.ts: the category dialog routes of the spec',
};

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every path below /admin in the route table (the layout's index is /admin itself). */
function adminPaths(): string[] {
  const admin = (routes as RouteEntry[]).find((entry) => entry.path === 'admin');
  return (admin?.children ?? []).map((child) => (child.index ? '/admin' : `/admin/${child.path}`));
}

describe('every admin route is in the authorization matrix (R001-6.10, R001-6.12)', () => {
  it('R001-6.10 each route below /admin is a screen of adminScreens or a listed download, and no listed one is stale', () => {
    const screens = new Set(adminScreens.map((screen) => screen.path.toLowerCase()));
    const downloads = new Set(Object.keys(ADMIN_DOWNLOAD_ROUTES).map((path) => path.toLowerCase()));
    const paths = adminPaths();
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((path) => !screens.has(path.toLowerCase()) && !downloads.has(path.toLowerCase()))).toEqual([]);
    const known = new Set(paths.map((path) => path.toLowerCase()));
    expect([...screens, ...downloads].filter((path) => !known.has(path))).toEqual([]);
  });
});
