import type { ShopMode } from '@shop/engine';

export type { ShopMode };

export const shopModes = ['verpackung', 'moebel'] as const satisfies readonly ShopMode[];
export const defaultShopMode: ShopMode = 'verpackung';
export const shopModeCookieName = 'shopMode';

/** Landing page of each mode; every path below it belongs to that mode (000 §2). */
export const landingPath: Record<ShopMode, string> = { verpackung: '/-verpackung', moebel: '/-moebel' };

export const shopModeLabel: Record<ShopMode, string> = { verpackung: 'Verpackungen', moebel: 'Palettenmöbel' };

export function isShopMode(value: unknown): value is ShopMode {
  return value === 'verpackung' || value === 'moebel';
}

/**
 * The mode the page's configuration (root loader data, a theme table) names. Requests never get
 * here with a bad mode — path, ?modus= and cookie fall back to the default — so an unknown name is
 * a programming error and fails loudly (001 §8 'Unknown shop from configuration').
 */
export function shopModeFromConfiguration(value: unknown): ShopMode {
  if (!isShopMode(value)) throw new Error('Unknown shop from configuration');
  return value;
}

/**
 * The mode a path names: `/-moebel`, `/-moebel/…` → moebel, likewise verpackung; any other path
 * names none. `.data` suffixes (client navigation requests) count as the path itself.
 */
export function shopModeFromPath(pathname: string): ShopMode | undefined {
  const path = pathname.replace(/\.data$/, '');
  for (const mode of shopModes) {
    const landing = landingPath[mode];
    if (path === landing || path.startsWith(`${landing}/`)) return mode;
  }
  return undefined;
}

/** The `shopMode` cookie's value from a Cookie header, when it names a mode. */
export function shopModeFromCookie(cookieHeader: string | null | undefined): ShopMode | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() === shopModeCookieName) {
      const value = rest.join('=').trim();
      return isShopMode(value) ? value : undefined;
    }
  }
  return undefined;
}

/** Set-Cookie value remembering the mode of the last landing page visited, for a year. */
export function serializeShopModeCookie(mode: ShopMode, options: { secure?: boolean } = {}): string {
  const parts = [`${shopModeCookieName}=${mode}`, 'Path=/', `Max-Age=${365 * 24 * 60 * 60}`, 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The shop mode a product belongs to by its kind (VERPACKUNG 1, MOEBEL 2); artwork and 'any'
 * belong to none and keep the shopper's mode.
 */
export function shopModeOfProductKind(kindCode: number): ShopMode | undefined {
  return kindCode === 1 ? 'verpackung' : kindCode === 2 ? 'moebel' : undefined;
}

/** The query parameter that names the mode of a page outside both landing paths (a product page). */
export const shopModeParam = 'modus';

export function otherShopMode(mode: ShopMode): ShopMode {
  return mode === 'moebel' ? 'verpackung' : 'moebel';
}

