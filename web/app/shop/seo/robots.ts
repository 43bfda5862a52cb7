import { engineContext } from '../../server/engine-context';
import { requestContext } from '../../server/request-context.server';
import { publicOrigin } from '../seo.server';
import { robotsTxt } from '../sitemap';
import type { Route } from './+types/robots';

/** GET /robots.txt (decision 1094): what crawlers may read, and where the sitemap is. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context.get(engineContext), context.get(requestContext));
  return new Response(robotsTxt(origin), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
