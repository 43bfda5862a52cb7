import type { RequestContext } from '../context';

/** Host names a request's own origin may carry without PUBLIC_URL: this machine. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export interface PublicUrlSettings {
  /** PUBLIC_URL as resolved by loadEnv (given, or http://HOST:PORT, decision 1151). */
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was given: then it always wins. */
  PUBLIC_URL_CONFIGURED?: boolean | undefined;
  /** The address the server binds to (HOST): a request to it is one of ours too. */
  HOST: string;
  /** Further host names (ALLOWED_HOSTS) whose requests build their own links. */
  ALLOWED_HOSTS?: readonly string[] | undefined;
}

/**
 * Whether a request's origin may become the base of return URLs and mail links:
 * http(s) only, and its host name is this machine (localhost, 127.0.0.1, ::1), the address the
 * server binds to, or one of ALLOWED_HOSTS. Anything else — a forged Host header among them —
 * is refused and the configured base applies.
 */
export function isAllowedOrigin(origin: string, settings: PublicUrlSettings): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password || url.origin !== origin.replace(/\/+$/, '')) return false;
  const host = url.hostname.toLowerCase();
  if (LOOPBACK_HOSTS.has(host)) return true;
  const bound = settings.HOST.toLowerCase();
  if (bound !== '0.0.0.0' && bound !== '::' && host === bound) return true;
  return (settings.ALLOWED_HOSTS ?? []).some((allowed) => allowed.trim().toLowerCase() === host);
}

/**
 * The base URL of links for a request: PUBLIC_URL when it is configured; otherwise the request's
 * own origin when it is allowed (the shopper on 127.0.0.1 comes back to 127.0.0.1, keeping the
 * session cookie); otherwise PUBLIC_URL's default. Never ends with '/'.
 */
export function publicUrlFor(settings: PublicUrlSettings, ctx?: Pick<RequestContext, 'origin'>): string {
  const base = !settings.PUBLIC_URL_CONFIGURED && ctx?.origin && isAllowedOrigin(ctx.origin, settings) ? ctx.origin : settings.PUBLIC_URL;
  return base.replace(/\/+$/, '');
}

/** What a service that builds links is given: the base without a request, and the one rule for a request (engine.ts passes {@link publicUrlFor}). */
export interface LinkBaseDeps {
  publicUrl: string;
  publicUrlFor?: ((ctx: Pick<RequestContext, 'origin'>) => string) | undefined;
}

/**
 * The base of a link a service builds for a request — a mail's link among them (decision 1151):
 * the one rule of {@link publicUrlFor}, so a quote, status or reset mail sent by staff on
 * 127.0.0.1 links to 127.0.0.1. Never ends with '/'.
 */
export function linkBaseFor(deps: LinkBaseDeps, ctx?: Pick<RequestContext, 'origin'>): string {
  return (deps.publicUrlFor && ctx ? deps.publicUrlFor(ctx) : deps.publicUrl).replace(/\/+$/, '');
}
