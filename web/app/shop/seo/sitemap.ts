import { engineContext } from '../../server/engine-context';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { publicOrigin } from '../seo.server';
import { sitemapPages, sitemapXml } from '../sitemap';
import type { Route } from './+types/sitemap';

/** GET /sitemap.xml (decision 1094): every public page in every language, with its alternates and lastmod. */
export async function loader({ context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  const ctx = context.get(requestContext);
  const entries = await engine.catalog.sitemap.entries(ctx).catch((error: unknown) => {
    throw toRouteError(error);
  });
  return new Response(sitemapXml(publicOrigin(engine, ctx), sitemapPages(entries)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
