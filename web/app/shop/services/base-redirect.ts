import { redirect } from 'react-router';
import type { Route } from './+types/base-redirect';
import { pageUrlOf } from '../../kit/page-url';
import { optionalTextParam } from '../../kit/route-params.server';

/**
 * The services menu's base /dienstleistungen/… (000 §2 Layout, decision 916):
 * a permanent redirect to the pages under /-verpackung/dienstleistungen, with the menu's slugs
 * 'transportieren' and 'verpackungsberatung' mapped to the route table's 'transport' and
 * 'beratung'. An unknown service still ends at the 404 of the target.
 */
const SLUG_ALIASES: Record<string, string> = { transportieren: 'transport', verpackungsberatung: 'beratung' };

export function servicesTarget(url: URL, service: string | undefined): string {
  const slug = service ? (SLUG_ALIASES[service.toLowerCase()] ?? service.toLowerCase()) : '';
  return `/-verpackung/dienstleistungen${slug ? `/${encodeURIComponent(slug)}` : ''}${url.search}`;
}

export function loader({ request, params }: Route.LoaderArgs) {
  return redirect(servicesTarget(pageUrlOf(request.url), optionalTextParam(params, 'service')), 301);
}
