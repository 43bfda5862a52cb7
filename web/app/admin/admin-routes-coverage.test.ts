import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { adminDownloads, adminScreens } from './screens';

interface RouteEntry {
  path?: string;
  index?: boolean;
  file?: string;
  children?: RouteEntry[];
}

/** Every route below /admin in the route table (the layout's index is /admin itself). */
function adminRoutes(): { path: string; file: string }[] {
  const admin = (routes as RouteEntry[]).find((entry) => entry.path === 'admin');
  return (admin?.children ?? []).map((child) => ({ path: child.index ? '/admin' : `/admin/${child.path}`, file: child.file ?? '' }));
}

/**
 * The authorization matrix (web/tests/admin-desk-http.test.ts) walks `adminScreens`; routes.ts
 * builds the routes below /admin from that table and the downloads beside it (decision 1135), so
 * no route below /admin exists without a declared guard or a named test.
 */
describe('every admin route is in the authorization matrix (R001-6.10, R001-6.12)', () => {
  it('R001-6.10 each route below /admin is a screen of adminScreens or a listed download, each once, with its module', () => {
    const declared = [...adminScreens.map(({ path, file }) => ({ path, file })), ...adminDownloads.map(({ path, file }) => ({ path, file }))];
    expect(adminRoutes()).toEqual(declared);
    expect(declared.length).toBeGreaterThan(30);
    const paths = declared.map((entry) => entry.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('each download names the test that proves its guard', () => {
    for (const download of adminDownloads) expect(download.provedBy, download.path).toMatch(/\.test\.ts: ./);
  });
});
